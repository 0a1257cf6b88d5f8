/** Seeds the jobs of data/jobs.ts: validated, inserted only when missing (idempotent). */
import { ZJobInput, type SeededAccount } from '@mp/contracts';
import { toJson, type Queryable } from '../db/types';
import type { JobSeed } from './data/jobs';

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
