import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@mp/router';
import { DEFAULT_LOCALE, resolveTenantId, type SettingsView } from '@mp/contracts';
import { loadRuntimeConfig } from './config/load-config';
import { LiveProvider } from './features/live';
import { SessionProvider } from './features/session';
import { loadRemoteApp, onRemoteFallback, registerTenantRemotes } from './federation/remotes';
import { RemoteLoaderContext } from './federation/remote-app';
import {
  initShellI18n,
  pickLocale,
  readStoredLocale,
  rememberLocaleCookie,
  type SupportedLocale,
} from './i18n';
import { languageOptions, localeWithin } from './i18n/languages';
import { StartupError } from './pages/StartupError';
import { reportSharedModules } from '@mp/remote-kit';
import { ShellRoot } from './ShellRoot';
import { applyStyling } from './styling/apply-styling';
import { afterFirstInteraction } from './tenant/after-first-interaction';
import { followTenantPublishes } from './tenant/follow-publishes';
import {
  effectiveStyling,
  loadTenantData,
  readEmbeddedTenantData,
  type TenantData,
  type TenantResourceName,
} from './tenant/load-tenant';
import { createTenantSource, TenantDataProvider } from './tenant/TenantContext';
import './shell.css';

/**
 * The language of the first render: stored choice, browser, deployment default, kept within
 * the tenant's languages when its settings are already known (as ShellRoot keeps it later).
 * The static server makes the same choice for the pre-rendered page. Decided before i18next
 * starts, so only this language's texts download.
 */
function startLocale(defaultLocale: string, settings: SettingsView | null): SupportedLocale {
  const stored = readStoredLocale();
  const picked = pickLocale(stored, navigator.language, defaultLocale);
  if (!settings) return picked;
  const options = languageOptions(settings.languages, navigator.language, stored);
  return localeWithin(picked, options, settings.defaultLocale);
}

/**
 * Start-up order (docs/shell.md#start-up): runtime config, then the tenant from the host name, then
 * settings, switches, data types and styling in parallel. The page renders at once and each
 * part fills in as it arrives; the served HTML already carries the tenant's colours and, when
 * the server could, its settings, switches and styling (then no request waits for them).
 */
async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  const fallbackLocale = (defaultLocale: string) =>
    pickLocale(readStoredLocale(), navigator.language, defaultLocale);
  reportSharedModules('shell');

  let config;
  try {
    config = await loadRuntimeConfig();
  } catch (error) {
    console.error('[shell] runtime config failed', error);
    await initShellI18n(fallbackLocale(DEFAULT_LOCALE));
    root.render(<StartupError host={null} />);
    return;
  }
  const tenantId = resolveTenantId(config, window.location.hostname);
  if (!tenantId) {
    await initShellI18n(fallbackLocale(config.defaultLocale));
    root.render(<StartupError host={window.location.hostname} />);
    return;
  }
  const source = createTenantSource();
  const onTenantUpdate = <K extends TenantResourceName>(name: K, resource: TenantData[K]) => {
    source.update(name, resource);
    if (name === 'styling') applyStyling(effectiveStyling(source.get().styling), undefined);
  };
  const embedded = readEmbeddedTenantData(tenantId);
  void loadTenantData(config.apiUrl, tenantId, onTenantUpdate, fetch, embedded);
  // A publish from the tenant console repaints every open page (docs/tenant-console.md#live).
  // A re-read that fails keeps what the page shows rather than turning it into an error.
  const reloadTenant = () =>
    void loadTenantData(
      config.apiUrl,
      tenantId,
      (name, resource) => {
        if (resource.status === 'fetched') onTenantUpdate(name, resource);
      },
      (input, init) => fetch(input, { ...init, cache: 'no-store' }),
    );
  // The live channel (socket.io-client) is not needed for the first paint: it opens on the first
  // interaction or shortly after the load, and re-reads the configuration when it connects.
  afterFirstInteraction(
    () =>
      void followTenantPublishes(config.socketUrl, tenantId, reloadTenant).catch((error: unknown) =>
        console.warn('[shell] tenant publishes not followed', error),
      ),
  );
  const settings = source.get().settings;
  await initShellI18n(
    startLocale(config.defaultLocale, settings.status === 'fetched' ? settings.data : null),
  );
  const stored = readStoredLocale();
  // A choice stored before the cookie existed: let the server know it from now on.
  if (stored) rememberLocaleCookie(stored);
  const { apiUrl } = config;
  onRemoteFallback(
    (fallback) =>
      void import('./features/telemetry').then(({ reportRemoteFallback }) =>
        reportRemoteFallback(apiUrl, tenantId, fallback),
      ),
  );
  const configuredRemotes = registerTenantRemotes(config, tenantId);
  root.render(
    <StrictMode>
      <TenantDataProvider source={source}>
        <RemoteLoaderContext.Provider value={loadRemoteApp}>
          <BrowserRouter>
            <SessionProvider config={config} tenantId={tenantId}>
              <LiveProvider>
                <ShellRoot
                  tenantId={tenantId}
                  apiBaseUrl={config.apiUrl}
                  configuredRemotes={configuredRemotes}
                />
              </LiveProvider>
            </SessionProvider>
          </BrowserRouter>
        </RemoteLoaderContext.Provider>
      </TenantDataProvider>
    </StrictMode>,
  );
  reportAfterLoad(config.apiUrl, tenantId, config.clientReportSampleRate);
}

/** Errors and web vitals of real visits (docs/observability.md), loaded after the page. */
function reportAfterLoad(apiUrl: string, tenantId: string, sampleRate: number): void {
  const begin = () =>
    void import('./features/telemetry').then(({ reportThisPage }) =>
      reportThisPage(apiUrl, tenantId, sampleRate),
    );
  if (document.readyState === 'complete') begin();
  else window.addEventListener('load', begin, { once: true });
}

void start();
