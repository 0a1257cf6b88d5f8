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
  /**
   * Ends every sign-in session of the user at the identity service (deactivation); the
   * revocations reach every API instance through the revocation list. Throws 503 when the
   * service cannot be reached.
   */
  endSessions(tenantId: string, userId: string): Promise<void>;
}

function unavailable(): HttpError {
  return new HttpError(503, 'SERVICE_UNAVAILABLE', 'The identity service cannot be reached');
}

/** POSTs to an internal endpoint of the identity service; 503 when it cannot be reached. */
async function postInternal(config: IdentityConfig, path: string, body: unknown) {
  try {
    return await fetch(new URL(path, config.url), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${config.internalToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(3000),
    });
  } catch {
    throw unavailable();
  }
}

/** The identity service's internal checks (`/internal/sessions/verify`, `/internal/users/sign-out`). */
export function createIdentityService(config: IdentityConfig): IdentityService {
  return {
    async endSessions(tenantId, userId) {
      const response = await postInternal(config, '/internal/users/sign-out', {
        tenantId,
        userId,
      });
      await response.body?.cancel();
      if (!response.ok) throw unavailable();
    },
    async verifyIdToken(idToken) {
      const response = await postInternal(config, '/internal/sessions/verify', { token: idToken });
      if (response.status === 401 || response.status === 400) return null;
      if (!response.ok) throw unavailable();
      const verified = (await response.json()) as { userId?: unknown; tenantId?: unknown };
      if (typeof verified.userId !== 'string' || typeof verified.tenantId !== 'string') return null;
      return { userId: verified.userId, tenantId: verified.tenantId };
    },
  };
}
