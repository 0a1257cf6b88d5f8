import { API_ERROR_CODES } from '@mp/contracts';
import { createCredentialResolver, verifySigV4, type CredentialLookup } from '@mp/identity';
import type { Authenticator } from './types';

export interface SigV4AuthenticatorSettings {
  /** The identity service that issued the credentials (IDENTITY_URL). */
  identityUrl: string;
  /** Shared bearer token of the identity service's internal endpoints (INTERNAL_TOKEN). */
  internalToken: string;
  /** The SigV4 region the front end signs with (SIGV4_REGION). */
  region: string;
  resolveCredential?: CredentialLookup;
  now?: () => number;
}

const SIGV4_PREFIX = 'AWS4-HMAC-SHA256';

/**
 * Production authenticator: calls signed with SigV4 and identity-pool credentials. Requests
 * without a SigV4 Authorization header are left to the next authenticator (null).
 */
export function createSigV4Authenticator(settings: SigV4AuthenticatorSettings): Authenticator {
  const resolveCredential =
    settings.resolveCredential ??
    createCredentialResolver({
      identityUrl: settings.identityUrl,
      internalToken: settings.internalToken,
    });
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
        },
        { resolveCredential, region: settings.region, now: settings.now },
      );
    } catch {
      return {
        error: 'unauthenticated',
        code: API_ERROR_CODES.unauthenticated,
        message: 'The credentials could not be checked; try again shortly',
      };
    }
    if (result.ok) return { userId: result.userId, tenantId: result.tenantId };
    if (result.status === 403) {
      return { error: 'forbidden', code: API_ERROR_CODES.tenantMismatch, message: result.message };
    }
    return {
      error: 'unauthenticated',
      code: API_ERROR_CODES.unauthenticated,
      message: `${result.code}: ${result.message}`,
    };
  };
}
