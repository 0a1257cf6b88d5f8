/**
 * Loading one proposal. Its row and `Proposal` mapping live with the jobs, whose views embed
 * them (jobs/job-proposals.ts).
 */
import type { Queryable } from '../../db/types';
import { PROPOSAL_COLUMNS, type ProposalRow } from '../jobs';

/** PROPOSAL_COLUMNS qualified with a table alias, for joins. */
export function proposalColumns(alias: string): string {
  return PROPOSAL_COLUMNS.split(',')
    .map((column) => `${alias}.${column.trim()}`)
    .join(', ');
}

export async function findProposal(
  db: Queryable,
  tenantId: string,
  proposalId: string,
): Promise<ProposalRow | null> {
  const result = await db.query<ProposalRow>(
    `SELECT ${PROPOSAL_COLUMNS} FROM proposals WHERE tenant_id = $1 AND id = $2`,
    [tenantId, proposalId],
  );
  return result.rows[0] ?? null;
}

/** The proposal of one freelancer on one job (at most one: UNIQUE (tenant, job, freelancer)). */
export async function findProposalOf(
  db: Queryable,
  tenantId: string,
  jobId: string,
  freelancerId: string,
): Promise<ProposalRow | null> {
  const result = await db.query<ProposalRow>(
    `SELECT ${PROPOSAL_COLUMNS} FROM proposals
      WHERE tenant_id = $1 AND job_id = $2 AND freelancer_id = $3`,
    [tenantId, jobId, freelancerId],
  );
  return result.rows[0] ?? null;
}
