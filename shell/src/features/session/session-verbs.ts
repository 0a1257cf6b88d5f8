import type { ActiveSession, SessionEngine } from './engine-types';
import { rememberAccountSession, switchTarget } from './known-accounts';
import { readSignupState, writeSignupState } from './signup-state';
import type { SessionControls, SessionValue, ShellSessionUser } from './types';

/** What the verbs need from the provider; none of it leaves the session feature. */
export interface SessionVerbDeps {
  /** Loads the identity engine (amazon-cognito-identity-js + SigV4 signer) on first use. */
  engine(): Promise<SessionEngine>;
  /**
   * Installs the session's signer, loads `/users/me` and marks the session authenticated; for a
   * `newAccount` the API record is created first, so the first signed call never fails.
   */
  establish(session: ActiveSession, options?: { newAccount?: boolean }): Promise<ShellSessionUser>;
  /** Ends the session on this page only, leaving its refresh token valid (switching accounts). */
  leave(): Promise<void>;
  currentUser(): ShellSessionUser | null;
  navigate(to: string): void;
  /** Removes a used secret (refresh token, authorisation code) from the address and history. */
  forgetAddress(): void;
}

export type SessionVerbs = Omit<SessionControls, 'config' | 'tenantId' | 'reload'> &
  Pick<SessionValue, 'switchTo'>;

/** Drops the query of the current address, so a secret handed in it cannot be replayed. */
export function forgetAddressQuery(): void {
  window.history.replaceState(null, '', window.location.pathname);
}

/** The session's verbs over its engine; screens get these, never the engine or the signer. */
export function createSessionVerbs(deps: SessionVerbDeps): SessionVerbs {
  const { engine, establish, leave } = deps;
  // Accounts confirmed on this page: their first sign-in creates the API record up front.
  const confirmed = new Set<string>();
  const normalise = (email: string) => email.trim().toLowerCase();
  return {
    preload: () => void engine().catch(() => undefined),
    async signIn(email, password) {
      const session = await (await engine()).signIn(email, password);
      const pending = readSignupState()?.email === normalise(email);
      const newAccount = confirmed.delete(normalise(email)) || pending;
      writeSignupState(null);
      return establish(session, { newAccount });
    },
    async signUp(input) {
      await (await engine()).signUp(input);
      writeSignupState({ email: input.email.trim().toLowerCase(), role: input.role });
    },
    async confirm(email, code) {
      await (await engine()).confirmSignUp(email, code);
      confirmed.add(normalise(email));
      writeSignupState(null);
    },
    resendCode: async (email) => (await engine()).resendCode(email),
    forgotPassword: async (email) => (await engine()).forgotPassword(email),
    resetPassword: async (email, code, newPassword) =>
      (await engine()).confirmPassword(email, code, newPassword),
    changePassword: async (previousPassword, proposedPassword) =>
      (await engine()).changePassword(previousPassword, proposedPassword),
    async signInWithCode(code, redirectUri) {
      const session = await (await engine()).exchangeAuthorizationCode(code, redirectUri);
      if (!session) return null;
      deps.forgetAddress();
      return establish(session);
    },
    async adopt(userId, refreshToken) {
      // The account being left keeps its session, so the user can switch back to it.
      await leave();
      const session = await (await engine()).signInWithRefreshToken(userId, refreshToken);
      deps.forgetAddress();
      return establish(session);
    },
    async switchTo(userId) {
      const user = deps.currentUser();
      if (!user || !user.attachedUsers.some((account) => account.userId === userId)) return;
      const target = switchTarget(userId);
      if (target === '/login') await leave();
      deps.navigate(target);
    },
    async rememberForSwitching() {
      const user = deps.currentUser();
      const token = await (await engine()).refreshToken();
      if (user && token) rememberAccountSession(user.id, token);
    },
    socketToken: async () => (await engine()).idToken(),
  };
}
