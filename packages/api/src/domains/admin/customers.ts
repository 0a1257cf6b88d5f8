/** Customers as the approval queue sees them: rows of `users` (migrations/010_customer_approval.sql). */
import {
  ROLES,
  type AdminCustomer,
  type CustomerApprovalStatus,
  type OwnApproval,
} from '@mp/contracts';
import type { Queryable } from '../../db/types';
import { httpErrors } from '../../http/errors';
import { USER_STATUS_DEACTIVATED } from '../users';
import { isoTimeOrNull } from '../../db/time';

export interface CustomerRow {
  id: string;
  name: string;
  email: string;
  role: number;
  status: number;
  is_approved: boolean;
  is_customer_organisation: boolean;
  approval_decided_at: Date | string | null;
  approval_decided_by: string | null;
  approval_reason: string | null;
  created_at: Date | string;
}

export const CUSTOMER_COLUMNS = `id, name, email, role, status, is_approved, is_customer_organisation,
  approval_decided_at, approval_decided_by, approval_reason, created_at`;

/** SQL condition (on `users`) of each approval status; see the migration for the reading. */
export const APPROVAL_STATUS_CONDITION: Record<CustomerApprovalStatus | 'all', string> = {
  pending: 'NOT is_approved AND approval_decided_at IS NULL',
  approved: 'is_approved',
  declined: 'NOT is_approved AND approval_decided_at IS NOT NULL',
  all: 'TRUE',
};

export function approvalStatusOf(
  row: Pick<CustomerRow, 'is_approved' | 'approval_decided_at'>,
): CustomerApprovalStatus {
  if (row.is_approved) return 'approved';
  return row.approval_decided_at === null ? 'pending' : 'declined';
}

export function toAdminCustomer(row: CustomerRow): AdminCustomer {
  return {
    userId: row.id,
    name: row.name,
    email: row.email,
    isCustomerOrganisation: row.is_customer_organisation,
    createdAt: isoTimeOrNull(row.created_at) ?? '',
    isApproved: row.is_approved,
    approvalStatus: approvalStatusOf(row),
    decidedAt: isoTimeOrNull(row.approval_decided_at),
    decidedBy: row.approval_decided_by,
    reason: row.approval_reason,
  };
}

export function toOwnApproval(row: CustomerRow): OwnApproval {
  return {
    isApproved: row.is_approved,
    approvalStatus: approvalStatusOf(row),
    decidedAt: isoTimeOrNull(row.approval_decided_at),
    reason: row.approval_reason,
  };
}

/**
 * An active customer of this tenant, or 404: freelancers, administrators, deactivated users and
 * other tenants' users are not in the approval queue.
 */
export async function requireCustomer(
  db: Queryable,
  tenantId: string,
  userId: string,
  options: { forUpdate?: boolean } = {},
): Promise<CustomerRow> {
  const lock = options.forUpdate === true ? ' FOR UPDATE' : '';
  const result = await db.query<CustomerRow>(
    `SELECT ${CUSTOMER_COLUMNS} FROM users WHERE tenant_id = $1 AND id = $2${lock}`,
    [tenantId, userId],
  );
  const row = result.rows[0];
  if (row === undefined || row.role !== ROLES.customer || row.status === USER_STATUS_DEACTIVATED) {
    throw httpErrors.userNotFound();
  }
  return row;
}
