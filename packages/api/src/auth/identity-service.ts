import type { IdentityConfig } from '../config';
import { HttpError } from '../http/errors';

/** Whose session an id token is, as the identity service verified it. */
export interface VerifiedSession {
  userId: string;
  tenantId: string;
}

/** The identity service's checks the handlers use (signed calls are the authenticator's). */
export interface IdentityService {
  /**
   * Verifies an id token (signature, expiry, revocation): its session, or null when it is not a
   * valid session. 503 SERVICE_UNAVAILABLE when the service cannot answer.
   */
  verifyIdToken(idToken: string): Promise<VerifiedSession | null>;
}

function unavailable(): HttpError {
  return new HttpError(503, 'SERVICE_UNAVAILABLE', 'The identity service cannot be reached');
}

/** The identity service's internal session check (`POST /internal/sessions/verify`). */
export function createIdentityService(config: IdentityConfig): IdentityService {
  return {
    async verifyIdToken(idToken) {
      let response: Response;
      try {
        response = await fetch(new URL('/internal/sessions/verify', config.url), {
          method: 'POST',
          headers: {
            authorization: `Bearer ${config.internalToken}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ token: idToken }),
          signal: AbortSignal.timeout(3000),
        });
      } catch {
        throw unavailable();
      }
      if (response.status === 401 || response.status === 400) return null;
      if (!response.ok) throw unavailable();
      const verified = (await response.json()) as { userId?: unknown; tenantId?: unknown };
      if (typeof verified.userId !== 'string' || typeof verified.tenantId !== 'string') return null;
      return { userId: verified.userId, tenantId: verified.tenantId };
    },
  };
}
