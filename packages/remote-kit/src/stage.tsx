import type { ComponentType } from 'react';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { RemoteAppProps, SessionUser } from '@mp/contracts';
import { MemoryRouter, Route, Routes } from '@mp/router';

/** A fresh i18next instance with no resources, as a host starts before remotes register. */
export async function createStageI18n(lng = 'en'): Promise<I18n> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    resources: {},
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  return i18n;
}

export interface RemoteStageProps {
  App: ComponentType<RemoteAppProps>;
  i18n: I18n;
  path: string;
  basePath?: string;
  user?: SessionUser | null;
}

/** Mounts a remote the way the shell does (host i18n, router, base path), at one path. */
export function RemoteStage({ App, i18n, path, basePath = '', user = null }: RemoteStageProps) {
  const app = (
    <App
      tenantId="demo"
      locale={i18n.language}
      user={user}
      features={{}}
      apiBaseUrl="http://api.test"
      basePath={basePath}
    />
  );
  return (
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={basePath ? `${basePath.replace(/\/+$/, '')}/*` : '*'} element={app} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>
  );
}
