import type { Queryable } from '../../db/types';
import { findUser, findUserByEmail, USER_STATUS_DEACTIVATED } from './store';

/** How many e-mails one user may have asked for and not yet been asked back by. */
export const MAX_OPEN_ATTACHMENT_REQUESTS = 50;

export type AttachOutcome = 'requested' | 'attached' | 'too-many-requests';

/**
 * The caller asks to attach the account of `email`. Nothing the caller sees depends on whether
 * that account exists: the request is kept either way, and the two accounts are attached (both
 * ways, so either can switch to the other) only once the other account, signed in, has asked
 * for the caller's e-mail too (docs/users.md#attached-users).
 */
export async function requestAttachment(
  tx: Queryable,
  tenantId: string,
  callerId: string,
  email: string,
): Promise<AttachOutcome> {
  const wanted = email.trim().toLowerCase();
  const open = await tx.query<{ count: string }>(
    'SELECT count(*)::text AS count FROM user_attachment_requests WHERE tenant_id = $1 AND owner_id = $2',
    [tenantId, callerId],
  );
  const known = await tx.query(
    'SELECT 1 FROM user_attachment_requests WHERE tenant_id = $1 AND owner_id = $2 AND email = $3',
    [tenantId, callerId, wanted],
  );
  if (known.rows.length === 0 && Number(open.rows[0]?.count ?? 0) >= MAX_OPEN_ATTACHMENT_REQUESTS) {
    return 'too-many-requests';
  }
  await tx.query(
    `INSERT INTO user_attachment_requests (tenant_id, owner_id, email) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING`,
    [tenantId, callerId, wanted],
  );
  const caller = await findUser(tx, tenantId, callerId);
  const other = await findUserByEmail(tx, tenantId, wanted);
  if (caller === null || other === null || other.status === USER_STATUS_DEACTIVATED) {
    return 'requested';
  }
  const askedBack = await tx.query(
    'SELECT 1 FROM user_attachment_requests WHERE tenant_id = $1 AND owner_id = $2 AND email = $3',
    [tenantId, other.id, caller.email.toLowerCase()],
  );
  if (askedBack.rows.length === 0) return 'requested';
  await tx.query(
    `INSERT INTO user_attachments (tenant_id, owner_id, attached_id)
     VALUES ($1, $2, $3), ($1, $3, $2) ON CONFLICT DO NOTHING`,
    [tenantId, caller.id, other.id],
  );
  await tx.query(
    `DELETE FROM user_attachment_requests
      WHERE tenant_id = $1 AND ((owner_id = $2 AND email = $3) OR (owner_id = $4 AND email = $5))`,
    [tenantId, caller.id, wanted, other.id, caller.email.toLowerCase()],
  );
  return 'attached';
}

/**
 * Withdraws the caller's request for `email` and detaches the account of that e-mail from the
 * caller (the other account keeps its own attachment until it detaches too). False when there
 * was neither.
 */
export async function withdrawAttachment(
  tx: Queryable,
  tenantId: string,
  callerId: string,
  email: string,
): Promise<boolean> {
  const wanted = email.trim().toLowerCase();
  const withdrawn = await tx.query(
    'DELETE FROM user_attachment_requests WHERE tenant_id = $1 AND owner_id = $2 AND email = $3',
    [tenantId, callerId, wanted],
  );
  const removed = await tx.query(
    `DELETE FROM user_attachments a USING users u
      WHERE a.tenant_id = $1 AND a.owner_id = $2
        AND u.tenant_id = a.tenant_id AND u.id = a.attached_id AND lower(u.email) = $3`,
    [tenantId, callerId, wanted],
  );
  return withdrawn.rowCount + removed.rowCount > 0;
}
