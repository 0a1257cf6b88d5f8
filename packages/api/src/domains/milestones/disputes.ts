/**
 * A fixed milestone whose dispute an administrator resolved (docs/disputes.md#resolving): its
 * money is settled, so it becomes signed off (4) and nothing can release it again.
 */
import { MILESTONE_STATUS } from '@mp/contracts';
import type { Queryable } from '../../db/types';
import { recordMilestoneEvent } from './events';

export async function closeDisputedMilestone(
  tx: Queryable,
  resolved: { tenantId: string; milestoneId: string; administratorId: string; outcome: string },
): Promise<void> {
  const updated = await tx.query<{ job_id: string; status: number }>(
    `UPDATE milestones m SET status = $3, last_modified = now()
       FROM milestones before
      WHERE m.tenant_id = $1 AND m.id = $2 AND before.tenant_id = m.tenant_id AND before.id = m.id
      RETURNING m.job_id, before.status`,
    [resolved.tenantId, resolved.milestoneId, MILESTONE_STATUS.signedOff],
  );
  const row = updated.rows[0];
  if (row === undefined) return;
  await recordMilestoneEvent(tx, {
    tenantId: resolved.tenantId,
    jobId: row.job_id,
    milestoneId: resolved.milestoneId,
    kind: 'disputeResolved',
    fromStatus: row.status,
    toStatus: MILESTONE_STATUS.signedOff,
    actorId: resolved.administratorId,
    actorRole: 'administrator',
    note: resolved.outcome,
  });
}
