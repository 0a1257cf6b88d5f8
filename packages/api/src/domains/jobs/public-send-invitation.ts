import { ZInvitationResponse, ZPublicSendInvitationBody, endpoints } from '@mp/contracts';
import { definePublicRoute } from '../../http/route';
import { deliverNotifications } from '../notifications';
import { inviteFreelancer } from './invitations';
import { INVITATION_LIMITS } from './limits';
import { SIGNATURE_PURPOSES, useSignature } from './signatures';
import { jobNotFound, requireJob } from './store';

export const publicSendInvitation = definePublicRoute(endpoints.publicCustomerSendInvitation, {
  summary: 'Invites a freelancer through a signed link (no sign-in)',
  description:
    'The signature comes from POST /jobs/{jobId}/invite_links and binds tenant, job, freelancer, customer and an expiry. Forged or expired: 403; used before: 409; nothing is written then.',
  body: ZPublicSendInvitationBody,
  response: ZInvitationResponse,
  rateLimit: INVITATION_LIMITS,
  handler: async (ctx) => {
    const { tenant, db, secrets, body } = ctx;
    const { notificationId, ...answer } = await db.transaction(async (tx) => {
      await useSignature(
        tx,
        secrets,
        tenant.id,
        SIGNATURE_PURPOSES.invite,
        [body.jobID, body.freelancerID, body.customerID],
        body.signature,
      );
      const job = await requireJob(tx, tenant.id, body.jobID, { forUpdate: true });
      if (job.customer_id !== body.customerID) throw jobNotFound();
      return inviteFreelancer(tx, secrets, job, body.freelancerID, 'body.freelancerID');
    });
    if (notificationId !== null) await deliverNotifications(ctx, tenant, [notificationId]);
    return answer;
  },
});
