/** Proposing milestones during a contract, and editing a proposed one (docs/milestones.md). */
import {
  endpoints,
  ZCreateMilestonesBody,
  ZCreateMilestonesQuery,
  ZContractJobParams,
  ZMilestoneUpdateBody,
  ZMilestoneView,
  ZMilestonesResponse,
  type MilestoneInput,
} from '@mp/contracts';
import type { Database } from '../../db/types';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute, type Caller } from '../../http/route';
import type { Tenant } from '../../tenancy';
import { assertInContract, requireActor, requireContract, requireMilestone } from './contract';
import { recordMilestoneEvent } from './events';
import { editMilestoneData } from './moves';
import { assertMayPropose } from './proposer';
import { insertMilestones, toMilestoneView, type MilestoneRow } from './rows';

async function proposeMilestones(
  db: Database,
  tenant: Tenant,
  caller: Caller,
  target: { jobId: string; freelancerId?: string | undefined; proposalId?: string; field: string },
  inputs: readonly MilestoneInput[],
): Promise<MilestoneRow[]> {
  return db.transaction(async (tx) => {
    const contract = await requireContract(tx, tenant.id, caller, target.jobId, {
      freelancerId: target.freelancerId,
      field: target.field,
    });
    assertInContract(contract.job);
    const actor = requireActor(contract.actor);
    if (target.proposalId !== undefined && target.proposalId !== contract.proposal.id)
      throw httpErrors.unprocessable('Not the proposal of this contract', [
        { path: 'body.proposalId', message: 'Not the proposal of this contract' },
      ]);
    const proposer = assertMayPropose(tenant, actor);
    const rows = await insertMilestones(
      tx,
      tenant.id,
      {
        jobId: contract.job.id,
        proposalId: contract.proposal.id,
        freelancerId: contract.freelancerId,
      },
      proposer,
      inputs,
    );
    for (const row of rows)
      await recordMilestoneEvent(tx, {
        tenantId: tenant.id,
        jobId: row.job_id,
        milestoneId: row.id,
        kind: 'propose',
        fromStatus: null,
        toStatus: row.status,
        actorId: caller.userId,
        actorRole: actor,
      });
    return rows;
  });
}

export const milestoneUpdate = definePrivateRoute(endpoints.milestoneUpdate, {
  summary: 'Proposes a milestone on a contract, or edits a proposed one (milestone.milestoneId)',
  description:
    'The proposing side (the customer where customerCreatesMilestones is on for customers, else the freelancer) adds a proposed (0) milestone; the other side approves it. An edit is only for a proposed milestone, by the side that proposed it (409 INVALID_TRANSITION otherwise).',
  body: ZMilestoneUpdateBody,
  response: ZMilestoneView,
  handler: async ({ tenant, db, caller, body }) => {
    const { milestoneId, ...input } = body.milestone;
    if (milestoneId === undefined) {
      const [row] = await proposeMilestones(
        db,
        tenant,
        caller,
        {
          jobId: body.jobID,
          freelancerId: body.freelancerId,
          proposalId: body.proposalId,
          field: 'body.freelancerId',
        },
        [input],
      );
      if (row === undefined) throw new Error('milestone_update: nothing was inserted');
      return toMilestoneView(row);
    }
    return db.transaction(async (tx) => {
      const found = await requireMilestone(tx, tenant.id, caller, milestoneId, {
        jobId: body.jobID,
        forUpdate: true,
      });
      const actor = requireActor(found.actor);
      assertInContract(found.job);
      const row = await editMilestoneData(tx, {
        tenantId: tenant.id,
        milestone: found.milestone,
        actor,
        actorId: caller.userId,
        data: {
          title: input.title,
          description: input.description,
          amount: input.amount,
          dueDate: input.dueDate,
          files: input.files,
        },
      });
      return toMilestoneView(row);
    });
  },
});

export const createMilestones = definePrivateRoute(endpoints.createMilestones, {
  summary: 'Proposes several milestones on a contract at once',
  description:
    'Like milestone_update without milestoneId, for 1-20 milestones; `freelancerId` names the contract when the customer proposes on a job with more than one.',
  params: ZContractJobParams,
  query: ZCreateMilestonesQuery,
  body: ZCreateMilestonesBody,
  response: ZMilestonesResponse,
  handler: async ({ tenant, db, caller, params, query, body }) => {
    const rows = await proposeMilestones(
      db,
      tenant,
      caller,
      { jobId: params.jobId, freelancerId: query.freelancerId, field: 'query.freelancerId' },
      body.milestones,
    );
    return { milestones: rows.map((row) => toMilestoneView(row)) };
  },
});
