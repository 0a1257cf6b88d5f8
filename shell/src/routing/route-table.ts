import { matchPath } from '@mp/router';
import { REMOTES, type RemoteName } from '@mp/contracts';

export type RouteOwner = 'shell' | RemoteName;

export type AuthScreenRoute =
  'login' | 'register' | 'customer-register' | 'unauthorized' | 'loginas' | 'callback';

export type ShellScreen =
  | 'home'
  | 'notFound'
  | 'dashboard'
  | 'data'
  | 'tenantConsole'
  | 'auditTrail'
  | 'operator'
  | AuthScreenRoute;

export interface RouteEntry {
  path: string;
  owner: RouteOwner;
  /** Shell routes only: the screen the shell renders. */
  screen?: ShellScreen;
}

const shell = (path: string, screen?: ShellScreen): RouteEntry => ({
  path,
  owner: 'shell',
  screen,
});

/** The shell's own screens. */
const SHELL_ROUTES: readonly RouteEntry[] = [
  shell('/', 'home'),
  shell('/404-error', 'notFound'),
  shell('/login', 'login'),
  shell('/register', 'register'),
  shell('/customer-register', 'customer-register'),
  shell('/unauthorized', 'unauthorized'),
  shell('/loginas', 'loginas'),
  shell('/callback', 'callback'),
  shell('/dashboard', 'dashboard'),
  shell('/data', 'data'),
  shell('/admin/console', 'tenantConsole'),
  shell('/admin/audit', 'auditTrail'),
  // The platform operator's screen: in no tenant's menus (docs/tenants.md#the-operator-screen).
  shell('/operator', 'operator'),
];

/**
 * THE route table (docs/shell.md#routes-and-their-owners): every path of the site and who owns it.
 * The shell's own screens, then each remote's paths as its `REMOTES` entry lists them.
 */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  ...SHELL_ROUTES,
  ...REMOTES.flatMap(({ name, routes }) => routes.map((path) => ({ path, owner: name }))),
];

/** Where the links into each area lead. */
export const AREA_ENTRY_PATHS = Object.fromEntries(
  REMOTES.map((remote) => [remote.name, remote.entryPath]),
) as Readonly<Record<RemoteName, string>>;

/** The entry owning a path; static segments win over parameters (`/products/create`). */
export function findRoute(pathname: string): RouteEntry | null {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const matches = ROUTE_TABLE.filter((entry) =>
    matchPath({ path: entry.path, end: true, caseSensitive: false }, normalised),
  );
  if (matches.length === 0) return null;
  const score = (entry: RouteEntry) =>
    entry.path.split('/').filter((s) => !s.startsWith(':')).length;
  return matches.reduce((best, entry) => (score(entry) > score(best) ? entry : best));
}
