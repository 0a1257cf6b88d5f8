/** Checks of job input against the tenant's data: service, skills, attachments, parent job. */
import {
  FEATURES,
  evaluateFeature,
  type FileRef,
  type JobInput,
  type FieldError,
} from '@mp/contracts';
import type { Queryable } from '../../db/types';
import { httpErrors } from '../../http/errors';
import type { Caller } from '../../http/route';
import type { Tenant } from '../../tenancy';
import { findUser, USER_STATUS_DEACTIVATED } from '../users';
import { JOB_STATUS_LABELS, findJob, isClosed } from './store';

async function unknownIds(
  db: Queryable,
  table: 'services' | 'skills',
  tenantId: string,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await db.query<{ id: string }>(
    `SELECT id FROM ${table} WHERE tenant_id = $1 AND id = ANY($2::text[])`,
    [tenantId, [...new Set(ids)]],
  );
  const known = new Set(found.rows.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

export async function checkService(
  db: Queryable,
  tenantId: string,
  serviceId: string | null | undefined,
  field: string,
): Promise<FieldError[]> {
  if (serviceId === null || serviceId === undefined) return [];
  const unknown = await unknownIds(db, 'services', tenantId, [serviceId]);
  return unknown.length === 0 ? [] : [{ path: field, message: 'Not a service of this tenant' }];
}

export async function checkSkills(
  db: Queryable,
  tenantId: string,
  skills: readonly string[] | undefined,
  field: string,
): Promise<FieldError[]> {
  const unknown = await unknownIds(db, 'skills', tenantId, skills ?? []);
  return unknown.map((id) => ({
    path: `${field}.${(skills ?? []).indexOf(id)}`,
    message: `Not a skill of this tenant: ${id}`,
  }));
}

/**
 * Attachments must be files the caller uploaded (POST /apis/auth/s3); their stored type and
 * size replace what the caller claimed.
 */
export async function resolveAttachments(
  db: Queryable,
  caller: Caller,
  attachments: readonly FileRef[] | undefined,
  field: string,
): Promise<{ files: FileRef[]; errors: FieldError[] }> {
  const list = attachments ?? [];
  if (list.length === 0) return { files: [], errors: [] };
  const found = await db.query<{ key: string; content_type: string; size: number }>(
    `SELECT key, content_type, size::float8 AS size FROM files
      WHERE tenant_id = $1 AND owner_id = $2 AND key = ANY($3::text[])`,
    [caller.tenantId, caller.userId, list.map((file) => file.key)],
  );
  const stored = new Map(found.rows.map((row) => [row.key, row]));
  const errors: FieldError[] = [];
  const files = list.map((file, index) => {
    const row = stored.get(file.key);
    if (row === undefined) {
      errors.push({
        path: `${field}.${index}.key`,
        message: 'Not a file you uploaded: upload it through /apis/auth/s3 first',
      });
      return file;
    }
    return { ...file, contentType: row.content_type, size: Number(row.size) };
  });
  return { files, errors };
}

/** A parent for a child job: a root job of the same customer that is still open. */
export async function checkRootJob(
  db: Queryable,
  tenantId: string,
  caller: Caller,
  rootJobId: string | null | undefined,
  field: string,
): Promise<FieldError[]> {
  if (rootJobId === null || rootJobId === undefined) return [];
  const parent = await findJob(db, tenantId, rootJobId);
  if (parent === null || parent.customer_id !== caller.userId) {
    return [{ path: field, message: 'Not a job of yours' }];
  }
  if (parent.root_job_id !== null) {
    return [{ path: field, message: 'A child job cannot have child jobs: name its root job' }];
  }
  if (isClosed(parent.status)) {
    return [{ path: field, message: `The parent job is ${JOB_STATUS_LABELS[parent.status]}` }];
  }
  return [];
}

/** Throws 422 naming every failing field. */
export function assertNoFieldErrors(errors: FieldError[]): void {
  if (errors.length === 0) return;
  throw httpErrors.unprocessable(
    `The job refers to something that does not exist or is not yours: ${errors
      .map((error) => error.path)
      .join(', ')}`,
    errors,
  );
}

/** Every reference the job input makes, checked (service, skills, attachments, parent). */
export async function checkJobInput(
  db: Queryable,
  caller: Caller,
  job: Partial<JobInput>,
  prefix: string,
): Promise<{ attachments: FileRef[] | undefined }> {
  const errors = [
    ...(await checkService(db, caller.tenantId, job.serviceId, `${prefix}.serviceId`)),
    ...(await checkSkills(db, caller.tenantId, job.skills, `${prefix}.skills`)),
    ...(await checkRootJob(db, caller.tenantId, caller, job.rootJobId, `${prefix}.rootJobId`)),
  ];
  const resolved = await resolveAttachments(db, caller, job.attachments, `${prefix}.attachments`);
  assertNoFieldErrors([...errors, ...resolved.errors]);
  return { attachments: job.attachments === undefined ? undefined : resolved.files };
}

/**
 * Post-job availability, as the dry run reports it (docs/jobs.md#posting): the reasons this
 * caller cannot post a job now (none: they can).
 */
export async function postingUnavailableReasons(
  db: Queryable,
  tenant: Tenant,
  caller: Caller,
): Promise<string[]> {
  const reasons: string[] = [];
  const ctx = { tenantId: tenant.id, role: caller.role, freelancerRole: caller.freelancerRole };
  const switches = [FEATURES.postJobPage, FEATURES.postJobFormPage];
  const configured = switches.filter((name) => Object.hasOwn(tenant.features, name));
  if (
    configured.length > 0 &&
    !configured.some((name) => evaluateFeature(tenant.features, name, ctx).enabled)
  ) {
    reasons.push('Posting jobs is not enabled for your account on this marketplace');
  }
  const user = await findUser(db, tenant.id, caller.userId);
  if (user === null || user.status === USER_STATUS_DEACTIVATED) {
    reasons.push('Your account is deactivated');
  } else if (
    !user.is_approved &&
    evaluateFeature(tenant.features, FEATURES.adminApprovesCustomers, ctx).enabled
  ) {
    reasons.push('Your account is waiting for approval by an administrator');
  }
  return reasons;
}
