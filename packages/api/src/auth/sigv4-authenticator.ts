import { API_ERROR_CODES } from '@mp/contracts';
import { verifySigV4, type CredentialLookup } from '@mp/identity';
import type { ReplayGuard } from './replay-guard';
import type { AuthFailure, Authenticator } from './types';

export interface SigV4AuthenticatorSettings {
  /** Looks credentials up at the identity service (createCredentialResolver). */
  resolveCredential: CredentialLookup;
  /** The SigV4 region the front end signs with (SIGV4_REGION). */
  region: string;
  /** Refuses a signed write whose signature was already used; none: replays are not checked. */
  replayGuard?: ReplayGuard;
  now?: () => number;
}

const SIGV4_PREFIX = 'AWS4-HMAC-SHA256';
/** Reads may be repeated (a page reloads); what changes state may not. */
const REPEATABLE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const replayed: AuthFailure = {
  error: 'unauthenticated',
  code: API_ERROR_CODES.signatureReplayed,
  message:
    'This signature was already used: sign every request anew (a retry with the same Idempotency-Key is a new signature)',
};

/**
 * Production authenticator: calls signed with SigV4 and identity-pool credentials. Requests
 * without a SigV4 Authorization header are left to the next authenticator (null).
 */
export function createSigV4Authenticator(settings: SigV4AuthenticatorSettings): Authenticator {
  return async (request) => {
    const authorization = request.headers.authorization;
    if (typeof authorization !== 'string' || !authorization.startsWith(SIGV4_PREFIX)) return null;
    let result;
    try {
      result = await verifySigV4(
        {
          method: request.method,
          url: request.url,
          headers: request.headers,
          rawBody: request.rawBody,
          ...(request.payloadSha256 === undefined ? {} : { payloadSha256: request.payloadSha256 }),
        },
        {
          resolveCredential: settings.resolveCredential,
          region: settings.region,
          now: settings.now,
        },
      );
    } catch {
      // The identity service cannot be reached and the key is not cached: the credentials may
      // well be valid, so the caller is told to retry rather than that it is signed out
      // (docs/security.md#identity-service-unreachable).
      return {
        error: 'unavailable',
        code: API_ERROR_CODES.unavailable,
        message: 'The credentials could not be checked; try again shortly',
      };
    }
    if (!result.ok) {
      if (result.status === 403) {
        return {
          error: 'forbidden',
          code: API_ERROR_CODES.tenantMismatch,
          message: result.message,
        };
      }
      return {
        error: 'unauthenticated',
        code: API_ERROR_CODES.unauthenticated,
        message: `${result.code}: ${result.message}`,
      };
    }
    const guard = settings.replayGuard;
    if (guard && !REPEATABLE_METHODS.has(request.method.toUpperCase())) {
      const fresh = await guard.claim(result.tenantId, result.signature, result.signedAt);
      if (!fresh) return replayed;
    }
    return { userId: result.userId, tenantId: result.tenantId };
  };
}
