import type { Sql } from './db';

/** One ended sign-in session: the API drops its cached credentials and closes its sockets. */
export interface RevocationEvent {
  /** Unique and stable: readers de-duplicate the overlap of consecutive pages with it. */
  id: string;
  tenantId: string;
  userId: string;
  /** The sign-in session (the tokens' `origin_jti`) that ended. */
  sessionId: string;
  /** Epoch milliseconds, on the identity service's clock. */
  revokedAt: number;
}

/** `GET /internal/revocations?since=` */
export interface RevocationPage {
  /** The identity service's clock when it read the page: the next `since` is based on it. */
  now: number;
  events: RevocationEvent[];
  /** False when more events matched than one page holds: a reader must forget everything. */
  complete: boolean;
}

/**
 * Revocations are kept longer than the temporary credentials live (1 hour), so a reader that
 * missed some while away only ever misses ones for credentials that expired anyway.
 */
export const REVOCATION_RETENTION_MS = 2 * 3600 * 1000;
const PAGE_SIZE = 5000;

/** The revocations user-pool operations record (UserPoolService.endSessions), read back by time. */
export class RevocationLog {
  constructor(
    private readonly sql: Sql,
    private readonly now: () => number,
  ) {}

  /** Events revoked at or after `since` (epoch ms); none for null (a reader just starting). */
  async since(since: number | null): Promise<RevocationPage> {
    const now = this.now();
    if (since === null) return { now, events: [], complete: true };
    const rows = await this.sql.query<{
      seq: string;
      tenant_id: string;
      sub: string;
      origin_jti: string;
      revoked_at: Date;
    }>(
      `SELECT seq::text AS seq, tenant_id, sub, origin_jti, revoked_at FROM identity.revocations
        WHERE revoked_at >= $1 ORDER BY revoked_at, seq LIMIT $2`,
      [new Date(since), PAGE_SIZE + 1],
    );
    return {
      now,
      events: rows.slice(0, PAGE_SIZE).map((row) => ({
        id: row.seq,
        tenantId: row.tenant_id,
        userId: row.sub,
        sessionId: row.origin_jti,
        revokedAt: new Date(row.revoked_at).getTime(),
      })),
      complete: rows.length <= PAGE_SIZE,
    };
  }

  async purge(): Promise<void> {
    await this.sql.query('DELETE FROM identity.revocations WHERE revoked_at < $1', [
      new Date(this.now() - REVOCATION_RETENTION_MS),
    ]);
  }
}
