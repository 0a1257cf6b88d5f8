/** The cv_parse_jobs rows (docs/users.md#cv-parsing). */
import { randomUUID } from 'node:crypto';
import type { CvParseJob, CvParseStatus, ExtractedFreelancer, ExtractorKind } from '@mp/contracts';
import { isoTime } from '../../db/time';
import { toJson, type Queryable } from '../../db/types';

interface ParseRow {
  id: string;
  file_key: string;
  status: CvParseStatus;
  reason: string | null;
  result: ExtractedFreelancer | null;
  extractor: ExtractorKind | null;
  created_at: string | Date;
  updated_at: string | Date;
}

function toJob(row: ParseRow): CvParseJob {
  return {
    jobId: row.id,
    key: row.file_key,
    status: row.status,
    reason: row.reason,
    result: row.result,
    extractor: row.extractor,
    createdAt: isoTime(row.created_at),
    updatedAt: isoTime(row.updated_at),
  };
}

export async function createParseJob(
  db: Queryable,
  job: { tenantId: string; userId: string; key: string },
): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO cv_parse_jobs (tenant_id, id, user_id, file_key) VALUES ($1, $2, $3, $4)`,
    [job.tenantId, id, job.userId, job.key],
  );
  return id;
}

export async function latestParseJob(
  db: Queryable,
  tenantId: string,
  userId: string,
): Promise<CvParseJob | null> {
  const found = await db.query<ParseRow>(
    `SELECT id, file_key, status, reason, result, extractor, created_at, updated_at
       FROM cv_parse_jobs WHERE tenant_id = $1 AND user_id = $2
      ORDER BY created_at DESC, id DESC LIMIT 1`,
    [tenantId, userId],
  );
  const row = found.rows[0];
  return row === undefined ? null : toJob(row);
}

export async function markParseRunning(db: Queryable, tenantId: string, id: string): Promise<void> {
  await db.query(
    `UPDATE cv_parse_jobs SET status = 'running', updated_at = clock_timestamp()
      WHERE tenant_id = $1 AND id = $2 AND status = 'queued'`,
    [tenantId, id],
  );
}

/** Records the result; false when the job had meanwhile been failed (timed out). */
export async function markParseSucceeded(
  db: Queryable,
  tenantId: string,
  id: string,
  outcome: { result: ExtractedFreelancer; extractor: ExtractorKind },
): Promise<boolean> {
  const updated = await db.query(
    `UPDATE cv_parse_jobs
        SET status = 'succeeded', result = $3::jsonb, extractor = $4, updated_at = clock_timestamp()
      WHERE tenant_id = $1 AND id = $2 AND status IN ('queued', 'running') RETURNING id`,
    [tenantId, id, toJson(outcome.result), outcome.extractor],
  );
  return updated.rows.length > 0;
}

export async function markParseFailed(
  db: Queryable,
  tenantId: string,
  id: string,
  reason: string,
): Promise<boolean> {
  const updated = await db.query(
    `UPDATE cv_parse_jobs SET status = 'failed', reason = $3, updated_at = clock_timestamp()
      WHERE tenant_id = $1 AND id = $2 AND status IN ('queued', 'running') RETURNING id`,
    [tenantId, id, reason],
  );
  return updated.rows.length > 0;
}

/** Fails every parse still queued or running that has not moved for staleMs; returns them. */
export async function failStaleParseJobs(
  db: Queryable,
  staleMs: number,
  reason: string,
): Promise<{ tenantId: string; userId: string; jobId: string }[]> {
  const failed = await db.query<{ tenant_id: string; user_id: string; id: string }>(
    `UPDATE cv_parse_jobs SET status = 'failed', reason = $2, updated_at = clock_timestamp()
      WHERE status IN ('queued', 'running')
        AND updated_at < clock_timestamp() - ($1::float8 * interval '1 millisecond')
      RETURNING tenant_id, user_id, id`,
    [staleMs, reason],
  );
  return failed.rows.map((row) => ({
    tenantId: row.tenant_id,
    userId: row.user_id,
    jobId: row.id,
  }));
}
