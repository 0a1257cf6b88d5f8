import { PromptsHost } from './features/prompts';
import { Footer } from './layout/Footer';
import { Header } from './layout/Header';
import { ShellRoutes } from './routing/ShellRoutes';
import { useShell } from './shell-context';
import { RouteHead } from './styling/RouteHead';

/** Header, the routed page and footer; rendered inside the router and the shell's providers. */
export function ShellApp({ fallbackTitle = '' }: { fallbackTitle?: string }) {
  const { settings } = useShell();
  return (
    <div className="mp-shell">
      <RouteHead styling={settings?.styling} fallbackTitle={fallbackTitle} />
      <Header />
      <main id="main" className="mp-shell-main" tabIndex={-1}>
        <ShellRoutes />
      </main>
      <Footer />
      <PromptsHost />
    </div>
  );
}
