import { ZSendProposalRequest, ZSentProposalResponse, endpoints } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { deliverNotifications } from '../notifications';
import { sendProposal } from './send';
import { assertSelf, lockJob } from './store';

export const sendProposalRoute = definePrivateRoute(endpoints.sendProposal, {
  summary:
    "Sends the caller's draft on a job: status 4 with offerSentAt, its tasks become proposed milestones, a fresh job goes in discussion",
  description:
    "Without a draft, or with a draft that was already sent or rejected, or on a closed job or a job in contract: 409. A draft without tasks: 422. Contact details in the text are masked, or refused with 422 CONTACT_INFO_DETECTED unless contactWarningAcknowledged (the tenant's contactDetailGuard). 403 IDENTITY_VERIFICATION_REQUIRED while the tenant requires an unverified freelancer to verify first (docs/payments.md#identity-verification). The customer gets a PROPOSAL_RECEIVED notification.",
  body: ZSendProposalRequest,
  response: ZSentProposalResponse,
  handler: async (ctx) => {
    const { tenant, db, caller, body } = ctx;
    const { notificationId, ...sent } = await db.transaction(async (tx) => {
      const job = await lockJob(tx, tenant.id, body.jobID);
      assertSelf(caller, body.freelancerId, 'freelancerId');
      return sendProposal(tx, tenant, job, caller.userId, {
        freelancerRole: caller.freelancerRole,
        contactWarningAcknowledged: body.contactWarningAcknowledged === true,
      });
    });
    await deliverNotifications(ctx, tenant, [notificationId]);
    return sent;
  },
});
