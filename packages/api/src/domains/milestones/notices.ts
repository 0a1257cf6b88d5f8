/**
 * Telling a party of a contract that one of its milestones changed: a MILESTONE_UPDATED
 * notification stored in the change's transaction, through the notifications domain
 * (docs/notifications.md#milestones). The caller delivers the ids once it has committed.
 */
import type { ContractActor, MilestoneAction } from '@mp/contracts';
import type { Queryable } from '../../db/types';
import { NOTIFICATION_KIND, createNotification } from '../notifications';
import type { MilestoneRow } from './rows';

/**
 * Moves the other party hears of from the payments domain instead: a pay-in is announced when
 * it is settled (funded or failed), not when it is started.
 */
const UNANNOUNCED: ReadonlySet<MilestoneAction> = new Set([
  'pay',
  'payCrypto',
  'payInSucceeded',
  'payInFailed',
]);

export interface MilestoneNotice {
  tenantId: string;
  jobId: string;
  milestoneId: string;
  /** Who is told: a party of the contract. */
  recipientId: string;
  /** What happened: the move's action, or a payments event (funded, paymentFailed, payout…). */
  event: string;
  /** Who caused it (null: the payment provider or the platform). */
  actorId: string | null;
  /** More for the bell and the e-mail (a cycle, a failure code). */
  details?: Record<string, unknown>;
}

/** Stores one MILESTONE_UPDATED notification, naming the job and the milestone. */
export async function notifyMilestoneChange(
  tx: Queryable,
  notice: MilestoneNotice,
): Promise<string> {
  const found = await tx.query<{
    job_title: string;
    milestone_title: string | null;
    status: number | null;
  }>(
    `SELECT j.title AS job_title, m.title AS milestone_title, m.status
       FROM jobs j
       LEFT JOIN milestones m ON m.tenant_id = j.tenant_id AND m.id = $3
      WHERE j.tenant_id = $1 AND j.id = $2`,
    [notice.tenantId, notice.jobId, notice.milestoneId],
  );
  const row = found.rows[0];
  return createNotification(tx, {
    tenantId: notice.tenantId,
    recipientId: notice.recipientId,
    kind: NOTIFICATION_KIND.milestoneUpdated,
    createdBy: notice.actorId,
    payload: {
      ...notice.details,
      jobId: notice.jobId,
      jobTitle: row?.job_title ?? null,
      milestoneId: notice.milestoneId,
      milestoneTitle: row?.milestone_title ?? null,
      status: row?.status ?? null,
      event: notice.event,
    },
  });
}

/**
 * After a party's move, the other party is told (a customer's move reaches the freelancer, a
 * freelancer's the job's customer); the provider's moves are announced by the payments domain.
 */
export async function notifyOtherParty(
  tx: Queryable,
  move: {
    tenantId: string;
    milestone: MilestoneRow;
    action: MilestoneAction;
    actor: ContractActor;
    actorId: string | null;
  },
): Promise<string | null> {
  if (move.actor === 'provider' || UNANNOUNCED.has(move.action)) return null;
  const { milestone } = move;
  let recipientId: string | null = milestone.freelancer_id;
  if (move.actor === 'freelancer') {
    const job = await tx.query<{ customer_id: string }>(
      'SELECT customer_id FROM jobs WHERE tenant_id = $1 AND id = $2',
      [move.tenantId, milestone.job_id],
    );
    recipientId = job.rows[0]?.customer_id ?? null;
  }
  if (recipientId === null) return null;
  return notifyMilestoneChange(tx, {
    tenantId: move.tenantId,
    jobId: milestone.job_id,
    milestoneId: milestone.id,
    recipientId,
    event: move.action,
    actorId: move.actorId,
  });
}
