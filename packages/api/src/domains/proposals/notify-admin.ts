import { randomUUID } from 'node:crypto';
import {
  ZNotifyAdminFromProposalsRequest,
  ZNotifyAdminFromProposalsResponse,
  endpoints,
} from '@mp/contracts';
import { toJson } from '../../db/types';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import { ADMIN_NOTIFICATION_LIMITS, requireJob } from '../jobs';
import { findProposal } from './rows';

export const notifyAdminFromProposals = definePrivateRoute(endpoints.notifyAdminFromProposalsPage, {
  summary:
    "Asks the tenant's administrators to look at a proposal: a notification for every administrator",
  description:
    "The proposal's freelancer, or the customer who owns the job (once the proposal is sent); anyone else gets 404.",
  body: ZNotifyAdminFromProposalsRequest,
  response: ZNotifyAdminFromProposalsResponse,
  rateLimit: ADMIN_NOTIFICATION_LIMITS,
  handler: async ({ tenant, db, caller, body }) =>
    db.transaction(async (tx) => {
      const job = await requireJob(tx, tenant.id, body.jobId);
      const proposal = await findProposal(tx, tenant.id, body.proposalId);
      const mayAsk =
        proposal !== null &&
        proposal.job_id === job.id &&
        (proposal.freelancer_id === caller.userId ||
          (job.customer_id === caller.userId && proposal.status >= 4));
      if (!mayAsk) throw httpErrors.proposalNotFound();
      const notificationId = randomUUID();
      await tx.query(
        `INSERT INTO notifications (tenant_id, id, recipient_id, kind, payload, created_by)
         VALUES ($1, $2, NULL, 'ADMIN_PROPOSAL_ATTENTION', $3::jsonb, $4)`,
        [
          tenant.id,
          notificationId,
          toJson({
            jobId: job.id,
            proposalId: proposal.id,
            title: job.title,
            fromRole: caller.role,
          }),
          caller.userId,
        ],
      );
      return { notificationId };
    }),
});
