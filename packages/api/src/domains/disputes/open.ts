/**
 * Opening a dispute (docs/disputes.md#opening), shared by the milestone's and the cycle's call:
 * under the lock of the disputed milestone or cycle, at most one dispute of it is open.
 */
import { randomUUID } from 'node:crypto';
import type { MessageAttachmentRef } from '@mp/contracts';
import { toJson, type Queryable } from '../../db/types';
import { httpErrors } from '../../http/errors';
import { heldByDispute } from '../payments';
import { DISPUTE_COLUMNS, type DisputeRow } from './store';
import { resolveEvidence } from './evidence';
import { notifyParties } from './notify';

export interface NewDispute {
  tenantId: string;
  jobId: string;
  milestoneId: string;
  cycleId: string | null;
  customerId: string;
  freelancerId: string;
  openedBy: string;
  reason: string;
  evidence: readonly MessageAttachmentRef[];
  amount: number;
  currency: string;
}

/** Stores the dispute and tells the other party; answers it and the notifications to deliver. */
export async function insertDispute(
  tx: Queryable,
  dispute: NewDispute,
): Promise<{ row: DisputeRow; notificationIds: string[] }> {
  if (await heldByDispute(tx, dispute))
    throw httpErrors.conflict(
      dispute.cycleId === null
        ? 'This milestone already has an open dispute'
        : 'This cycle already has an open dispute',
    );
  const evidence = await resolveEvidence(
    tx,
    { tenantId: dispute.tenantId, milestoneId: dispute.milestoneId, uploaderId: dispute.openedBy },
    dispute.evidence,
    'body.evidence',
  );
  const inserted = await tx.query<DisputeRow>(
    `INSERT INTO disputes AS d (tenant_id, id, job_id, milestone_id, cycle_id, customer_id,
       freelancer_id, opened_by, reason, evidence, amount, currency)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12)
     RETURNING ${DISPUTE_COLUMNS}`,
    [
      dispute.tenantId,
      randomUUID(),
      dispute.jobId,
      dispute.milestoneId,
      dispute.cycleId,
      dispute.customerId,
      dispute.freelancerId,
      dispute.openedBy,
      dispute.reason,
      toJson(evidence),
      dispute.amount,
      dispute.currency,
    ],
  );
  const row = inserted.rows[0];
  if (row === undefined) throw new Error('the dispute insert returned no row');
  const notificationIds = await notifyParties(tx, row, 'disputeOpened', dispute.openedBy);
  return { row, notificationIds };
}
