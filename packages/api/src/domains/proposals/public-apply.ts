import {
  ZProposalComposeParams,
  ZPublicApplyRequest,
  ZSentProposalResponse,
  endpoints,
} from '@mp/contracts';
import { definePublicRoute } from '../../http/route';
import { SIGNATURE_PURPOSES, useSignature } from '../jobs';
import { deliverNotifications } from '../notifications';
import { sendProposal } from './send';
import { lockJob, requireFreelancer } from './store';

export const publicApply = definePublicRoute(endpoints.publicApply, {
  summary:
    "Applies to a job through a signed link: sends the freelancer's draft, or a proposal of the job's suggested tasks",
  description:
    'The signature (purpose apply, ids [jobId, userId]) comes with the invitation. A forged or expired signature is 403, a used one 409; nothing is written then. The invitation, if any, is marked accepted.',
  params: ZProposalComposeParams,
  body: ZPublicApplyRequest,
  response: ZSentProposalResponse,
  handler: async (ctx) => {
    const { tenant, db, secrets, params, body } = ctx;
    const { notificationId, ...sent } = await db.transaction(async (tx) => {
      await useSignature(
        tx,
        secrets,
        tenant.id,
        SIGNATURE_PURPOSES.apply,
        [params.jobId, body.userId],
        body.signature,
      );
      const freelancer = await requireFreelancer(tx, tenant.id, body.userId);
      const job = await lockJob(tx, tenant.id, params.jobId);
      const sent = await sendProposal(tx, tenant, job, body.userId, {
        fillFromJob: true,
        freelancerRole: freelancer.freelancer_role,
        contactWarningAcknowledged: body.contactWarningAcknowledged === true,
      });
      await tx.query(
        `UPDATE job_invitations SET status = 'ACCEPTED', accepted_at = coalesce(accepted_at, now())
          WHERE tenant_id = $1 AND job_id = $2 AND freelancer_id = $3`,
        [tenant.id, job.id, body.userId],
      );
      return sent;
    });
    await deliverNotifications(ctx, tenant, [notificationId]);
    return sent;
  },
});
