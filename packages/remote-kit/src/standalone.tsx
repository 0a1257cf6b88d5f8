// Standalone mode for a domain team: one remote on its own, with its own router and i18n.
import i18next from 'i18next';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { BROWSER_LOCALE_ALIASES, DEFAULT_LOCALE } from '@mp/contracts';
import { BrowserRouter, Navigate, Route, Routes } from '@mp/router';
import { createHttpClient } from '@mp/signed-http';
import { createTranslationBackend } from './i18n';
import type { RemoteAppComponent } from './remote-app';
import { DEMO_TENANT } from './tenant';

const SUPPORTED = ['en', 'ua', 'de'];

/** The browser's language as an app locale (`uk` -> `ua`), or the default. */
export function browserLocale(language: string | undefined): string {
  const code = (language ?? '').toLowerCase().split('-')[0] ?? '';
  const mapped = BROWSER_LOCALE_ALIASES[code] ?? code;
  return SUPPORTED.includes(mapped) ? mapped : DEFAULT_LOCALE;
}

export interface StandaloneOptions {
  App: RemoteAppComponent;
  /** Where `/` redirects to. */
  defaultPath: string;
}

export async function startStandalone({ App, defaultPath }: StandaloneOptions): Promise<void> {
  const locale = browserLocale(navigator.language);
  await i18next
    .use(createTranslationBackend(App.translations))
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: false,
      ns: [...App.translations.namespaces],
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    });
  // Standalone, a remote has no session: its client makes public calls to the local API, and
  // shows the demo tenant's name and currency.
  const apiBaseUrl = 'http://localhost:4000';
  const http = createHttpClient({ baseUrl: apiBaseUrl, tenantId: 'demo' });
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <BrowserRouter>
      <Routes>
        <Route index element={<Navigate to={defaultPath} replace />} />
        <Route
          path="*"
          element={
            <App
              tenantId="demo"
              tenant={DEMO_TENANT}
              locale={locale}
              user={null}
              features={{}}
              apiBaseUrl={apiBaseUrl}
              http={http}
            />
          }
        />
      </Routes>
    </BrowserRouter>,
  );
}
