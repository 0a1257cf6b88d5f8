/**
 * Closing a root job closes its child jobs in the background (docs/jobs.md#job-states), each in its
 * own transaction so one blocked child does not hold the others back, then tells the customer with
 * MASS_CLOSE_JOBS_FINISHED: how many were processed and which were not closed.
 */
import {
  CLOSED_JOB_STATUSES,
  SOCKET_EVENTS,
  type JobStatus,
  type MassCloseJobsFinishedPayload,
} from '@mp/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../db/types';
import { HttpError } from '../../http/errors';
import type { BackgroundTasks } from '../../http/background';
import type { Publish } from '../../live/publisher';
import { OPEN_JOB_STATUSES, assertMilestonesAllowClosing, isClosed, transitionJob } from './store';

export async function openChildJobs(
  db: Queryable,
  tenantId: string,
  rootJobId: string,
): Promise<{ id: string; title: string }[]> {
  const closed = CLOSED_JOB_STATUSES.map((status) => `'${status}'`).join(', ');
  const result = await db.query<{ id: string; title: string }>(
    `SELECT id, title FROM jobs WHERE tenant_id = $1 AND root_job_id = $2 AND status NOT IN (${closed})
      ORDER BY created_at, id`,
    [tenantId, rootJobId],
  );
  return result.rows;
}

/** Closes each child as `status`; a child that may not close (milestones) is reported. */
export async function closeChildJobs(
  db: Database,
  tenantId: string,
  children: readonly { id: string; title: string }[],
  status: JobStatus,
  onFailure: (jobId: string, error: unknown) => void = () => undefined,
): Promise<MassCloseJobsFinishedPayload> {
  const jobsNotClosed: MassCloseJobsFinishedPayload['jobsNotClosed'] = [];
  for (const child of children) {
    try {
      await db.transaction(async (tx) => {
        const current = await tx.query<{ status: JobStatus }>(
          'SELECT status FROM jobs WHERE tenant_id = $1 AND id = $2 FOR UPDATE',
          [tenantId, child.id],
        );
        const childStatus = current.rows[0]?.status;
        if (childStatus === undefined || isClosed(childStatus)) return;
        await assertMilestonesAllowClosing(tx, tenantId, child.id);
        await transitionJob(tx, tenantId, child.id, OPEN_JOB_STATUSES, status);
      });
    } catch (error) {
      // Refused (milestones) or failed: either way the customer hears it was not closed.
      if (!(error instanceof HttpError)) onFailure(child.id, error);
      jobsNotClosed.push({ jobId: child.id, title: child.title });
    }
  }
  return { jobsProcessedCount: children.length, jobsNotClosed };
}

export interface MassCloseRequest {
  db: Database;
  background: BackgroundTasks;
  publish: Publish;
  log: FastifyBaseLogger;
  tenantId: string;
  children: readonly { id: string; title: string }[];
  status: JobStatus;
  /** Who hears MASS_CLOSE_JOBS_FINISHED: the customer, and the administrator who closed. */
  notify: readonly string[];
}

/** Starts the mass close; the promise (also awaited by shutdown) settles when it has finished. */
export function startMassClose(request: MassCloseRequest): Promise<void> {
  return request.background.run('mass-close-child-jobs', request.log, async () => {
    const payload = await closeChildJobs(
      request.db,
      request.tenantId,
      request.children,
      request.status,
      (jobId, error) =>
        request.log.error({ err: error, jobId }, 'mass close: a child job could not be closed'),
    );
    request.log.info({ tenantId: request.tenantId, ...payload }, 'child jobs closed');
    for (const userId of new Set(request.notify)) {
      request.publish({
        tenantId: request.tenantId,
        to: { userId },
        type: SOCKET_EVENTS.massCloseJobsFinished,
        payload,
      });
    }
  });
}
