import {
  ZCreateProposalRequest,
  ZProposalComposeParams,
  ZSentProposalResponse,
  endpoints,
} from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { deliverNotifications } from '../notifications';
import { sendProposal } from './send';
import { lockJob } from './store';

export const createProposal = definePrivateRoute(endpoints.createProposal, {
  summary:
    "Sends the caller's draft on the job with the data types they consent to share (ids of the tenant's data types)",
  description:
    'As POST /jobs/send_proposal; consentedDataTypeIds replaces the draft consents, unknown ids are 422.',
  params: ZProposalComposeParams,
  body: ZCreateProposalRequest,
  response: ZSentProposalResponse,
  handler: async (ctx) => {
    const { tenant, db, caller, params, body } = ctx;
    const { notificationId, ...sent } = await db.transaction(async (tx) =>
      sendProposal(tx, tenant, await lockJob(tx, tenant.id, params.jobId), caller.userId, {
        consentedDataTypeIds: body.consentedDataTypeIds,
        freelancerRole: caller.freelancerRole,
        contactWarningAcknowledged: body.contactWarningAcknowledged === true,
      }),
    );
    await deliverNotifications(ctx, tenant, [notificationId]);
    return sent;
  },
});
