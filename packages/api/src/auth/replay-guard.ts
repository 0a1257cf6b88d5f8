import type { Database } from '../db/types';

/**
 * Remembers the signatures of signed writes so that the same one is accepted once
 * (docs/security.md#replayed-signatures). Shared by every API instance through the database.
 */
export interface ReplayGuard {
  /** True the first time this signature is seen; false for a repeat while it could still pass. */
  claim(tenantId: string, signature: string, signedAt: number): Promise<boolean>;
}

/** A signature passes the clock-skew check up to 5 minutes after x-amz-date; a margin more. */
const REMEMBER_AFTER_SIGNING_MS = 6 * 60 * 1000;

/** Forgets signatures that could no longer pass; run by the API's schedule, off the request path. */
export async function purgeSignatureNonces(db: Database, now: Date): Promise<void> {
  await db.query('DELETE FROM signature_nonces WHERE expires_at < $1', [now]);
}

export function createReplayGuard(db: Database): ReplayGuard {
  return {
    async claim(tenantId, signature, signedAt) {
      const inserted = await db.query(
        `INSERT INTO signature_nonces (tenant_id, signature, expires_at) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING`,
        [tenantId, signature, new Date(signedAt + REMEMBER_AFTER_SIGNING_MS)],
      );
      return inserted.rowCount === 1;
    },
  };
}
