/**
 * Switching users (docs/users.md#switching-accounts) without the identity service handing out sessions of other accounts: each
 * account signed in on this browser leaves its refresh token here (only while the switchUsers
 * feature is on), and switching to an attached account opens
 * `/loginas?userId=..&session=<its refresh token>`, which the identity service validates.
 * An attached account never signed in here goes through the sign-in form instead.
 */
export const KNOWN_ACCOUNTS_KEY = 'mp.switchUsers.sessions';

type KnownAccounts = Record<string, string>;

function readKnown(): KnownAccounts {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(KNOWN_ACCOUNTS_KEY) ?? '{}');
    return typeof value === 'object' && value !== null ? (value as KnownAccounts) : {};
  } catch {
    return {};
  }
}

export function rememberAccountSession(userId: string, refreshToken: string): void {
  try {
    window.localStorage.setItem(
      KNOWN_ACCOUNTS_KEY,
      JSON.stringify({ ...readKnown(), [userId]: refreshToken }),
    );
  } catch {
    // No storage: switching falls back to the sign-in form.
  }
}

/** The `/loginas` address for an attached account, or the sign-in form when none is known. */
export function switchTarget(userId: string, known: KnownAccounts = readKnown()): string {
  const session = known[userId];
  if (!session) return '/login';
  return `/loginas?${new URLSearchParams({ userId, session }).toString()}`;
}
