// Standalone mode for the domain team: this remote on its own, with its own router and i18n.
import i18next from 'i18next';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes } from '@mp/router';
import { browserLocale } from './standalone';
import { JobsApp } from './exposed/App';

async function start(): Promise<void> {
  const locale = browserLocale(navigator.language);
  await i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'en',
    resources: {},
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <BrowserRouter>
      <Routes>
        <Route index element={<Navigate to="/post-job" replace />} />
        <Route
          path="*"
          element={
            <JobsApp
              tenantId="demo"
              locale={locale}
              user={null}
              features={{}}
              apiBaseUrl="http://localhost:4000"
            />
          }
        />
      </Routes>
    </BrowserRouter>,
  );
}

void start();
