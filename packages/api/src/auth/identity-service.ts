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
  /**
   * Creates a new tenant's user pool, app client and identity pool and its first administrator
   * (`POST /internal/tenants`); repeating it answers the same pool and administrator. A refused
   * password is a RefusedPassword; 503 when the service cannot be reached or fails.
   */
  createTenant(input: NewTenantIdentity): Promise<CreatedTenantIdentity>;
}

export interface NewTenantIdentity {
  tenantId: string;
  marketplaceName: string;
  /** Where an invited administrator signs in (the tenant's /login). */
  signInUrl: string;
  /** Where the hosted sign-in may return to (each host's /callback). */
  callbackUrls: readonly string[];
  administrator: { email: string; name: string; password?: string };
}

export interface CreatedTenantIdentity {
  region: string;
  userPoolId: string;
  clientId: string;
  identityPoolId: string;
  administrator: { userId: string; invited: boolean };
}

/** The identity service refused the administrator's initial password (its policy). */
export class RefusedPassword extends Error {}

function unavailable(): HttpError {
  return new HttpError(503, 'SERVICE_UNAVAILABLE', 'The identity service cannot be reached');
}

/** POSTs to an internal endpoint of the identity service; 503 when it cannot be reached. */
async function postInternal(config: IdentityConfig, path: string, body: unknown, timeoutMs = 3000) {
  try {
    return await fetch(new URL(path, config.url), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${config.internalToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    throw unavailable();
  }
}

/** The identity service's internal checks (`/internal/sessions/verify`, `/internal/users/sign-out`). */
export function createIdentityService(config: IdentityConfig): IdentityService {
  return {
    async createTenant(input) {
      // A new pool makes its signing key (RSA): allow more than a check's 3 seconds.
      const response = await postInternal(config, '/internal/tenants', input, 30_000);
      const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      if (response.status === 400 && answer.__type === 'InvalidPasswordException')
        throw new RefusedPassword(String(answer.message));
      if (!response.ok) throw unavailable();
      return answer as unknown as CreatedTenantIdentity;
    },
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
