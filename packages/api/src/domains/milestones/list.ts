/** The contract's milestones and its timeline, for its parties and administrators. */
import {
  endpoints,
  ZContractJobParams,
  ZListMilestonesQuery,
  ZMilestoneEventsResponse,
  ZMilestonesResponse,
  ZRecurringResponse,
} from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { requireContract } from './contract';
import { contractEvents } from './events';
import { rulesOfContract } from './recurring';
import { milestonesOfContract, toMilestoneView } from './rows';

export const listMilestones = definePrivateRoute(endpoints.listMilestones, {
  summary: "One contract's milestones, in order, with their payment and payout state",
  description:
    "The job's customer names the freelancer (`freelancerId`, optional when the job has one contract); a freelancer sees their own contract; administrators read any.",
  params: ZContractJobParams,
  query: ZListMilestonesQuery,
  response: ZMilestonesResponse,
  handler: async ({ tenant, db, caller, params, query }) => {
    const contract = await requireContract(db, tenant.id, caller, params.jobId, {
      freelancerId: query.freelancerId,
      field: 'query.freelancerId',
    });
    const rows = await milestonesOfContract(db, tenant.id, contract.job.id, contract.freelancerId);
    return { milestones: rows.map(toMilestoneView) };
  },
});

export const listMilestoneEvents = definePrivateRoute(endpoints.listMilestoneEvents, {
  summary: "The contract's timeline: every move of its milestones and cycles, newest first",
  params: ZContractJobParams,
  query: ZListMilestonesQuery,
  response: ZMilestoneEventsResponse,
  handler: async ({ tenant, db, caller, params, query }) => {
    const contract = await requireContract(db, tenant.id, caller, params.jobId, {
      freelancerId: query.freelancerId,
      field: 'query.freelancerId',
    });
    return {
      events: await contractEvents(db, tenant.id, contract.job.id, contract.freelancerId),
    };
  },
});

export const listRecurring = definePrivateRoute(endpoints.listRecurring, {
  summary: "A contract's recurring work ('Ongoing Work') with its cycles, newest first",
  params: ZContractJobParams,
  query: ZListMilestonesQuery,
  response: ZRecurringResponse,
  handler: async ({ tenant, db, caller, params, query }) => {
    const contract = await requireContract(db, tenant.id, caller, params.jobId, {
      freelancerId: query.freelancerId,
      field: 'query.freelancerId',
    });
    return {
      recurring: await rulesOfContract(db, tenant.id, contract.job.id, contract.freelancerId),
    };
  },
});
