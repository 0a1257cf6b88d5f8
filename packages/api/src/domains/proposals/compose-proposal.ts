import {
  JOB_STATUS,
  ZProposalComposeParams,
  ZProposalComposeResponse,
  endpoints,
} from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { isClosed, jobNotFound, requireJob, toJob, toProposal } from '../jobs';
import { suggestedTasks } from './compose';
import { findProposalOf } from './rows';
import { consentDataTypes } from './store';

export const composeProposal = definePrivateRoute(endpoints.composeProposal, {
  summary:
    "What a freelancer needs to write a proposal: the job's public view, their proposal if any, suggested tasks and the data types to consent to",
  params: ZProposalComposeParams,
  response: ZProposalComposeResponse,
  handler: async ({ tenant, db, caller, params }) => {
    const job = await requireJob(db, tenant.id, params.jobId);
    const proposal = await findProposalOf(db, tenant.id, job.id, caller.userId);
    // Closed jobs are not offered to freelancers who never proposed on them.
    if (isClosed(job.status) && proposal === null) throw jobNotFound();
    return {
      job: toJob(job),
      proposal: proposal ? toProposal(proposal) : null,
      suggestedTasks: suggestedTasks(job),
      dataTypes: consentDataTypes(tenant),
      canSend:
        !isClosed(job.status) &&
        job.status !== JOB_STATUS.contract &&
        (proposal === null || proposal.status < 4),
    };
  },
});
