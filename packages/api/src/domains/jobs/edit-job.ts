import {
  CONTRACT_TYPE,
  ZEditJobBody,
  ZJobIdParams,
  ZJobView,
  type EditJobBody,
  type FileRef,
  endpoints,
} from '@mp/contracts';
import { toJson, type Queryable, type SqlParam } from '../../db/types';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import { checkJobInput } from './input';
import { JOB_COLUMNS, type JobRow } from './rows';
import { assertOpen, requireOwnedJob } from './store';
import { viewJob } from './view';

type Assignment = [column: string, value: SqlParam, cast?: string];

function assignments(
  body: EditJobBody,
  current: JobRow,
  attachments: FileRef[] | undefined,
): Assignment[] {
  const list: Assignment[] = [];
  const set = (column: string, value: SqlParam | undefined, cast?: string) => {
    if (value !== undefined)
      list.push(cast === undefined ? [column, value] : [column, value, cast]);
  };
  set('title', body.title);
  set('description', body.description);
  set('budget', body.budget);
  set('contract_type', body.contractType);
  const contractType = body.contractType ?? current.contract_type;
  if (contractType === CONTRACT_TYPE.payByTask) set('cycle_duration', null);
  else set('cycle_duration', body.cycleDuration);
  set('service_id', body.serviceId);
  set('skills', body.skills === undefined ? undefined : toJson(body.skills), 'jsonb');
  if (body.location !== undefined) {
    set('location_address', body.location.address);
    set('remote', body.location.remote);
    if (body.location.coordinates !== undefined) {
      set('latitude', body.location.coordinates?.lat ?? null);
      set('longitude', body.location.coordinates?.lng ?? null);
    }
  }
  set('attachments', attachments === undefined ? undefined : toJson(attachments), 'jsonb');
  if (body.tax !== undefined) {
    set('tax_type', body.tax?.taxType ?? null);
    set('tax_rate', body.tax?.taxRate ?? null);
  }
  set(
    'skip_payments',
    body.skipPayments === undefined ? undefined : toJson(body.skipPayments),
    'jsonb',
  );
  return list;
}

/** Applies the changes to one job of one tenant (bumping last_modified) and answers the row. */
export async function updateJobColumns(
  tx: Queryable,
  job: JobRow,
  list: readonly Assignment[],
): Promise<JobRow> {
  if (list.length === 0) return job;
  const sets = list.map(([column, , cast], i) => `${column} = $${i + 3}${cast ? `::${cast}` : ''}`);
  const result = await tx.query<JobRow>(
    `UPDATE jobs SET ${sets.join(', ')}, last_modified = now()
      WHERE tenant_id = $1 AND id = $2 RETURNING ${JOB_COLUMNS}`,
    [job.tenant_id, job.id, ...list.map(([, value]) => value)],
  );
  return result.rows[0] ?? job;
}

/**
 * The job after the edit keeps the rule: a cycle duration exactly for type 2
 * (docs/jobs.md#posting).
 */
function assertCycleRule(body: EditJobBody, job: JobRow): void {
  const contractType = body.contractType ?? job.contract_type;
  const cycle = body.cycleDuration === undefined ? job.cycle_duration : body.cycleDuration;
  const refuse = (message: string) =>
    httpErrors.unprocessable(message, [{ path: 'body.cycleDuration', message }]);
  if (
    contractType === CONTRACT_TYPE.payByTask &&
    body.contractType === undefined &&
    body.cycleDuration
  ) {
    throw refuse('Only pay by week/month jobs have a cycle duration');
  }
  if (contractType === CONTRACT_TYPE.payByWeekOrMonth && !cycle) {
    throw refuse('A pay by week/month job needs a cycle duration (week or month)');
  }
}

export const editJob = definePrivateRoute(endpoints.editJob, {
  summary: "Edits the owner's job (any of its fields); a closed job answers 409",
  params: ZJobIdParams,
  body: ZEditJobBody,
  response: ZJobView,
  handler: async ({ tenant, db, caller, params, body }) =>
    db.transaction(async (tx) => {
      const job = await requireOwnedJob(tx, tenant.id, params.jobId, caller, { forUpdate: true });
      assertOpen(job, 'edit the job');
      assertCycleRule(body, job);
      const { attachments } = await checkJobInput(tx, caller, body, 'body');
      const updated = await updateJobColumns(tx, job, assignments(body, job, attachments));
      return viewJob(tx, tenant, caller, updated);
    }),
});
