/** Seeds the jobs of data/jobs.ts: validated, inserted only when missing (idempotent). */
import { ZJobInput, type SeededAccount } from '@mp/contracts';
import { toJson, type Queryable } from '../db/types';
import type { ContractSeed, JobSeed } from './data/jobs';

function ownerId(seed: JobSeed, accounts: readonly SeededAccount[]): string | null {
  const email = `${seed.customer}@${seed.tenantId}.test`;
  return accounts.find((a) => a.tenantId === seed.tenantId && a.email === email)?.userId ?? null;
}

export async function insertSeedJobs(
  tx: Queryable,
  jobs: readonly JobSeed[],
  accounts: readonly SeededAccount[],
): Promise<void> {
  for (const seed of jobs) {
    const customerId = ownerId(seed, accounts);
    // A seed without its tenant or customer (a partial seed in tests) is skipped.
    if (customerId === null) continue;
    const parsed = ZJobInput.safeParse(seed.job);
    if (!parsed.success) throw new Error(`Invalid seed job ${seed.id}: ${parsed.error.message}`);
    const job = parsed.data;
    const closed = seed.status === 'ENDED' || seed.status.endsWith('_CLOSED');
    await tx.query(
      `INSERT INTO jobs (tenant_id, id, customer_id, root_job_id, status, title, description, budget,
         contract_type, cycle_duration, service_id, skills, location_address, latitude, longitude,
         remote, attachments, tax_type, tax_rate, skip_payments, found, closed_at, created_at,
         last_modified)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13, $14, $15, $16,
         '[]'::jsonb, $17, $18, 'false'::jsonb,
         CASE WHEN $19 THEN true END, CASE WHEN $19 THEN now() END,
         now() - make_interval(days => $20::int), now() - make_interval(days => $20::int)
        WHERE EXISTS (SELECT 1 FROM users WHERE tenant_id = $1 AND id = $3)
       ON CONFLICT (tenant_id, id) DO NOTHING`,
      [
        seed.tenantId,
        seed.id,
        customerId,
        job.rootJobId ?? null,
        seed.status,
        job.title,
        job.description ?? '',
        job.budget,
        job.contractType,
        job.cycleDuration ?? null,
        job.serviceId ?? null,
        toJson(job.skills ?? []),
        job.location?.address ?? '',
        job.location?.coordinates?.lat ?? null,
        job.location?.coordinates?.lng ?? null,
        job.location?.remote ?? true,
        job.tax?.taxType ?? null,
        job.tax?.taxRate ?? null,
        closed,
        seed.postedDaysAgo,
      ],
    );
  }
}

/**
 * Seeds contracts: the freelancer's accepted proposal on a seeded job in contract, its tasks as
 * pending milestones. Inserted only when missing; a partial seed without the users is skipped.
 */
export async function insertSeedContracts(
  tx: Queryable,
  contracts: readonly ContractSeed[],
  accounts: readonly SeededAccount[],
): Promise<void> {
  for (const seed of contracts) {
    const email = `${seed.freelancer}@${seed.tenantId}.test`;
    const freelancerId = accounts.find(
      (a) => a.tenantId === seed.tenantId && a.email === email,
    )?.userId;
    if (freelancerId === undefined) continue;
    const job = await tx.query('SELECT 1 FROM jobs WHERE tenant_id = $1 AND id = $2', [
      seed.tenantId,
      seed.jobId,
    ]);
    if (job.rows.length === 0) continue;
    const tasks = seed.milestones.map((m) => ({
      taskId: m.id,
      title: m.title,
      description: m.description,
      amount: m.amount,
      dueDate: null,
    }));
    const inserted = await tx.query(
      `INSERT INTO proposals (tenant_id, id, job_id, freelancer_id, description, tasks, status,
         offer_sent_at, accepted_at, created_at)
       SELECT $1, $2, $3, $4, $5, $6::jsonb, 4, now() - interval '4 days', now() - interval '3 days',
         now() - interval '5 days'
        WHERE EXISTS (SELECT 1 FROM users WHERE tenant_id = $1 AND id = $4)
       ON CONFLICT (tenant_id, id) DO NOTHING`,
      [seed.tenantId, seed.proposalId, seed.jobId, freelancerId, seed.description, toJson(tasks)],
    );
    if (inserted.rowCount === 0) continue;
    let position = 0;
    for (const milestone of seed.milestones) {
      await tx.query(
        `INSERT INTO milestones (tenant_id, id, job_id, proposal_id, freelancer_id, title,
           description, amount, status, position, proposed_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 1, $9, 'freelancer')
         ON CONFLICT (tenant_id, id) DO NOTHING`,
        [
          seed.tenantId,
          milestone.id,
          seed.jobId,
          seed.proposalId,
          freelancerId,
          milestone.title,
          milestone.description,
          milestone.amount,
          position,
        ],
      );
      position += 1;
    }
  }
}
