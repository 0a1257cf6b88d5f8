import type { CredentialLookup } from '@mp/identity';
import type { IdentityConfig } from '../config';
import type { ReplayGuard } from './replay-guard';
import { createSigV4Authenticator } from './sigv4-authenticator';
import type { AuthRequest, AuthenticatedIdentity, AuthFailure, Authenticator } from './types';

export {
  createIdentityService,
  RefusedPassword,
  type IdentityService,
  type VerifiedSession,
} from './identity-service';
export type { AuthRequest, AuthenticatedIdentity, AuthFailure, Authenticator } from './types';
export { createReplayGuard, purgeSignatureNonces, type ReplayGuard } from './replay-guard';

/** What the authenticators of this deployment share with the rest of the API. */
export interface AuthenticatorDeps {
  /** The credential lookup, whose cache learns revocations (createCredentialResolver). */
  resolveCredential: CredentialLookup;
  /** The shared store of used signatures (signed writes are accepted once). */
  replayGuard: ReplayGuard;
}

/** The authenticators this deployment accepts, asked in order. */
export function selectAuthenticators(
  identity: IdentityConfig,
  deps: AuthenticatorDeps,
): Authenticator[] {
  return [
    createSigV4Authenticator({
      resolveCredential: deps.resolveCredential,
      replayGuard: deps.replayGuard,
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
