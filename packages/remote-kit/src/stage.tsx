import type { ComponentType } from 'react';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type {
  ApiClient,
  MountSection,
  RemoteAppProps,
  RemoteName,
  RemoteSectionName,
  SessionUser,
} from '@mp/contracts';
import { MemoryRouter, Route, Routes } from '@mp/router';
import { createHttpClient } from '@mp/signed-http';

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
  /** The API client handed to the remote; by default an unsigned one for http://api.test. */
  http?: ApiClient;
  features?: Readonly<Record<string, boolean>>;
  /** Render this section of the remote instead of its routes. */
  section?: RemoteSectionName;
  mountSection?: MountSection;
  enabledRemotes?: readonly RemoteName[];
}

const STAGE_API_URL = 'http://api.test';

/** Mounts a remote the way the shell does (host i18n, router, base path), at one path. */
export function RemoteStage({
  App,
  i18n,
  path,
  basePath = '',
  user = null,
  http = createHttpClient({ baseUrl: STAGE_API_URL, tenantId: 'demo' }),
  features = {},
  section,
  mountSection,
  enabledRemotes,
}: RemoteStageProps) {
  const app = (
    <App
      tenantId="demo"
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
          <Route path={basePath ? `${basePath.replace(/\/+$/, '')}/*` : '*'} element={app} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>
  );
}
