/**
 * Identity verification through the payment provider (docs/payments.md#identity-verification):
 * the user's status lives on their row; starting marks it pending, and the provider's
 * `identity.*` webhooks settle it. An event counts only for the session it belongs to (a late
 * event of an earlier attempt changes nothing), and a decided session is never reopened by a
 * redelivered `processing`.
 */
import {
  FEATURES,
  evaluateFeature,
  offersIdentityVerification,
  type IdentityStatus,
  type IdentityVerification,
} from '@mp/contracts';
import { isoTimeOrNull } from '../../db/time';
import type { Queryable } from '../../db/types';
import { httpErrors, type HttpError } from '../../http/errors';
import type { Caller } from '../../http/route';
import type { ProviderIdentityEvent } from '../../payment-provider';
import type { Tenant } from '../../tenancy';

interface IdentityRow {
  identity_status: IdentityStatus;
  identity_reason: string | null;
  identity_started_at: Date | null;
  identity_decided_at: Date | null;
  identity_updated_at: Date | null;
}

const IDENTITY_COLUMNS = `identity_status, identity_reason, identity_started_at,
  identity_decided_at, identity_updated_at`;

/** Whether the tenant holds this caller back from posting jobs and sending proposals. */
export function requiresIdentityVerification(
  tenant: Tenant,
  caller: Pick<Caller, 'role' | 'freelancerRole'>,
): boolean {
  return evaluateFeature(tenant.features, FEATURES.requireIdentityVerification, {
    tenantId: tenant.id,
    role: caller.role,
    freelancerRole: caller.freelancerRole,
  }).enabled;
}

async function findIdentity(
  db: Queryable,
  tenantId: string,
  userId: string,
): Promise<IdentityRow | null> {
  const result = await db.query<IdentityRow>(
    `SELECT ${IDENTITY_COLUMNS} FROM users WHERE tenant_id = $1 AND id = $2`,
    [tenantId, userId],
  );
  return result.rows[0] ?? null;
}

function toView(
  row: IdentityRow | null,
  switches: { required: boolean; offered: boolean },
): IdentityVerification {
  return {
    status: row?.identity_status ?? 'unverified',
    reason: row?.identity_status === 'refused' ? row.identity_reason : null,
    startedAt: isoTimeOrNull(row?.identity_started_at ?? null),
    decidedAt: isoTimeOrNull(row?.identity_decided_at ?? null),
    updatedAt: isoTimeOrNull(row?.identity_updated_at ?? null),
    ...switches,
  };
}

/** The caller's verification as GET /payment/identity/verification answers it. */
export async function readIdentityVerification(
  db: Queryable,
  tenant: Tenant,
  caller: Caller,
): Promise<IdentityVerification> {
  const row = await findIdentity(db, tenant.id, caller.userId);
  return toView(row, {
    required: requiresIdentityVerification(tenant, caller),
    offered: offersVerification(tenant, caller),
  });
}

/** Whether the caller may start a verification (docs/payments.md#identity-verification). */
export function offersVerification(
  tenant: Tenant,
  caller: Pick<Caller, 'role' | 'freelancerRole'>,
): boolean {
  return offersIdentityVerification(tenant.features, {
    tenantId: tenant.id,
    role: caller.role,
    freelancerRole: caller.freelancerRole,
  });
}

/**
 * Refuses with 403 IDENTITY_VERIFICATION_REQUIRED while the tenant requires verification of
 * this caller and they are not verified; `action` completes "before you ...".
 */
export async function assertIdentityVerified(
  db: Queryable,
  tenant: Tenant,
  caller: Pick<Caller, 'userId' | 'role' | 'freelancerRole'>,
  action: string,
): Promise<void> {
  const refusal = await identityVerificationRefusal(db, tenant, caller, action);
  if (refusal) throw refusal;
}

/** The 403 a caller the tenant requires to verify first gets for `action`, or null. */
export async function identityVerificationRefusal(
  db: Queryable,
  tenant: Tenant,
  caller: Pick<Caller, 'userId' | 'role' | 'freelancerRole'>,
  action: string,
): Promise<HttpError | null> {
  if (!requiresIdentityVerification(tenant, caller)) return null;
  const row = await findIdentity(db, tenant.id, caller.userId);
  return row?.identity_status === 'verified'
    ? null
    : httpErrors.identityVerificationRequired(action);
}

/**
 * Claims a new session for the caller: pending, while unverified or refused (409 otherwise, one
 * session at a time). The provider's session id is set once it answers; an event that arrives
 * first finds the claim (no session id yet) and counts for it. Answers how to undo the claim if
 * the provider refuses to start.
 */
export async function claimIdentitySession(
  db: Queryable,
  tenantId: string,
  userId: string,
): Promise<() => Promise<void>> {
  const before = await findIdentity(db, tenantId, userId);
  if (before === null) throw httpErrors.userNotFound();
  const claimed = await db.query(
    `UPDATE users
        SET identity_status = 'pending', identity_session_id = NULL, identity_reason = NULL,
            identity_started_at = now(), identity_decided_at = NULL, identity_updated_at = now()
      WHERE tenant_id = $1 AND id = $2 AND identity_status IN ('unverified', 'refused')`,
    [tenantId, userId],
  );
  if (claimed.rowCount === 0)
    throw httpErrors.conflict(
      before.identity_status === 'verified'
        ? 'Your identity is already verified'
        : 'Your identity is being checked; wait for the outcome',
    );
  return async () => {
    await db.query(
      `UPDATE users
          SET identity_status = $3, identity_reason = $4, identity_started_at = $5,
              identity_decided_at = $6, identity_updated_at = now()
        WHERE tenant_id = $1 AND id = $2 AND identity_status = 'pending'
          AND identity_session_id IS NULL`,
      [
        tenantId,
        userId,
        before.identity_status,
        before.identity_reason,
        before.identity_started_at,
        before.identity_decided_at,
      ],
    );
  };
}

/** Records the provider's session id on the caller's claim. */
export async function setIdentitySession(
  db: Queryable,
  tenantId: string,
  userId: string,
  sessionId: string,
): Promise<void> {
  await db.query(
    `UPDATE users SET identity_session_id = $3
      WHERE tenant_id = $1 AND id = $2 AND identity_session_id IS NULL
        AND identity_started_at IS NOT NULL`,
    [tenantId, userId, sessionId],
  );
}

/** Applies an `identity.*` webhook to the user of its tenant and session. */
export async function applyIdentityEvent(db: Queryable, event: ProviderIdentityEvent) {
  if (event.type === 'identity.processing') {
    // A redelivered or late `processing` never reopens a decided session.
    await db.query(
      `UPDATE users SET identity_updated_at = now(), identity_session_id = $3
        WHERE tenant_id = $1 AND id = $2 AND identity_status = 'pending'
          AND (identity_session_id = $3 OR identity_session_id IS NULL)`,
      [event.tenantId, event.reference, event.sessionId],
    );
    return;
  }
  const status: IdentityStatus = event.type === 'identity.verified' ? 'verified' : 'refused';
  await db.query(
    `UPDATE users
        SET identity_status = $4, identity_reason = $5, identity_decided_at = now(),
            identity_updated_at = now(), identity_session_id = $3
      WHERE tenant_id = $1 AND id = $2 AND identity_status = 'pending'
        AND (identity_session_id = $3 OR identity_session_id IS NULL)`,
    [
      event.tenantId,
      event.reference,
      event.sessionId,
      status,
      status === 'refused' ? (event.reason ?? 'The provider could not verify your identity') : null,
    ],
  );
}
