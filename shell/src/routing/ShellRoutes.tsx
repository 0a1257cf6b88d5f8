import { useLocation } from 'react-router-dom';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { useShell } from '../shell-context';
import { RemoteArea } from './RemoteArea';
import { findRoute } from './route-table';

/**
 * Resolves the current path through the one route table: shell screens render here, a remote's
 * paths mount that remote (its own `<Routes>` match below this point), anything else - including
 * the paths of a remote switched off for the tenant - is not found.
 */
export function ShellRoutes() {
  const { pathname } = useLocation();
  const { enabledRemotes } = useShell();
  const route = findRoute(pathname);
  if (!route) return <NotFoundPage />;
  if (route.owner === 'shell') return route.screen === 'home' ? <HomePage /> : <NotFoundPage />;
  if (!enabledRemotes.includes(route.owner)) return <NotFoundPage />;
  return <RemoteArea key={route.owner} name={route.owner} />;
}
