import {
  JOB_STATUS,
  MILESTONE_STATUS,
  ROLES,
  ZProposalContractResponse,
  ZUpdateContractRequest,
  endpoints,
} from '@mp/contracts';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import { JOB_STATUS_LABELS } from '../jobs';
import {
  contractAnswer,
  moveMilestonesToPending,
  pickMilestones,
  requireContractProposal,
} from './contract';
import { insertProposedMilestones, milestonesOfProposal } from '../milestones';
import { assertSelf, lockJob, lockOwnedJob, normaliseTasks, touchJobRow } from './store';

export const updateContract = definePrivateRoute(endpoints.updateContract, {
  summary:
    'Changes the terms of a contract in progress: either side adds tasks (new proposed milestones) or removes proposed ones; the customer accepts proposed milestones (milestonesIds -> pending)',
  description:
    "Only while the job is in contract with that freelancer (409 otherwise). Freelancers act on their own contract (freelancerID = caller, else 403); customers on their own jobs (404 otherwise). Milestones that are pending or further cannot be removed (409); ids that are not the contract's milestones are 422.",
  body: ZUpdateContractRequest,
  response: ZProposalContractResponse,
  handler: async ({ tenant, db, caller, body }) =>
    db.transaction(async (tx) => {
      const isCustomer = caller.role === ROLES.customer;
      const job = isCustomer
        ? await lockOwnedJob(tx, tenant.id, body.jobID, caller)
        : await lockJob(tx, tenant.id, body.jobID);
      if (!isCustomer) assertSelf(caller, body.freelancerID, 'freelancerID');
      if (job.status !== JOB_STATUS.contract) {
        throw httpErrors.conflict(
          `Contract terms change only while the job is in contract; it is ${JOB_STATUS_LABELS[job.status]} (${job.status})`,
        );
      }
      const proposal = await requireContractProposal(tx, job, body.freelancerID);
      if (body.milestonesIds !== undefined && !isCustomer) {
        throw httpErrors.forbidden("Only the job's customer accepts milestones");
      }
      const existing = await milestonesOfProposal(tx, tenant.id, proposal.id);
      const toRemove = pickMilestones(
        existing,
        body.removeMilestonesIds ?? [],
        'body.removeMilestonesIds',
      );
      const started = toRemove.filter((m) => m.status !== MILESTONE_STATUS.proposed);
      if (started.length > 0) {
        throw httpErrors.conflict(
          `Only proposed milestones can be removed: ${started.map((m) => `"${m.title}"`).join(', ')} already started`,
        );
      }
      const toAccept = pickMilestones(existing, body.milestonesIds ?? [], 'body.milestonesIds');
      await moveMilestonesToPending(tx, tenant.id, toAccept);
      if (toRemove.length > 0) {
        await tx.query('DELETE FROM milestones WHERE tenant_id = $1 AND id = ANY($2::text[])', [
          tenant.id,
          toRemove.map((m) => m.id),
        ]);
      }
      if (body.tasks !== undefined && body.tasks.length > 0) {
        await insertProposedMilestones(tx, tenant.id, proposal, normaliseTasks(body.tasks));
      }
      await touchJobRow(tx, job);
      return contractAnswer(tx, proposal, job.status);
    }),
});
