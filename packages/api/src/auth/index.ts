import type { IdentityConfig } from '../config';
import { createSigV4Authenticator } from './sigv4-authenticator';
import type { AuthRequest, AuthenticatedIdentity, AuthFailure, Authenticator } from './types';

export {
  createIdentityService,
  type IdentityService,
  type VerifiedSession,
} from './identity-service';
export type { AuthRequest, AuthenticatedIdentity, AuthFailure, Authenticator } from './types';

/** The authenticators this deployment accepts, asked in order. */
export function selectAuthenticators(identity: IdentityConfig): Authenticator[] {
  return [
    createSigV4Authenticator({
      identityUrl: identity.url,
      internalToken: identity.internalToken,
      region: identity.region,
    }),
  ];
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
