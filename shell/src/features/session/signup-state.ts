/**
 * A started sign-up waiting for its e-mailed code, kept across reloads and across sign-out
 * (docs/identity.md#sign-out: it removes the identity library's keys only) so the confirmation step can be resumed. The
 * session's verbs write it: `signUp` starts it, `confirm` and a successful `signIn` end it.
 * The password is never stored.
 */
export interface SignupState {
  email: string;
  role: '2' | '3';
}

export const SIGNUP_STATE_KEY = 'mp.signup';

export function readSignupState(storage: Storage | null = safeStorage()): SignupState | null {
  try {
    const raw = storage?.getItem(SIGNUP_STATE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<SignupState>;
    if (typeof value.email !== 'string' || (value.role !== '2' && value.role !== '3')) return null;
    return { email: value.email, role: value.role };
  } catch {
    return null;
  }
}

export function writeSignupState(state: SignupState | null, storage = safeStorage()): void {
  try {
    if (state) storage?.setItem(SIGNUP_STATE_KEY, JSON.stringify(state));
    else storage?.removeItem(SIGNUP_STATE_KEY);
  } catch {
    // No storage: the step lasts for this page only.
  }
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
