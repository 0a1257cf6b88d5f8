import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@mp/router';
import { DEFAULT_LOCALE, resolveTenantId } from '@mp/contracts';
import { loadRuntimeConfig } from './config/load-config';
import { LiveProvider } from './features/live';
import { SessionProvider } from './features/session';
import { loadRemoteApp, registerTenantRemotes } from './federation/remotes';
import { RemoteLoaderContext } from './federation/remote-app';
import { initShellI18n, pickLocale, readStoredLocale } from './i18n';
import { StartupError } from './pages/StartupError';
import { reportSharedModules } from '@mp/remote-kit';
import { ShellRoot } from './ShellRoot';
import { applyStyling } from './styling/apply-styling';
import { effectiveStyling, loadTenantData } from './tenant/load-tenant';
import { createTenantSource, TenantDataProvider } from './tenant/TenantContext';
import './shell.css';

/**
 * Start-up order (SPEC section 4): runtime config, then the tenant from the host name, then
 * settings, switches, data types and styling in parallel. The page renders at once and each
 * part fills in as it arrives; the served HTML already carries the tenant's colours.
 */
async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  const i18nReady = initShellI18n(
    pickLocale(readStoredLocale(), navigator.language, DEFAULT_LOCALE),
  );
  reportSharedModules('shell');

  let config;
  try {
    config = await loadRuntimeConfig();
  } catch (error) {
    console.error('[shell] runtime config failed', error);
    await i18nReady;
    root.render(<StartupError host={null} />);
    return;
  }
  const tenantId = resolveTenantId(config, window.location.hostname);
  if (!tenantId) {
    await i18nReady;
    root.render(<StartupError host={window.location.hostname} />);
    return;
  }
  const source = createTenantSource();
  void loadTenantData(config.apiUrl, tenantId, (name, resource) => {
    source.update(name, resource);
    if (name === 'styling') applyStyling(effectiveStyling(source.get().styling), undefined);
  });
  const i18n = await i18nReady;
  if (!readStoredLocale()) {
    await i18n.changeLanguage(pickLocale(null, navigator.language, config.defaultLocale));
  }
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
}

void start();
