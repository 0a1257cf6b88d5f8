import { ROLES, type Role } from '@mp/contracts';

/**
 * Screens where a 403 signs out and reloads in place; elsewhere it goes home
 * (docs/identity.md#session-error-rules).
 */
export const ENTRY_PAGES: readonly string[] = [
  '/',
  '/login',
  '/register',
  '/customer-register',
  '/loginas',
  '/callback',
  '/unauthorized',
];

/**
 * A `redirect` value is followed only when it is a same-origin relative path: one leading slash,
 * no scheme, no protocol-relative `//host`, no backslash tricks, no control characters.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(value)) return null;
  try {
    const base = 'http://same.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/**
 * Post-login landing (docs/shell.md#landing-after-sign-in): the redirect if safe, else freelancer
 * profile / customer jobs; administrators land on the dashboard, where customers wait for their
 * approval.
 */
export function landingPath(role: Role, redirect?: string | null): string {
  const safe = safeRedirect(redirect);
  if (safe) return safe;
  if (role === ROLES.freelancer) return '/freelancer/profile';
  if (role === ROLES.customer) return '/customer/jobs';
  if (role === ROLES.administrator) return '/dashboard';
  return '/';
}

export type ForbiddenAction = 'sign-out-and-reload' | 'go-home';

/** What a 403 does on the current path (docs/identity.md#session-error-rules). */
export function forbiddenAction(pathname: string): ForbiddenAction {
  const path = pathname.replace(/\/+$/, '') || '/';
  return ENTRY_PAGES.includes(path) ? 'sign-out-and-reload' : 'go-home';
}

/** Local-storage keys the identity library writes for this app client (cleared on sign-out). */
export function isIdentityStorageKey(key: string, clientId: string): boolean {
  return key.startsWith(`CognitoIdentityServiceProvider.${clientId}.`);
}

/** Whether the identity library holds a session for this client, without loading the library. */
export function hasStoredSession(storage: Storage | null, clientId: string): boolean {
  try {
    return Boolean(storage?.getItem(`CognitoIdentityServiceProvider.${clientId}.LastAuthUser`));
  } catch {
    return false;
  }
}

/**
 * Sign-out removes the identity library's keys only: signup state and locale stay
 * (docs/identity.md#sign-out).
 */
export function clearIdentityStorage(storage: Storage | null, clientId: string): void {
  if (!storage) return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key && isIdentityStorageKey(key, clientId)) keys.push(key);
    }
    keys.forEach((key) => storage.removeItem(key));
  } catch {
    // Storage unavailable: nothing was stored either.
  }
}

/** HTTP statuses of a service that is down or restarting rather than refusing the caller. */
const OUTAGE_STATUSES = new Set([0, 502, 503, 504]);

/**
 * Whether restoring a stored session failed because a service could not be reached (the API or
 * the identity service down or restarting) rather than because the session is no good: the
 * stored session is then kept and tried again (docs/identity.md#identity-service-unreachable).
 */
export function isOutage(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, status, code } = error as { name?: unknown; status?: unknown; code?: unknown };
  if (name === 'TypeError' || name === 'NetworkError' || code === 'NetworkError') return true;
  return name === 'SessionLoadError' && typeof status === 'number' && OUTAGE_STATUSES.has(status);
}
