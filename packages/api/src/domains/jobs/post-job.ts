import { randomUUID } from 'node:crypto';
import { CONTRACT_TYPE, ZPostJobBody, ZPostJobResponse, endpoints } from '@mp/contracts';
import { toJson } from '../../db/types';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import { identityVerificationRefusal } from '../payments';
import { checkJobInput, postingUnavailableReasons } from './input';
import { JOB_COLUMNS, toJob, type JobRow } from './rows';

export const postJob = definePrivateRoute(endpoints.postJob, {
  summary: 'Posts a job (FRESH_JOB); with dryRun only validates and checks availability',
  description:
    'A dry run writes nothing and answers whether the caller may post now (post-job switch, approval, account state, identity verification) with the reasons; 403 IDENTITY_VERIFICATION_REQUIRED while the tenant requires an unverified customer to verify first; references (service, skills, attachments, rootJobId) are checked in both modes (422 naming the field).',
  body: ZPostJobBody,
  response: ZPostJobResponse,
  handler: async ({ tenant, db, caller, body }) => {
    const dryRun = body.dryRun === true;
    const reasons = await postingUnavailableReasons(db, tenant, caller);
    const { attachments } = await checkJobInput(db, caller, body.job, 'body.job');
    const verification = await identityVerificationRefusal(db, tenant, caller, 'post a job');
    if (dryRun) {
      const all = verification === null ? reasons : [...reasons, verification.message];
      return { dryRun, available: all.length === 0, reasons: all, job: null };
    }
    if (reasons.length > 0) throw httpErrors.forbidden(reasons.join('; '));
    if (verification !== null) throw verification;
    const job = body.job;
    const location = job.location ?? { address: '', coordinates: null, remote: true };
    const result = await db.query<JobRow>(
      `INSERT INTO jobs (tenant_id, id, customer_id, root_job_id, title, description, budget,
         contract_type, cycle_duration, service_id, skills, location_address, latitude, longitude,
         remote, attachments, tax_type, tax_rate, skip_payments)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12, $13, $14, $15, $16::jsonb,
         $17, $18, $19::jsonb)
       RETURNING ${JOB_COLUMNS}`,
      [
        tenant.id,
        randomUUID(),
        caller.userId,
        job.rootJobId ?? null,
        job.title,
        job.description ?? '',
        job.budget,
        job.contractType,
        job.contractType === CONTRACT_TYPE.payByWeekOrMonth ? (job.cycleDuration ?? null) : null,
        job.serviceId ?? null,
        toJson(job.skills ?? []),
        location.address,
        location.coordinates?.lat ?? null,
        location.coordinates?.lng ?? null,
        location.remote,
        toJson(attachments ?? []),
        job.tax?.taxType ?? null,
        job.tax?.taxRate ?? null,
        toJson(job.skipPayments ?? false),
      ],
    );
    const row = result.rows[0];
    if (row === undefined) throw new Error('post_job: the insert returned no row');
    return { dryRun, available: true, reasons: [], job: toJob(row) };
  },
});
