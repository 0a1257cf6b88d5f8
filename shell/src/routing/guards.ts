/**
 * Who may see which path (docs/shell.md#who-may-open-a-path). Pure: the shell's routes ask
 * `guardPath` and render what it answers, so every rule here has a unit test.
 */
import { FEATURES, ROLES, type Role } from '@mp/contracts';

export type Audience = 'public' | 'freelancer' | 'customer' | 'signedIn' | 'administrator';

export interface GuardUser {
  role: Role;
  isApproved: boolean;
}

export interface GuardInput {
  pathname: string;
  /** null when signed out. */
  user: GuardUser | null;
  /** Evaluated switches for this tenant and user. */
  features: Readonly<Record<string, boolean>>;
  /** true when adminApprovesCustomers is on with its restriction. */
  approvalRestricted: boolean;
}

export type GuardResult =
  | { kind: 'allow' }
  | { kind: 'login'; redirect: string }
  | { kind: 'forbidden'; area: 'freelancer' | 'customer' }
  | { kind: 'notFound' }
  | { kind: 'pendingApproval' };

const FREELANCER_PUBLIC = [
  /^\/freelancer\/profile\/[^/]+(\/hire)?$/,
  /^\/freelancer\/search-jobs$/,
];
const FREELANCER_PRODUCT_PATHS = ['/products/create', '/products/draft', '/products/live'];

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

function under(pathname: string, area: string): boolean {
  return pathname === area || pathname.startsWith(`${area}/`);
}

/** The audience of a path before the user is known. */
export function audienceOf(
  rawPathname: string,
  features: Readonly<Record<string, boolean>>,
  signedIn: boolean,
): Audience {
  const pathname = normalise(rawPathname).toLowerCase();
  if (pathname === '/customer/cl-search') {
    if (!signedIn && features[FEATURES.publicFreelancerSearch]) return 'public';
    return 'customer';
  }
  if (under(pathname, '/freelancer')) {
    return FREELANCER_PUBLIC.some((pattern) => pattern.test(pathname)) ? 'public' : 'freelancer';
  }
  if (FREELANCER_PRODUCT_PATHS.includes(pathname)) return 'freelancer';
  if (under(pathname, '/customer')) return 'customer';
  if (under(pathname, '/admin')) return 'administrator';
  if (pathname === '/dashboard' || pathname === '/data') return 'signedIn';
  if (under(pathname, '/disputes')) return 'signedIn';
  return 'public';
}

/** Paths that only exist while a feature is on; off means not found. */
function missingByFeature(pathname: string, features: Readonly<Record<string, boolean>>): boolean {
  const path = normalise(pathname).toLowerCase();
  if (path === '/data') return !features[FEATURES.contentDataPage];
  if (path === '/dashboard') return !features[FEATURES.dashboard];
  if (path === '/shifts') return !features[FEATURES.createMilestonesOnJobPost];
  if (path === '/post-job') return !features[FEATURES.postJobPage];
  if (path === '/post-form') return !features[FEATURES.postJobFormPage];
  return false;
}

function loginRedirect(pathname: string, search: string, hash: string): string {
  return `/login?redirect=${encodeURIComponent(`${pathname}${search}${hash}`)}`;
}

/**
 * Pages opened from a signed link (the freelancer's apply link, the customer's invite link)
 * make a public call whose signature is the authority, so they need no session of that role.
 */
const SIGNED_LINK_PATHS = ['/freelancer/proposal', '/customer/invite'];

function isSignedLink(pathname: string, search: string): boolean {
  if (!SIGNED_LINK_PATHS.includes(normalise(pathname).toLowerCase())) return false;
  return new URLSearchParams(search).has('signature');
}

function isCustomerArea(pathname: string): boolean {
  return under(normalise(pathname).toLowerCase(), '/customer');
}

/** The screen for a path: the page itself, sign-in, forbidden, not found or pending approval. */
export function guardPath(input: GuardInput, search = '', hash = ''): GuardResult {
  const { pathname, user, features } = input;
  const isCustomer = user?.role === ROLES.customer;
  if (user && isCustomer && input.approvalRestricted && !user.isApproved) {
    return { kind: 'pendingApproval' };
  }
  if (missingByFeature(pathname, features)) return { kind: 'notFound' };
  if (isSignedLink(pathname, search)) return { kind: 'allow' };
  const audience = audienceOf(pathname, features, user !== null);
  if (audience === 'public') return { kind: 'allow' };
  if (!user) return { kind: 'login', redirect: loginRedirect(pathname, search, hash) };
  if (user.role === ROLES.administrator) return { kind: 'allow' };
  // The administrators' screens (the tenant console, the audit trail) do not exist for anyone else.
  if (audience === 'administrator') return { kind: 'notFound' };
  if (audience === 'signedIn') return { kind: 'allow' };
  if (audience === 'freelancer') {
    return user.role === ROLES.freelancer
      ? { kind: 'allow' }
      : { kind: 'forbidden', area: 'freelancer' };
  }
  // Customer area. cl-search is also open to freelancers when they may search freelancers.
  if (user.role === ROLES.customer) return { kind: 'allow' };
  if (
    normalise(pathname).toLowerCase() === '/customer/cl-search' &&
    features[FEATURES.freelancerSearchesFreelancers]
  ) {
    return { kind: 'allow' };
  }
  return isCustomerArea(pathname) ? { kind: 'forbidden', area: 'customer' } : { kind: 'allow' };
}
