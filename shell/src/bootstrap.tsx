import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { DEFAULT_LOCALE, resolveTenantId } from '@mp/contracts';
import { themeToCssVariables } from '@mp/ui';
import { loadRuntimeConfig } from './config/load-config';
import { loadRemoteApp, registerTenantRemotes } from './federation/remotes';
import { RemoteLoaderContext } from './federation/remote-app';
import { initShellI18n, pickLocale, readStoredLocale } from './i18n';
import { StartupError } from './pages/StartupError';
import { reportSharedModules } from './probe';
import { ShellContext, type ShellContextValue } from './shell-context';
import { ShellApp } from './ShellApp';
import './shell.css';

function applyTheme(): void {
  for (const [name, value] of Object.entries(themeToCssVariables())) {
    document.documentElement.style.setProperty(name.startsWith('--') ? name : `--${name}`, value);
  }
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  const i18n = await initShellI18n(
    pickLocale(readStoredLocale(), navigator.language, DEFAULT_LOCALE),
  );
  applyTheme();
  reportSharedModules('shell');

  let config;
  try {
    config = await loadRuntimeConfig();
  } catch (error) {
    console.error('[shell] runtime config failed', error);
    root.render(<StartupError host={null} />);
    return;
  }
  const tenantId = resolveTenantId(config, window.location.hostname);
  if (!tenantId) {
    root.render(<StartupError host={window.location.hostname} />);
    return;
  }
  if (!readStoredLocale()) {
    await i18n.changeLanguage(pickLocale(null, navigator.language, config.defaultLocale));
  }
  const shell: ShellContextValue = {
    tenantId,
    apiBaseUrl: config.apiUrl,
    enabledRemotes: registerTenantRemotes(config, tenantId),
    user: null,
    features: {},
  };
  root.render(
    <StrictMode>
      <ShellContext.Provider value={shell}>
        <RemoteLoaderContext.Provider value={loadRemoteApp}>
          <BrowserRouter>
            <ShellApp />
          </BrowserRouter>
        </RemoteLoaderContext.Provider>
      </ShellContext.Provider>
    </StrictMode>,
  );
}

void start();
