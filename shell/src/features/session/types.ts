import type { RuntimeConfig, SessionUser } from '@mp/contracts';
import type { HttpClient } from '@mp/signed-http';
import type { SignUpInput } from './engine-types';

export interface AttachedAccount {
  userId: string;
  name: string;
  roles: number;
  profilePicture?: string;
}

/** The signed-in user as the shell holds it: the mount contract's user plus the `/users/me` extras. */
export type ShellSessionUser = SessionUser & {
  isApproved: boolean;
  isCustomerOrganisation: boolean;
  reviewingJobs?: boolean;
  freelancerRole?: number;
  attachedUsers: AttachedAccount[];
  /** Own credits and what is left of the month's allowance (docs/payments.md#credits). */
  availableCredits: number;
  availableAllowance: number;
  profilePicture?: string;
  /** Whether the survey popup has a record for this user (docs/shell.md#prompts). */
  surveySeen: boolean;
};

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface SessionValue {
  status: SessionStatus;
  user: ShellSessionUser | null;
  signOut(): Promise<void>;
  /**
   * Switches to one of the user's attached accounts: through `/loginas` with the session this
   * browser keeps for it, else (after leaving this session) through the sign-in form.
   */
  switchTo(userId: string): Promise<void>;
  /** The tenant's API client: always sends the tenant header, signs private calls when signed in. */
  http: HttpClient;
}

/**
 * What screens may ask of the session. The identity library, the credentials and the request
 * signer stay inside the session feature: screens call these verbs and render their results
 * and errors (identity errors keep the library's `code`, read by the auth screens' messages).
 */
export interface SessionControls {
  config: RuntimeConfig;
  tenantId: string;
  /** Starts downloading the identity library (while the user types); never fails. */
  preload(): void;
  /** SRP sign-in; a success ends any pending sign-up. */
  signIn(email: string, password: string): Promise<ShellSessionUser>;
  /** Creates the identity user and records the pending sign-up for the confirmation step. */
  signUp(input: SignUpInput): Promise<void>;
  /** Confirms a sign-up with its e-mailed code and ends the pending sign-up. */
  confirm(email: string, code: string): Promise<void>;
  resendCode(email: string): Promise<void>;
  /** E-mails a password-reset code. */
  forgotPassword(email: string): Promise<void>;
  resetPassword(email: string, code: string, newPassword: string): Promise<void>;
  /**
   * Changes the signed-in user's password. The identity service ends every session of the
   * account, this one included, so the user signs in again with the new password.
   */
  changePassword(previousPassword: string, proposedPassword: string): Promise<void>;
  /**
   * Finishes an identity provider's sign-in by trading its authorisation code; null when the
   * identity service has no token endpoint.
   */
  signInWithCode(code: string, redirectUri: string): Promise<ShellSessionUser | null>;
  /**
   * Login-as: leaves the current session (keeping it valid) and takes over the session of
   * `userId` that the identity service vouches for (`session` is its refresh token).
   */
  adopt(userId: string, session: string): Promise<ShellSessionUser>;
  /** Keeps this account's session on this browser so the user can switch back to it. */
  rememberForSwitching(): Promise<void>;
  /** A fresh id token for the live socket's handshake, null when signed out. */
  socketToken(): Promise<string | null>;
  /** Re-reads `/users/me` (after a profile change). */
  reload(): Promise<void>;
}
