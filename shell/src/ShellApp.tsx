import { useState } from 'react';
import { PromptsHost } from './features/prompts';
import { Footer } from './layout/Footer';
import { Header } from './layout/Header';
import { RemoteSectionsHost } from './routing/RemoteSections';
import { ShellRoutes } from './routing/ShellRoutes';
import { useHashTarget } from './routing/useHashTarget';
import { tenantDisplayName, useShell } from './shell-context';
import { RouteHead } from './styling/RouteHead';
import { ScreenHeadContext, type ScreenHead } from './styling/screen-head';

/** Header, the routed page and footer; rendered inside the router and the shell's providers. */
export function ShellApp() {
  const { settings, tenantId } = useShell();
  const [screenHead, setScreenHead] = useState<ScreenHead | null>(null);
  useHashTarget();
  return (
    <div className="mp-shell">
      <RouteHead
        styling={settings?.styling}
        tenantName={settings?.name ?? tenantDisplayName(tenantId)}
        screenHead={screenHead}
      />
      <ScreenHeadContext.Provider value={setScreenHead}>
        <Header />
        <main id="main" className="mp-shell-main" tabIndex={-1}>
          <RemoteSectionsHost>
            <ShellRoutes />
          </RemoteSectionsHost>
        </main>
        <Footer />
        <PromptsHost />
      </ScreenHeadContext.Provider>
    </div>
  );
}
