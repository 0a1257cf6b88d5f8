import { matchPath } from '@mp/router';
import type { RemoteName } from '@mp/contracts';

export type RouteOwner = 'shell' | RemoteName;

export type AuthScreenRoute =
  'login' | 'register' | 'customer-register' | 'unauthorized' | 'loginas' | 'callback';

export type ShellScreen = 'home' | 'notFound' | 'dashboard' | 'data' | AuthScreenRoute;

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
const owned = (owner: RemoteName, paths: string[]): RouteEntry[] =>
  paths.map((path) => ({ path, owner }));

/**
 * THE route table (docs/shell.md#routes-and-their-owners): every path of the site and who owns it.
 */
export const ROUTE_TABLE: readonly RouteEntry[] = [
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
  ...owned('mf_jobs', [
    '/post-job',
    '/post',
    '/post-form',
    '/freelancer/search-jobs',
    '/customer/jobs',
    '/customer/cl-search',
    '/freelancers/:serviceName',
    '/shifts',
  ]),
  ...owned('mf_proposals', [
    '/freelancer/proposal',
    '/freelancer/proposals',
    '/customer/list-all-proposals',
    '/customer/invite',
    '/customer/short-list',
    '/customer/favorites',
  ]),
  ...owned('mf_contracts_payments', [
    '/customer/contract/:jobId',
    '/freelancer/manage',
    '/customer/manage',
    '/freelancer/fl-invoices',
    '/customer/cl-invoices',
  ]),
  ...owned('mf_messaging', [
    '/freelancer/inbox',
    '/customer/inbox',
    '/freelancer/inbox/:channelId',
    '/customer/inbox/:channelId',
    '/freelancer/meet',
    '/customer/meet',
  ]),
  ...owned('mf_products', [
    '/products',
    '/products/create',
    '/products/draft',
    '/products/live',
    '/products/bookings',
    '/products/:username/:productId',
    '/products/:username/:productId/edit',
  ]),
  ...owned('mf_profile', [
    '/freelancer/profile',
    '/freelancer/profile/:username',
    '/freelancer/profile/:username/hire',
    '/customer/profile',
    '/freelancer/setting',
    '/customer/setting',
  ]),
];

/** Where the header's link to each area leads. */
export const AREA_ENTRY_PATHS: Readonly<Record<RemoteName, string>> = {
  mf_jobs: '/freelancer/search-jobs',
  mf_proposals: '/customer/list-all-proposals',
  mf_contracts_payments: '/customer/manage',
  mf_messaging: '/customer/inbox',
  mf_products: '/products',
  mf_profile: '/customer/profile',
};

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
