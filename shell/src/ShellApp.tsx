import { PromptsHost } from './features/prompts';
import { Footer } from './layout/Footer';
import { Header } from './layout/Header';
import { RemoteSectionsHost } from './routing/RemoteSections';
import { ShellRoutes } from './routing/ShellRoutes';
import { useHashTarget } from './routing/useHashTarget';
import { useShell } from './shell-context';
import { RouteHead } from './styling/RouteHead';

/** Header, the routed page and footer; rendered inside the router and the shell's providers. */
export function ShellApp({ fallbackTitle = '' }: { fallbackTitle?: string }) {
  const { settings } = useShell();
  useHashTarget();
  return (
    <div className="mp-shell">
      <RouteHead styling={settings?.styling} fallbackTitle={fallbackTitle} />
      <Header />
      <main id="main" className="mp-shell-main" tabIndex={-1}>
        <RemoteSectionsHost>
          <ShellRoutes />
        </RemoteSectionsHost>
      </main>
      <Footer />
      <PromptsHost />
    </div>
  );
}
