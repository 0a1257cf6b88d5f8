import {
  JOB_STATUS,
  ZFreelancerContractsRequest,
  ZFreelancerContractsResponse,
  endpoints,
} from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { toJob, toProposal } from '../jobs';
import { freelancerProposals } from './lists';
import { milestonesOfProposals, toMilestone } from '../milestones';

export const listFreelancerContracts = definePrivateRoute(endpoints.listFreelancerContracts, {
  summary:
    "The caller's jobs in contract, each with the accepted proposal and its milestones (includeEnded adds ended ones)",
  body: ZFreelancerContractsRequest,
  response: ZFreelancerContractsResponse,
  handler: async ({ tenant, db, caller, body }) => {
    const statuses =
      body.includeEnded === true ? [JOB_STATUS.contract, JOB_STATUS.ended] : [JOB_STATUS.contract];
    const entries = await freelancerProposals(
      db,
      tenant.id,
      caller.userId,
      `AND p.status = 4 AND p.accepted_at IS NOT NULL
       AND j.status IN (${statuses.map((status) => `'${status}'`).join(', ')})`,
    );
    const milestones = await milestonesOfProposals(
      db,
      tenant.id,
      entries.map((entry) => entry.proposal.id),
    );
    return {
      contracts: entries.map((entry) => ({
        job: toJob(entry.job),
        proposal: toProposal(entry.proposal),
        milestones: (milestones.get(entry.proposal.id) ?? []).map(toMilestone),
      })),
    };
  },
});
