/**
 * Telling the parties of each step of a dispute (docs/disputes.md#notifications): a
 * MILESTONE_UPDATED notification per party (never the one who acted), stored in the step's
 * transaction; the caller delivers the ids (live socket, e-mail) once committed.
 */
import type { Queryable } from '../../db/types';
import { notifyMilestoneChange } from '../milestones';
import type { DisputeRow } from './store';

export type DisputeEvent = 'disputeOpened' | 'disputeMessage' | 'disputeResolved';

export async function notifyParties(
  tx: Queryable,
  dispute: DisputeRow,
  event: DisputeEvent,
  actorId: string,
): Promise<string[]> {
  const ids: string[] = [];
  for (const recipientId of [dispute.customer_id, dispute.freelancer_id]) {
    if (recipientId === actorId) continue;
    ids.push(
      await notifyMilestoneChange(tx, {
        tenantId: dispute.tenant_id,
        jobId: dispute.job_id,
        milestoneId: dispute.milestone_id,
        recipientId,
        event,
        actorId,
        details: {
          disputeId: dispute.id,
          cycleId: dispute.cycle_id,
          outcome: dispute.outcome,
        },
      }),
    );
  }
  return ids;
}
