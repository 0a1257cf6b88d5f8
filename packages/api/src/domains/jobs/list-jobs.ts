import {
  CLOSED_JOB_STATUSES,
  JOB_AUTO_FETCH_PAGE_SIZE,
  JOB_STATUS,
  ROLES,
  ZJobsPage,
  ZListJobsQuery,
  type JobListMode,
  endpoints,
} from '@mp/contracts';
import type { Queryable, SqlParam } from '../../db/types';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute, type Caller } from '../../http/route';
import { findUser } from '../users';
import { decodeCursor, encodeCursor, exactTime } from '../../http/keyset-cursor';
import { JOB_COLUMNS, type JobRow } from './rows';
import { viewJobs } from './view';

function modeCondition(mode: JobListMode): string {
  const closed = CLOSED_JOB_STATUSES.map((status) => `'${status}'`).join(', ');
  switch (mode) {
    case 'active':
      return `status NOT IN (${closed})`;
    case 'ended':
      return `status = '${JOB_STATUS.ended}'`;
    case 'closed':
      return `status IN (${closed})`;
    case 'all':
      return 'TRUE';
  }
}

interface Scope {
  /** SQL condition on `$2` = the user id (always referenced, so its type is known). */
  condition: string;
  userId: string;
  /** Freelancers see only their own entry in each job. */
  ownEntriesOnly: boolean;
}

const INVOLVED = `(id IN (SELECT job_id FROM proposals WHERE tenant_id = $1 AND freelancer_id = $2)
  OR id IN (SELECT job_id FROM job_invitations WHERE tenant_id = $1 AND freelancer_id = $2))`;

async function scopeOf(db: Queryable, caller: Caller, userId: string | undefined): Promise<Scope> {
  if (caller.role !== ROLES.administrator) {
    if (userId !== undefined && userId !== caller.userId) {
      throw httpErrors.forbidden("Only administrators may list another user's jobs");
    }
    return caller.role === ROLES.freelancer
      ? { condition: INVOLVED, userId: caller.userId, ownEntriesOnly: true }
      : { condition: 'customer_id = $2', userId: caller.userId, ownEntriesOnly: false };
  }
  if (userId === undefined) {
    return { condition: '$2::text IS NOT NULL', userId: caller.userId, ownEntriesOnly: false };
  }
  const user = await findUser(db, caller.tenantId, userId);
  if (user === null) throw httpErrors.userNotFound();
  return user.role === ROLES.freelancer
    ? { condition: INVOLVED, userId, ownEntriesOnly: false }
    : { condition: 'customer_id = $2', userId, ownEntriesOnly: false };
}

type KeyedRow = JobRow & { lm_key: string; ca_key: string };

export const listJobs = definePrivateRoute(endpoints.listJobs, {
  summary: 'Pages of 50 jobs, most recently modified first (then newest created)',
  description:
    "Customers: their jobs; freelancers: jobs they proposed to or were invited to (their own entry only); administrators: the tenant's jobs, or userId's. mode: active (default, no closed jobs), ended, closed, all. jobId: that job and its child jobs. Pass lastEvaluatedKey back as `from` until it is absent.",
  query: ZListJobsQuery,
  response: ZJobsPage,
  handler: async ({ tenant, db, caller, query }) => {
    const scope = await scopeOf(db, caller, query.userId);
    const limit = query.limit ?? JOB_AUTO_FETCH_PAGE_SIZE;
    const params: SqlParam[] = [tenant.id, scope.userId];
    const where = ['tenant_id = $1', modeCondition(query.mode ?? 'active')];
    where.push(scope.condition);
    if (query.jobId !== undefined) {
      params.push(query.jobId);
      where.push(`(id = $${params.length} OR root_job_id = $${params.length})`);
    }
    if (query.from !== undefined) {
      const [lastModified, createdAt, id] = decodeCursor(query.from, 'query.from');
      params.push(lastModified, createdAt, id);
      const n = params.length;
      where.push(
        `(last_modified, created_at, id) < ($${n - 2}::timestamptz, $${n - 1}::timestamptz, $${n})`,
      );
    }
    params.push(limit + 1);
    const result = await db.query<KeyedRow>(
      `SELECT ${JOB_COLUMNS}, ${exactTime('last_modified')} AS lm_key, ${exactTime('created_at')} AS ca_key FROM jobs
        WHERE ${where.join(' AND ')}
        ORDER BY last_modified DESC, created_at DESC, id DESC
        LIMIT $${params.length}`,
      params,
    );
    const rows = result.rows.slice(0, limit);
    const last = rows[rows.length - 1];
    const jobs = await viewJobs(
      db,
      tenant,
      caller,
      rows,
      scope.ownEntriesOnly ? { freelancerId: caller.userId } : {},
    );
    return result.rows.length > limit && last !== undefined
      ? { jobs, lastEvaluatedKey: encodeCursor([last.lm_key, last.ca_key, last.id]) }
      : { jobs };
  },
});
