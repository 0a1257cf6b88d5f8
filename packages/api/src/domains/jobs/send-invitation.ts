import { ZInvitationResponse, ZSendInvitationBody, endpoints } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { deliverNotifications } from '../notifications';
import { inviteFreelancer } from './invitations';
import { INVITATION_LIMITS } from './limits';
import { requireOwnedJob } from './store';

export const sendInvitation = definePrivateRoute(endpoints.customerSendInvitation, {
  summary: "Invites a freelancer of the tenant to the customer's open job",
  description:
    'Writes a job_invitations row and a JOB_INVITATION notification for the freelancer carrying a signed public apply link. Inviting again writes nothing (created: false). Closed job: 409.',
  body: ZSendInvitationBody,
  response: ZInvitationResponse,
  rateLimit: INVITATION_LIMITS,
  handler: async (ctx) => {
    const { tenant, db, secrets, caller, body } = ctx;
    const { notificationId, ...answer } = await db.transaction(async (tx) => {
      const job = await requireOwnedJob(tx, tenant.id, body.jobID, caller, { forUpdate: true });
      return inviteFreelancer(tx, secrets, job, body.freelancerID, 'body.freelancerID');
    });
    if (notificationId !== null) await deliverNotifications(ctx, tenant, [notificationId]);
    return answer;
  },
});
