import type { IdentityService } from './identity-service';

/** Ends a user's access at once (deactivation): what handlers see as `ctx.sessions`. */
export interface SessionControl {
  /**
   * Ends every sign-in session of the user at the identity service (so no new credentials or
   * sockets), closes their sockets on every instance and drops their cached credentials. The
   * API's own refusal of a deactivated user does not wait for it: an identity outage is logged.
   */
  endAll(tenantId: string, userId: string): Promise<void>;
}

export interface SessionControlDeps {
  identity: IdentityService;
  /** Closes the user's sockets (the live server, once attached). */
  disconnectUser?: (tenantId: string, userId: string) => void;
  /** Reads the revocation list now, so this instance forgets the ended sessions at once. */
  learnRevocations?: () => Promise<void>;
  warn: (details: object, message: string) => void;
}

export function createSessionControl(deps: () => SessionControlDeps): SessionControl {
  return {
    async endAll(tenantId, userId) {
      const { identity, disconnectUser, learnRevocations, warn } = deps();
      disconnectUser?.(tenantId, userId);
      try {
        await identity.endSessions(tenantId, userId);
      } catch (error) {
        warn(
          { err: error, tenantId, userId },
          'could not end the sessions at the identity service',
        );
        return;
      }
      await learnRevocations?.();
    },
  };
}
