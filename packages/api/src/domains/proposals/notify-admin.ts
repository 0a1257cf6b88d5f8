import {
  ZNotifyAdminFromProposalsRequest,
  ZNotifyAdminFromProposalsResponse,
  endpoints,
} from '@mp/contracts';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import { ADMIN_NOTIFICATION_LIMITS, requireJob } from '../jobs';
import { NOTIFICATION_KIND, createNotification, deliverNotifications } from '../notifications';
import { findProposal } from './rows';

export const notifyAdminFromProposals = definePrivateRoute(endpoints.notifyAdminFromProposalsPage, {
  summary:
    "Asks the tenant's administrators to look at a proposal: a notification for every administrator",
  description:
    "The proposal's freelancer, or the customer who owns the job (once the proposal is sent); anyone else gets 404.",
  body: ZNotifyAdminFromProposalsRequest,
  response: ZNotifyAdminFromProposalsResponse,
  rateLimit: ADMIN_NOTIFICATION_LIMITS,
  handler: async (ctx) => {
    const { tenant, db, caller, body } = ctx;
    const answer = await db.transaction(async (tx) => {
      const job = await requireJob(tx, tenant.id, body.jobId);
      const proposal = await findProposal(tx, tenant.id, body.proposalId);
      const mayAsk =
        proposal !== null &&
        proposal.job_id === job.id &&
        (proposal.freelancer_id === caller.userId ||
          (job.customer_id === caller.userId && proposal.status >= 4));
      if (!mayAsk) throw httpErrors.proposalNotFound();
      const notificationId = await createNotification(tx, {
        tenantId: tenant.id,
        recipientId: null,
        kind: NOTIFICATION_KIND.adminProposalAttention,
        createdBy: caller.userId,
        payload: {
          jobId: job.id,
          proposalId: proposal.id,
          jobTitle: job.title,
          fromRole: caller.role,
        },
      });
      return { notificationId };
    });
    await deliverNotifications(ctx, tenant, [answer.notificationId]);
    return answer;
  },
});
