import {
  CONTRACT_TYPE,
  JOB_STATUS,
  MILESTONE_STATUS,
  ZAcceptContractRequest,
  ZProposalContractResponse,
  type JobStatus,
  endpoints,
} from '@mp/contracts';
import { toJson, type Queryable } from '../../db/types';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import {
  assertOpen,
  JOB_STATUS_LABELS,
  PROPOSAL_COLUMNS,
  transitionJob,
  type JobRow,
  type ProposalRow,
} from '../jobs';
import { NOTIFICATION_KIND, createNotification, deliverNotifications } from '../notifications';
import {
  contractAnswer,
  moveMilestonesToPending,
  pickMilestones,
  requireSentProposalOf,
} from './contract';
import { milestonesOfProposal, startRecurringRule, type MilestoneRow } from '../milestones';
import { findUser } from '../users';

import { lockOwnedJob } from './store';

const CONTRACT_FROM: readonly JobStatus[] = [JOB_STATUS.inDiscussion, JOB_STATUS.meetingJob];

function acceptedDataTypes(proposal: ProposalRow, ids: readonly string[] | undefined): string[] {
  if (ids === undefined) return [];
  const consented = new Set(proposal.consented_data_type_ids);
  const missing = [...new Set(ids)].filter((id) => !consented.has(id));
  if (missing.length > 0) {
    throw httpErrors.unprocessable(
      `The freelancer did not consent to share: ${missing.join(', ')}`,
      [
        {
          path: 'body.acceptContractCustomDataTypes',
          message: `Not among the proposal's consentedDataTypeIds: ${missing.join(', ')}`,
        },
      ],
    );
  }
  return [...new Set(ids)];
}

/**
 * An ongoing (pay by week/month) contract runs on a recurring rule (docs/milestones.md#recurring-work):
 * its first chosen milestone becomes the rule's handle, the rate is the freelancer's hourly rate
 * (or that milestone's amount when the profile has none), and a known budget caps the hours of
 * a cycle.
 */
async function startOngoingWork(
  tx: Queryable,
  tenantId: string,
  job: JobRow,
  freelancerId: string,
  chosen: readonly MilestoneRow[],
): Promise<void> {
  const handle = chosen[0];
  if (handle === undefined)
    throw httpErrors.unprocessable(
      "Ongoing work starts from at least one of the proposal's milestones",
      [{ path: 'body.milestonesIds', message: 'Choose at least one milestone' }],
    );
  const freelancer = await findUser(tx, tenantId, freelancerId);
  const rate =
    Number(freelancer?.hourly_rate ?? 0) > 0 ? Number(freelancer?.hourly_rate) : handle.amount;
  const budget = Number(job.budget);
  const cap = budget > 0 && rate > 0 ? Math.floor((budget / rate) * 100) / 100 : null;
  await startRecurringRule(tx, {
    tenantId,
    jobId: job.id,
    freelancerId,
    milestoneId: handle.id,
    cycleDuration: job.cycle_duration ?? 'week',
    hourlyRate: Math.round(rate),
    // Less than an hour a cycle is no cap a person would set: leave the hours open.
    maxHoursPerCycle: cap !== null && cap >= 1 ? cap : null,
    startsAt: new Date(),
  });
}

export const acceptContract = definePrivateRoute(endpoints.acceptContract, {
  summary:
    "The job's customer accepts a freelancer's sent proposal (acceptOffer, or acceptContractCustomDataTypes): the job goes in contract and the chosen milestones become pending",
  description:
    "milestonesIds: the proposal's milestones to start (default all). From in discussion or meeting job only (409 otherwise, e.g. already in contract or closed). A draft, rejected or already accepted proposal: 409. Other proposals stay as they are.",
  body: ZAcceptContractRequest,
  response: ZProposalContractResponse,
  handler: async (ctx) => {
    const { tenant, db, caller, body } = ctx;
    let notificationId = '';
    const answer = await db.transaction(async (tx) => {
      const job = await lockOwnedJob(tx, tenant.id, body.jobID, caller);
      assertOpen(job, 'accept a contract');
      const proposal = await requireSentProposalOf(tx, job, body.freelancerID);
      if (proposal.accepted_at !== null) {
        throw httpErrors.conflict('The proposal is already accepted');
      }
      const dataTypes = acceptedDataTypes(
        proposal,
        'acceptContractCustomDataTypes' in body ? body.acceptContractCustomDataTypes : undefined,
      );
      const milestones = await milestonesOfProposal(tx, tenant.id, proposal.id);
      const chosen =
        body.milestonesIds === undefined
          ? milestones.filter((m) => m.status === MILESTONE_STATUS.proposed)
          : pickMilestones(milestones, body.milestonesIds, 'body.milestonesIds');
      if (!CONTRACT_FROM.includes(job.status)) {
        throw httpErrors.conflict(
          `The job is ${JOB_STATUS_LABELS[job.status]} (${job.status}): only a job in discussion or a meeting job can go in contract`,
        );
      }
      const { status: jobStatus } = await transitionJob(
        tx,
        tenant.id,
        job.id,
        CONTRACT_FROM,
        JOB_STATUS.contract,
      );
      await moveMilestonesToPending(tx, tenant.id, chosen);
      if (job.contract_type === CONTRACT_TYPE.payByWeekOrMonth)
        await startOngoingWork(tx, tenant.id, job, proposal.freelancer_id, chosen);
      const accepted = await tx.query<ProposalRow>(
        `UPDATE proposals SET accepted_at = now(), contract_data_type_ids = $3::jsonb,
           last_modified = now()
          WHERE tenant_id = $1 AND id = $2 RETURNING ${PROPOSAL_COLUMNS}`,
        [tenant.id, proposal.id, toJson(dataTypes)],
      );
      notificationId = await createNotification(tx, {
        tenantId: tenant.id,
        recipientId: proposal.freelancer_id,
        kind: NOTIFICATION_KIND.contractAccepted,
        createdBy: caller.userId,
        payload: { jobId: job.id, proposalId: proposal.id, jobTitle: job.title },
      });
      return contractAnswer(tx, accepted.rows[0] as ProposalRow, jobStatus);
    });
    await deliverNotifications(ctx, tenant, [notificationId]);
    return answer;
  },
});
