/** Contract rules shared by accept_contract, update_contract and team decline. */
import { MILESTONE_STATUS, PROPOSAL_STATUS } from '@mp/contracts';
import type { Queryable } from '../../db/types';
import { httpErrors } from '../../http/errors';
import { toProposal, type JobRow, type ProposalRow } from '../jobs';
import { milestonesOfProposal, toMilestone, type MilestoneRow } from '../milestones';
import { findProposalOf } from './rows';

/** The freelancer's sent, not rejected proposal on the job; 409 with the reason otherwise. */
export async function requireSentProposalOf(
  tx: Queryable,
  job: JobRow,
  freelancerId: string,
): Promise<ProposalRow> {
  const proposal = await findProposalOf(tx, job.tenant_id, job.id, freelancerId);
  if (proposal === null || proposal.status < PROPOSAL_STATUS.created) {
    throw httpErrors.conflict('The freelancer has not sent a proposal on this job');
  }
  if (proposal.status === PROPOSAL_STATUS.rejected) {
    throw httpErrors.conflict('The proposal was rejected: it cannot be accepted');
  }
  return proposal;
}

/** The accepted proposal (contract) of the freelancer on the job; 409 when there is none. */
export async function requireContractProposal(
  tx: Queryable,
  job: JobRow,
  freelancerId: string,
): Promise<ProposalRow> {
  const proposal = await findProposalOf(tx, job.tenant_id, job.id, freelancerId);
  if (
    proposal === null ||
    proposal.status !== PROPOSAL_STATUS.created ||
    proposal.accepted_at === null
  ) {
    throw httpErrors.conflict('There is no accepted contract with this freelancer on the job');
  }
  return proposal;
}

/** Ids must be milestones of the proposal; 422 naming the field otherwise. */
export function pickMilestones(
  milestones: readonly MilestoneRow[],
  ids: readonly string[],
  field: string,
): MilestoneRow[] {
  const byId = new Map(milestones.map((m) => [m.id, m]));
  const unknown = [...new Set(ids)].filter((id) => !byId.has(id));
  if (unknown.length > 0) {
    throw httpErrors.unprocessable(`Not milestones of this proposal: ${unknown.join(', ')}`, [
      { path: field, message: `Not milestones of this proposal: ${unknown.join(', ')}` },
    ]);
  }
  return [...new Set(ids)].map((id) => byId.get(id) as MilestoneRow);
}

/** Milestones that have not started paying: proposed or pending. */
export function beforePayments(milestone: Pick<MilestoneRow, 'status'>): boolean {
  return (
    milestone.status === MILESTONE_STATUS.proposed || milestone.status === MILESTONE_STATUS.pending
  );
}

export async function moveMilestonesToPending(
  tx: Queryable,
  tenantId: string,
  milestones: readonly MilestoneRow[],
): Promise<void> {
  const notProposed = milestones.filter((m) => m.status !== MILESTONE_STATUS.proposed);
  if (notProposed.length > 0) {
    throw httpErrors.conflict(
      `Only proposed milestones can be accepted: ${notProposed.map((m) => `"${m.title}"`).join(', ')} already moved on`,
    );
  }
  if (milestones.length === 0) return;
  await tx.query(
    `UPDATE milestones SET status = ${MILESTONE_STATUS.pending}, last_modified = now()
      WHERE tenant_id = $1 AND id = ANY($2::text[])`,
    [tenantId, milestones.map((m) => m.id)],
  );
}

export async function contractAnswer(
  tx: Queryable,
  proposal: ProposalRow,
  jobStatus: JobRow['status'],
) {
  const milestones = await milestonesOfProposal(tx, proposal.tenant_id, proposal.id);
  return { proposal: toProposal(proposal), milestones: milestones.map(toMilestone), jobStatus };
}
