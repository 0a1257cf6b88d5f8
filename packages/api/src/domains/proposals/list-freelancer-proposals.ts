import {
  ZFreelancerProposalsRequest,
  ZFreelancerProposalsResponse,
  endpoints,
} from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { toJob, toProposal } from '../jobs';
import { freelancerProposals } from './lists';

export const listFreelancerProposals = definePrivateRoute(endpoints.listFreelancerProposals, {
  summary:
    "The caller's proposals (drafts, sent, accepted, rejected) with their jobs, newest first; offerStatus filters",
  body: ZFreelancerProposalsRequest,
  response: ZFreelancerProposalsResponse,
  handler: async ({ tenant, db, caller, body }) => {
    const entries = (await freelancerProposals(db, tenant.id, caller.userId)).map((entry) => ({
      job: toJob(entry.job),
      proposal: toProposal(entry.proposal),
    }));
    return {
      proposals:
        body.offerStatus === undefined
          ? entries
          : entries.filter((entry) => entry.proposal.offerStatus === body.offerStatus),
    };
  },
});
