import { Suspense, type ComponentType } from 'react';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type {
  ApiClient,
  MountSection,
  RemoteAppProps,
  RemoteName,
  RemoteSectionName,
  RemoteTenant,
  SessionUser,
} from '@mp/contracts';
import { loadDateLocale } from '@mp/contracts';
import { MemoryRouter, Route, Routes } from '@mp/router';
import { createHttpClient } from '@mp/signed-http';
import { addTranslations, createTranslationBackend } from './i18n';
import type { RemoteAppComponent } from './remote-app';
import { DEMO_TENANT } from './tenant';

/**
 * A fresh i18next instance as a host starts, before any remote added its namespace. Given an
 * app, its namespace is loaded already (in `lng` only), as once the host has shown the remote:
 * the first render is then the translated screen, its dates in `lng` too.
 */
export async function createStageI18n(
  lng = 'en',
  app?: Pick<RemoteAppComponent, 'translations'>,
): Promise<I18n> {
  const i18n = createInstance();
  await i18n
    .use(createTranslationBackend())
    .use(initReactI18next)
    .init({
      lng,
      // Every language has every key (each app's locales test), so none falls back to another.
      fallbackLng: false,
      ns: [],
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    });
  await loadDateLocale(lng);
  if (app) {
    addTranslations(i18n, app.translations);
    await i18n.loadNamespaces([...app.translations.namespaces]);
  }
  return i18n;
}

export interface RemoteStageProps {
  App: ComponentType<RemoteAppProps>;
  i18n: I18n;
  path: string;
  basePath?: string;
  user?: SessionUser | null;
  /** The tenant's name and currency; by default the demo tenant's (pounds). */
  tenant?: RemoteTenant;
  /** The API client handed to the remote; by default an unsigned one for http://api.test. */
  http?: ApiClient;
  features?: Readonly<Record<string, boolean>>;
  /** Render this section of the remote instead of its routes. */
  section?: RemoteSectionName;
  mountSection?: MountSection;
  enabledRemotes?: readonly RemoteName[];
}

const STAGE_API_URL = 'http://api.test';

/** Mounts a remote the way the shell does (host i18n, router, base path, Suspense), at one path. */
export function RemoteStage({
  App,
  i18n,
  path,
  basePath = '',
  user = null,
  tenant = DEMO_TENANT,
  http = createHttpClient({ baseUrl: STAGE_API_URL, tenantId: 'demo' }),
  features = {},
  section,
  mountSection,
  enabledRemotes,
}: RemoteStageProps) {
  const app = (
    <App
      tenantId="demo"
      tenant={tenant}
      locale={i18n.language}
      user={user}
      features={features}
      apiBaseUrl={STAGE_API_URL}
      http={http}
      basePath={basePath}
      section={section}
      mountSection={mountSection}
      enabledRemotes={enabledRemotes}
    />
  );
  return (
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path={basePath ? `${basePath.replace(/\/+$/, '')}/*` : '*'}
            element={<Suspense fallback={null}>{app}</Suspense>}
          />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>
  );
}
