import {
  JOB_STATUS,
  ZContractAcceptedEventBody,
  ZNotificationCreated,
  endpoints,
} from '@mp/contracts';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import { NOTIFICATION_KIND, createNotification, deliverNotifications } from '../notifications';
import { JOB_STATUS_LABELS, requireOwnedJob } from './store';
import type { Queryable } from '../../db/types';

async function existingContractAccepted(
  db: Queryable,
  tenantId: string,
  jobId: string,
  recipientId: string | null,
): Promise<string | null> {
  const found = await db.query<{ id: string }>(
    `SELECT id FROM notifications
      WHERE tenant_id = $1 AND kind = $2 AND payload->>'jobId' = $3
        AND recipient_id IS NOT DISTINCT FROM $4
      ORDER BY created_at LIMIT 1`,
    [tenantId, NOTIFICATION_KIND.contractAccepted, jobId, recipientId],
  );
  return found.rows[0]?.id ?? null;
}

export const sendContractAcceptedEvent = definePrivateRoute(endpoints.sendContractAcceptedEvent, {
  summary: 'Tells the hired freelancers and the administrators that the contract was accepted',
  description:
    "The job (job.jobID; other fields are ignored) must be the caller's and in CONTRACT with an accepted proposal (409 otherwise). Stores a CONTRACT_ACCEPTED notification per hired freelancer and one for the administrators.",
  body: ZContractAcceptedEventBody,
  response: ZNotificationCreated,
  handler: async (ctx) => {
    const { tenant, db, caller, body } = ctx;
    const created: string[] = [];
    const answer = await db.transaction(async (tx) => {
      const job = await requireOwnedJob(tx, tenant.id, body.job.jobID, caller, {
        allowAdmin: true,
      });
      if (job.status !== JOB_STATUS.contract) {
        throw httpErrors.conflict(
          `No contract to announce: the job is ${JOB_STATUS_LABELS[job.status]} (${job.status}), not in contract`,
        );
      }
      const hired = await tx.query<{ id: string; freelancer_id: string }>(
        `SELECT id, freelancer_id FROM proposals
          WHERE tenant_id = $1 AND job_id = $2 AND accepted_at IS NOT NULL ORDER BY accepted_at, id`,
        [tenant.id, job.id],
      );
      if (hired.rows.length === 0) {
        throw httpErrors.conflict('No contract to announce: no proposal of this job is accepted');
      }
      const payload = {
        jobId: job.id,
        jobTitle: job.title,
        customerId: job.customer_id,
        freelancerIds: hired.rows.map((row) => row.freelancer_id),
      };
      const ids: string[] = [];
      for (const recipientId of [...payload.freelancerIds, null]) {
        // Accepting the contract already told the freelancer; a repeat call must not tell twice.
        const existing = await existingContractAccepted(tx, tenant.id, job.id, recipientId);
        if (existing !== null) {
          ids.push(existing);
          continue;
        }
        const id = await createNotification(tx, {
          tenantId: tenant.id,
          recipientId,
          kind: NOTIFICATION_KIND.contractAccepted,
          createdBy: caller.userId,
          payload,
        });
        created.push(id);
        ids.push(id);
      }
      return { notificationIds: ids };
    });
    await deliverNotifications(ctx, tenant, created);
    return answer;
  },
});
