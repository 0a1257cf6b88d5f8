/**
 * Dispute rows (migrations/053_disputes.sql, docs/disputes.md) and what their readers see: the
 * dispute with its job, milestone and people, and its thread.
 */
import {
  API_ERROR_CODES,
  ROLES,
  type Dispute,
  type DisputeMessage,
  type DisputeOutcome,
  type DisputePerson,
  type DisputeStatus,
  type FileRef,
} from '@mp/contracts';
import { isoTime, isoTimeOrNull } from '../../db/time';
import type { Queryable } from '../../db/types';
import { HttpError } from '../../http/errors';
import type { Caller } from '../../http/route';

export interface DisputeRow {
  tenant_id: string;
  id: string;
  job_id: string;
  milestone_id: string;
  cycle_id: string | null;
  customer_id: string;
  freelancer_id: string;
  opened_by: string;
  reason: string;
  evidence: FileRef[];
  status: DisputeStatus;
  outcome: DisputeOutcome | null;
  amount: number | string | null;
  currency: string | null;
  freelancer_amount: number | string | null;
  customer_amount: number | string | null;
  resolved_by: string | null;
  resolved_at: Date | string | null;
  created_at: Date | string;
}

interface DisputeViewRow extends DisputeRow {
  job_title: string | null;
  milestone_title: string | null;
  customer_name: string | null;
  customer_picture: string | null;
  freelancer_name: string | null;
  freelancer_picture: string | null;
}

export const DISPUTE_COLUMNS = `d.tenant_id, d.id, d.job_id, d.milestone_id, d.cycle_id,
  d.customer_id, d.freelancer_id, d.opened_by, d.reason, d.evidence, d.status, d.outcome,
  d.amount, d.currency, d.freelancer_amount, d.customer_amount, d.resolved_by, d.resolved_at,
  d.created_at`;

const VIEW_SELECT = `SELECT ${DISPUTE_COLUMNS}, j.title AS job_title, m.title AS milestone_title,
    c.name AS customer_name, c.profile_picture AS customer_picture,
    f.name AS freelancer_name, f.profile_picture AS freelancer_picture
  FROM disputes d
  LEFT JOIN jobs j ON j.tenant_id = d.tenant_id AND j.id = d.job_id
  LEFT JOIN milestones m ON m.tenant_id = d.tenant_id AND m.id = d.milestone_id
  LEFT JOIN users c ON c.tenant_id = d.tenant_id AND c.id = d.customer_id
  LEFT JOIN users f ON f.tenant_id = d.tenant_id AND f.id = d.freelancer_id`;

/** Who may see a dispute: the caller's own ($2) unless an administrator ($3 true). */
const VISIBLE = `d.tenant_id = $1 AND ($3::boolean OR d.customer_id = $2 OR d.freelancer_id = $2)`;

export const numberOrNull = (value: number | string | null) =>
  value === null ? null : Number(value);

function person(userId: string, name: string | null, picture: string | null): DisputePerson {
  return { userId, name: name ?? '', picture };
}

function toDispute(row: DisputeViewRow): Dispute {
  return {
    disputeId: row.id,
    jobId: row.job_id,
    jobTitle: row.job_title ?? '',
    milestoneId: row.milestone_id,
    milestoneTitle: row.milestone_title ?? '',
    cycleId: row.cycle_id,
    customer: person(row.customer_id, row.customer_name, row.customer_picture),
    freelancer: person(row.freelancer_id, row.freelancer_name, row.freelancer_picture),
    openedBy: row.opened_by,
    reason: row.reason,
    evidence: row.evidence,
    status: row.status,
    outcome: row.outcome,
    amount: Number(row.amount ?? 0),
    currency: row.currency ?? '',
    freelancerAmount: numberOrNull(row.freelancer_amount),
    customerAmount: numberOrNull(row.customer_amount),
    resolvedBy: row.resolved_by,
    resolvedAt: isoTimeOrNull(row.resolved_at),
    createdAt: isoTime(row.created_at),
  };
}

export const disputeNotFound = () =>
  new HttpError(404, API_ERROR_CODES.disputeNotFound, 'No such dispute among yours');

const isAdministrator = (caller: Caller) => caller.role === ROLES.administrator;

/** The dispute as the caller may see it, or 404 DISPUTE_NOT_FOUND. */
export async function requireVisibleDispute(
  db: Queryable,
  caller: Caller,
  disputeId: string,
): Promise<Dispute> {
  const { rows } = await db.query<DisputeViewRow>(`${VIEW_SELECT} WHERE ${VISIBLE} AND d.id = $4`, [
    caller.tenantId,
    caller.userId,
    isAdministrator(caller),
    disputeId,
  ]);
  const row = rows[0];
  if (row === undefined) throw disputeNotFound();
  return toDispute(row);
}

async function visibleRow(
  db: Queryable,
  caller: Caller,
  disputeId: string,
  lock: '' | ' FOR UPDATE',
): Promise<DisputeRow> {
  const { rows } = await db.query<DisputeRow>(
    `SELECT ${DISPUTE_COLUMNS} FROM disputes d WHERE ${VISIBLE} AND d.id = $4${lock}`,
    [caller.tenantId, caller.userId, isAdministrator(caller), disputeId],
  );
  const row = rows[0];
  if (row === undefined) throw disputeNotFound();
  return row;
}

/** The row itself when it is visible to the caller, or 404 DISPUTE_NOT_FOUND. */
export function findVisibleDisputeRow(
  db: Queryable,
  caller: Caller,
  disputeId: string,
): Promise<DisputeRow> {
  return visibleRow(db, caller, disputeId, '');
}

/** The row itself, locked for the caller's transaction when it is visible to them. */
export function lockVisibleDispute(
  tx: Queryable,
  caller: Caller,
  disputeId: string,
): Promise<DisputeRow> {
  return visibleRow(tx, caller, disputeId, ' FOR UPDATE');
}

/** A page of the disputes the caller may see, newest first. */
export async function listVisibleDisputes(
  db: Queryable,
  caller: Caller,
  filter: { status: DisputeStatus | null; page: number; pageSize: number },
): Promise<{ disputes: Dispute[]; total: number }> {
  const where = `${VISIBLE} AND ($4::text IS NULL OR d.status = $4)`;
  const args = [caller.tenantId, caller.userId, isAdministrator(caller), filter.status];
  const counted = await db.query<{ total: string | number }>(
    `SELECT count(*) AS total FROM disputes d WHERE ${where}`,
    args,
  );
  const { rows } = await db.query<DisputeViewRow>(
    `${VIEW_SELECT} WHERE ${where} ORDER BY d.created_at DESC, d.id LIMIT $5 OFFSET $6`,
    [...args, filter.pageSize, (filter.page - 1) * filter.pageSize],
  );
  return { disputes: rows.map(toDispute), total: Number(counted.rows[0]?.total ?? 0) };
}

interface MessageRow {
  id: string;
  sender_id: string;
  sender_name: string | null;
  sender_picture: string | null;
  sender_role: number | null;
  customer_id: string;
  message: string;
  attachments: FileRef[];
  created_at: Date | string;
}

function senderRoleOf(row: MessageRow): DisputeMessage['senderRole'] {
  if (row.sender_role === ROLES.administrator) return 'administrator';
  return row.sender_id === row.customer_id ? 'customer' : 'freelancer';
}

const MESSAGE_SELECT = `SELECT dm.id, dm.sender_id, u.name AS sender_name,
    u.profile_picture AS sender_picture, u.role AS sender_role, d.customer_id, dm.message,
    dm.attachments, dm.created_at
  FROM dispute_messages dm
  JOIN disputes d ON d.tenant_id = dm.tenant_id AND d.id = dm.dispute_id
  LEFT JOIN users u ON u.tenant_id = dm.tenant_id AND u.id = dm.sender_id`;

function toMessage(row: MessageRow): DisputeMessage {
  return {
    messageId: row.id,
    sender: person(row.sender_id, row.sender_name, row.sender_picture),
    senderRole: senderRoleOf(row),
    message: row.message,
    attachments: row.attachments,
    createdAt: isoTime(row.created_at),
  };
}

/** The dispute's thread, oldest first. */
export async function messagesOf(
  db: Queryable,
  tenantId: string,
  disputeId: string,
): Promise<DisputeMessage[]> {
  const { rows } = await db.query<MessageRow>(
    `${MESSAGE_SELECT} WHERE dm.tenant_id = $1 AND dm.dispute_id = $2
      ORDER BY dm.created_at, dm.id`,
    [tenantId, disputeId],
  );
  return rows.map(toMessage);
}

/** One message of the thread by its id. */
export async function messageById(
  db: Queryable,
  tenantId: string,
  messageId: string,
): Promise<DisputeMessage> {
  const { rows } = await db.query<MessageRow>(
    `${MESSAGE_SELECT} WHERE dm.tenant_id = $1 AND dm.id = $2`,
    [tenantId, messageId],
  );
  const row = rows[0];
  if (row === undefined) throw new Error('the dispute message vanished right after its insert');
  return toMessage(row);
}
