import { createSigV4Authenticator, sigV4SettingsFromEnv } from './sigv4-authenticator';
import type { AuthRequest, AuthenticatedIdentity, AuthFailure, Authenticator } from './types';

export type { AuthRequest, AuthenticatedIdentity, AuthFailure, Authenticator } from './types';

/** The authenticators this deployment accepts, asked in order. */
export function selectAuthenticators(): Authenticator[] {
  return [createSigV4Authenticator(sigV4SettingsFromEnv(process.env))];
}

/** Asks each authenticator in turn; the first that recognises the credentials decides. */
export function chainAuthenticators(authenticators: readonly Authenticator[]): Authenticator {
  return async (request: AuthRequest): Promise<AuthenticatedIdentity | AuthFailure | null> => {
    for (const authenticate of authenticators) {
      const result = await authenticate(request);
      if (result !== null) return result;
    }
    return null;
  };
}
