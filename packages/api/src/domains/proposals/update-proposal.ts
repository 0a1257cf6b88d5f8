import { ZProposalResponse, ZUpdateProposalRequest, endpoints } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { saveDraft } from './drafts';
import { assertSelf, lockJob, touchJobRow } from './store';
import { toProposal } from '../jobs';

export const updateProposal = definePrivateRoute(endpoints.updateProposal, {
  summary: "Creates or updates the caller's draft proposal on a job (statuses 0-3)",
  description:
    'A sent (4) or rejected (5) proposal cannot be edited (409); nor can proposals be drafted on closed jobs or jobs in contract (409). offerSentAt is set by sending, a value here is ignored.',
  body: ZUpdateProposalRequest,
  response: ZProposalResponse,
  handler: async ({ tenant, db, caller, body }) => {
    return db.transaction(async (tx) => {
      const job = await lockJob(tx, tenant.id, body.jobID);
      assertSelf(caller, body.freelancerId, 'freelancerId');
      const proposal = await saveDraft(
        tx,
        tenant,
        job,
        caller.userId,
        body.proposal,
        'body.proposal',
      );
      await touchJobRow(tx, job);
      return toProposal(proposal);
    });
  },
});
