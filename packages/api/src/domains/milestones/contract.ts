/**
 * Whose contract a milestone call is about, and as which side the caller acts
 * (docs/milestones.md#who-proposes): the job's customer, or the freelancer hired on it.
 */
import { JOB_STATUS, ROLES, type ContractActor } from '@mp/contracts';
import type { Queryable } from '../../db/types';
import { httpErrors } from '../../http/errors';
import type { Caller } from '../../http/route';
import {
  findContractProposal,
  hiredFreelancerIds,
  JOB_STATUS_LABELS,
  jobNotFound,
  requireJob,
  type JobRow,
  type ProposalRow,
} from '../jobs';
import { findMilestone, type MilestoneRow } from './rows';

export type PartyRole = Exclude<ContractActor, 'provider'>;

export interface Contract {
  job: JobRow;
  freelancerId: string;
  proposal: ProposalRow;
  /** The side the caller acts as; null for an administrator, who may read but not act. */
  actor: PartyRole | null;
}

/** The freelancer whose contract a customer means: the one named, or the only one hired. */
async function contractFreelancer(
  db: Queryable,
  job: JobRow,
  caller: Caller,
  named: string | undefined,
  field: string,
): Promise<string> {
  if (caller.role === ROLES.freelancer) {
    if (named !== undefined && named !== caller.userId)
      throw httpErrors.forbidden('A freelancer acts only on their own contract');
    return caller.userId;
  }
  if (named !== undefined) return named;
  const hired = await hiredFreelancerIds(db, job.tenant_id, job.id);
  if (hired.length === 1 && hired[0] !== undefined) return hired[0];
  throw httpErrors.unprocessable('Name the freelancer whose contract this is', [
    { path: field, message: 'Required: the job has more than one contract, or none' },
  ]);
}

function actorOf(caller: Caller, job: JobRow, freelancerId: string): PartyRole | null | undefined {
  if (caller.userId === job.customer_id) return 'customer';
  if (caller.userId === freelancerId) return 'freelancer';
  if (caller.role === ROLES.administrator) return null;
  return undefined;
}

/** The contract of `freelancerId` (or the caller's own) on a job the caller is a party of. */
export async function requireContract(
  db: Queryable,
  tenantId: string,
  caller: Caller,
  jobId: string,
  named: { freelancerId?: string | undefined; field: string },
): Promise<Contract> {
  const job = await requireJob(db, tenantId, jobId);
  const isParty = caller.userId === job.customer_id || caller.role !== ROLES.customer;
  if (!isParty) throw jobNotFound();
  const freelancerId = await contractFreelancer(db, job, caller, named.freelancerId, named.field);
  const actor = actorOf(caller, job, freelancerId);
  if (actor === undefined) throw jobNotFound();
  const proposal = await findContractProposal(db, tenantId, job.id, freelancerId);
  // A freelancer without a contract here learns nothing of the job.
  if (proposal === null && actor === 'freelancer') throw jobNotFound();
  if (proposal === null)
    throw httpErrors.conflict('There is no accepted contract with this freelancer on the job');
  return { job, freelancerId, proposal, actor };
}

export interface MilestoneInContract {
  milestone: MilestoneRow;
  job: JobRow;
  actor: PartyRole | null;
}

/**
 * A milestone of a contract the caller is a party of (or, for reading, any as an administrator);
 * 404 for anyone else, and when `jobId` is not its job. `forUpdate` locks the milestone.
 */
export async function requireMilestone(
  db: Queryable,
  tenantId: string,
  caller: Caller,
  milestoneId: string,
  options: { jobId?: string; forUpdate?: boolean } = {},
): Promise<MilestoneInContract> {
  const milestone = await findMilestone(db, tenantId, milestoneId, {
    forUpdate: options.forUpdate === true,
  });
  if (milestone === null) throw httpErrors.milestoneNotFound();
  if (options.jobId !== undefined && options.jobId !== milestone.job_id)
    throw httpErrors.milestoneNotFound();
  const job = await requireJob(db, tenantId, milestone.job_id);
  const actor = actorOf(caller, job, milestone.freelancer_id);
  if (actor === undefined) throw httpErrors.milestoneNotFound();
  return { milestone, job, actor };
}

/** The side the caller must act as; administrators may read contracts but not act on them. */
export function requireActor(actor: PartyRole | null): PartyRole {
  if (actor === null)
    throw httpErrors.forbidden('Administrators may read contracts; only their parties act');
  return actor;
}

/** Work moves on only while the job is in contract. */
export function assertInContract(job: JobRow): void {
  if (job.status !== JOB_STATUS.contract)
    throw httpErrors.conflict(
      `The job is ${JOB_STATUS_LABELS[job.status]} (${job.status}): its milestones move only while it is in contract`,
    );
}
