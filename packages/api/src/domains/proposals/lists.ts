/** The freelancer's proposals and contracts, each with its job (one query, jobs joined). */
import type { Queryable } from '../../db/types';
import { jobColumns, type JobRow, type ProposalRow } from '../jobs';
import { proposalColumns } from './rows';

/** Most entries a freelancer list answers (newest first). */
export const FREELANCER_LIST_LIMIT = 500;

export interface JobAndProposal {
  job: JobRow;
  proposal: ProposalRow;
}

const JOB_PREFIX = 'job__';

function splitRow(row: Record<string, unknown>): JobAndProposal {
  const job: Record<string, unknown> = {};
  const proposal: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key.startsWith(JOB_PREFIX)) job[key.slice(JOB_PREFIX.length)] = value;
    else proposal[key] = value;
  }
  return { job: job as unknown as JobRow, proposal: proposal as unknown as ProposalRow };
}

function prefixedJobColumns(): string {
  return jobColumns('j')
    .split(',')
    .map((column) => {
      const name = column.trim().slice(2);
      return `j.${name} AS ${JOB_PREFIX}${name}`;
    })
    .join(', ');
}

/** The freelancer's proposals joined to their jobs; `where` adds conditions on p and j. */
export async function freelancerProposals(
  db: Queryable,
  tenantId: string,
  freelancerId: string,
  where = '',
): Promise<JobAndProposal[]> {
  const result = await db.query<Record<string, unknown>>(
    `SELECT ${proposalColumns('p')}, ${prefixedJobColumns()}
       FROM proposals p
       JOIN jobs j ON j.tenant_id = p.tenant_id AND j.id = p.job_id
      WHERE p.tenant_id = $1 AND p.freelancer_id = $2 ${where}
      ORDER BY p.last_modified DESC, p.id
      LIMIT ${FREELANCER_LIST_LIMIT}`,
    [tenantId, freelancerId],
  );
  return result.rows.map(splitRow);
}
