import type { RequestSigner } from '@mp/signed-http';

export interface SignUpInput {
  email: string;
  password: string;
  name: string;
  /** '2' freelancer or '3' customer: the identity user's `custom:role`. */
  role: '2' | '3';
  /** Whose invite link the user came through (`/register?ref=`): `custom:referrer`. */
  referrer?: string;
}

export interface ActiveSession {
  userId: string;
  idToken: string;
  /** Signs private calls with temporary identity-pool credentials (refreshed before expiry). */
  signer: RequestSigner;
}

/** The identity-library side of the session; loaded with dynamic import() only when needed. */
export interface SessionEngine {
  /** The stored session, refreshed with its refresh token when the id token expired. */
  restore(): Promise<ActiveSession | null>;
  signIn(email: string, password: string): Promise<ActiveSession>;
  /** Signs in with a refresh token (login-as): the identity service validates it. */
  signInWithRefreshToken(userId: string, refreshToken: string): Promise<ActiveSession>;
  /**
   * Trades an OAuth authorisation code (identity-provider sign-in) at the service's
   * `oauth2/token` endpoint; null when the service has no such endpoint.
   */
  exchangeAuthorizationCode(code: string, redirectUri: string): Promise<ActiveSession | null>;
  signUp(input: SignUpInput): Promise<void>;
  confirmSignUp(email: string, code: string): Promise<void>;
  resendCode(email: string): Promise<void>;
  forgotPassword(email: string): Promise<void>;
  confirmPassword(email: string, code: string, newPassword: string): Promise<void>;
  /** Changes the signed-in user's password; the identity service then ends all their sessions. */
  changePassword(previousPassword: string, proposedPassword: string): Promise<void>;
  /** The current refresh token (handed to another tab or account switch), if any. */
  refreshToken(): Promise<string | null>;
  /** A fresh id token for the live socket. */
  idToken(): Promise<string | null>;
  /** Ends the session here; `revoke: false` keeps its refresh token valid (switch users). */
  signOut(options?: { revoke?: boolean }): Promise<void>;
}
