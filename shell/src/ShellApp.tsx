import { Footer } from './layout/Footer';
import { Header } from './layout/Header';
import { ShellRoutes } from './routing/ShellRoutes';

/** Header, the routed page and footer; rendered inside the router and the shell's providers. */
export function ShellApp() {
  return (
    <div className="mp-shell">
      <Header />
      <main id="main" className="mp-shell-main" tabIndex={-1}>
        <ShellRoutes />
      </main>
      <Footer />
    </div>
  );
}
