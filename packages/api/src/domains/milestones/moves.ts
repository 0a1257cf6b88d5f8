/**
 * Moves a milestone through its machine (docs/milestones.md): the move is checked against the
 * status it is in (409 INVALID_TRANSITION naming the status it needs), the row is updated and
 * the move recorded on the timeline, in the caller's transaction.
 */
import {
  milestoneMove,
  type ContractActor,
  type FileRef,
  type MilestoneAction,
  type PaymentErrorCode,
} from '@mp/contracts';
import { toJson, type Queryable, type SqlParam } from '../../db/types';
import { httpErrors } from '../../http/errors';
import { recordMilestoneEvent } from './events';
import { notifyOtherParty } from './notices';
import { MILESTONE_COLUMNS, type MilestoneRow } from './rows';

/** Columns a move may set besides the status. */
export interface MilestoneChanges {
  flNote?: string | null;
  clApprovalStatus?: 'PENDING' | 'APPROVED' | 'REJECTED' | null;
  payeeAddress?: string | null;
  payerAddress?: string | null;
  transactionHash?: string | null;
  files?: readonly FileRef[];
  consentedDataTypeIds?: readonly string[];
  paymentFailure?: { code: PaymentErrorCode; message: string } | null;
}

const COLUMN_OF: Record<Exclude<keyof MilestoneChanges, 'paymentFailure'>, string> = {
  flNote: 'fl_note',
  clApprovalStatus: 'cl_approval_status',
  payeeAddress: 'payee_address',
  payerAddress: 'payer_address',
  transactionHash: 'transaction_hash',
  files: 'files',
  consentedDataTypeIds: 'consented_data_type_ids',
};

const JSON_COLUMNS = new Set(['files', 'consented_data_type_ids']);

function assignments(changes: MilestoneChanges, params: SqlParam[]): string[] {
  const sets: string[] = [];
  for (const [key, column] of Object.entries(COLUMN_OF) as [keyof typeof COLUMN_OF, string][]) {
    const value = changes[key];
    if (value === undefined) continue;
    const isJson = JSON_COLUMNS.has(column);
    params.push(isJson ? toJson(value) : (value as string | null));
    sets.push(`${column} = $${params.length}${isJson ? '::jsonb' : ''}`);
  }
  if (changes.paymentFailure !== undefined) {
    const failure = changes.paymentFailure;
    params.push(failure?.code ?? null, failure?.message ?? null);
    sets.push(
      `payment_failure_code = $${params.length - 1}`,
      `payment_failure_message = $${params.length}`,
      `payment_failed_at = ${failure === null ? 'NULL' : 'now()'}`,
    );
  }
  return sets;
}

/** Writes changes that are not a move (files, data) and stamps the milestone as modified. */
export async function changeMilestone(
  tx: Queryable,
  milestone: MilestoneRow,
  tenantId: string,
  changes: MilestoneChanges & MilestoneData,
): Promise<MilestoneRow> {
  const params: SqlParam[] = [tenantId, milestone.id];
  const sets = assignments(changes, params);
  for (const [key, column] of [
    ['title', 'title'],
    ['description', 'description'],
    ['amount', 'amount'],
    ['dueDate', 'due_date'],
  ] as const) {
    if (changes[key] === undefined) continue;
    params.push(changes[key]);
    sets.push(`${column} = $${params.length}`);
  }
  const result = await tx.query<MilestoneRow>(
    `UPDATE milestones SET ${[...sets, 'last_modified = now()'].join(', ')}
      WHERE tenant_id = $1 AND id = $2 RETURNING ${MILESTONE_COLUMNS}`,
    params,
  );
  const row = result.rows[0];
  if (row === undefined) throw httpErrors.milestoneNotFound();
  return row;
}

/** A milestone's data (title, description, amount, due date). */
export interface MilestoneData {
  title?: string;
  description?: string;
  amount?: number;
  dueDate?: string | null;
}

/**
 * The proposer edits a milestone's data (the 'edit' move: proposed only), on a row the caller
 * has locked. An edited proposal is a new one, so the last rejection no longer stands; the edit
 * is recorded on the timeline without a change of status.
 */
export async function editMilestoneData(
  tx: Queryable,
  edit: {
    tenantId: string;
    milestone: MilestoneRow;
    actor: ContractActor;
    actorId: string;
    data: MilestoneData & Pick<MilestoneChanges, 'files'>;
  },
): Promise<MilestoneRow> {
  const { milestone } = edit;
  const verdict = milestoneMove(milestone.status, 'edit', edit.actor, milestone.proposed_by);
  if (!verdict.ok) throw httpErrors.invalidTransition(verdict.reason);
  const row = await changeMilestone(tx, milestone, edit.tenantId, {
    ...edit.data,
    clApprovalStatus: null,
  });
  await recordMilestoneEvent(tx, {
    tenantId: edit.tenantId,
    jobId: row.job_id,
    milestoneId: row.id,
    kind: 'edit',
    fromStatus: row.status,
    toStatus: row.status,
    actorId: edit.actorId,
    actorRole: edit.actor,
  });
  return row;
}

export interface MoveRequest {
  tenantId: string;
  milestone: MilestoneRow;
  action: MilestoneAction;
  actor: ContractActor;
  /** Who made the move (null: the provider). */
  actorId: string | null;
  note?: string | null;
  changes?: MilestoneChanges;
  /**
   * Receives the ids of the notifications the move stored for the other party, for the caller
   * to deliver once its transaction commits (docs/notifications.md#milestones).
   */
  notificationIds?: string[];
}

/** Applies one move to a milestone the caller has locked (`requireMilestone({forUpdate})`). */
export async function moveMilestone(tx: Queryable, move: MoveRequest): Promise<MilestoneRow> {
  const { milestone } = move;
  const verdict = milestoneMove(milestone.status, move.action, move.actor, milestone.proposed_by);
  if (!verdict.ok) throw httpErrors.invalidTransition(verdict.reason);
  const params: SqlParam[] = [move.tenantId, milestone.id, verdict.to];
  const sets = ['status = $3', ...assignments(move.changes ?? {}, params), 'last_modified = now()'];
  const result = await tx.query<MilestoneRow>(
    `UPDATE milestones SET ${sets.join(', ')}
      WHERE tenant_id = $1 AND id = $2 RETURNING ${MILESTONE_COLUMNS}`,
    params,
  );
  const row = result.rows[0];
  if (row === undefined) throw httpErrors.milestoneNotFound();
  await recordMilestoneEvent(tx, {
    tenantId: move.tenantId,
    jobId: milestone.job_id,
    milestoneId: milestone.id,
    kind: move.action,
    fromStatus: milestone.status,
    toStatus: verdict.to,
    actorId: move.actorId,
    actorRole: move.actor,
    note: move.note ?? null,
  });
  const notificationId = await notifyOtherParty(tx, { ...move, milestone: row });
  if (notificationId !== null) move.notificationIds?.push(notificationId);
  return row;
}

/** Where a milestone's or cycle's payout stands (the payments domain keeps the payout itself). */
export interface PayoutState {
  status: 'waiting_for_account' | 'pending' | 'paid' | 'failed';
  amount: number;
  currency: string;
  failureCode: PaymentErrorCode | null;
}

export async function recordPayoutState(
  tx: Queryable,
  target: { tenantId: string; milestoneId: string; cycleId: string | null },
  state: PayoutState,
): Promise<void> {
  const params: SqlParam[] = [
    target.tenantId,
    target.cycleId ?? target.milestoneId,
    state.status,
    state.amount,
    state.currency,
    state.failureCode,
  ];
  const table = target.cycleId === null ? 'milestones' : 'recurring_items';
  await tx.query(
    `UPDATE ${table} SET payout_status = $3, payout_amount = $4, payout_currency = $5,
       payout_failure_code = $6, payout_updated_at = now()
      WHERE tenant_id = $1 AND id = $2`,
    params,
  );
}
