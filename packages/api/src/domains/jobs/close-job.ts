import {
  JOB_STATUS,
  ROLES,
  ZCloseJobBody,
  ZCloseJobResponse,
  ZJobIdParams,
  type CloseJobBody,
  type JobStatus,
  endpoints,
} from '@mp/contracts';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute, type Caller } from '../../http/route';
import { openChildJobs, startMassClose } from './mass-close';
import {
  JOB_STATUS_LABELS,
  OPEN_JOB_STATUSES,
  assertMilestonesAllowClosing,
  isClosed,
  requireOwnedJob,
  transitionJob,
} from './store';
import { viewJob } from './view';

/** What a close becomes: administrators close as ADMIN_CLOSED; owners as USER_CLOSED or ENDED. */
function targetStatus(caller: Caller, ownerId: string, body: CloseJobBody): JobStatus {
  if (caller.role === ROLES.administrator && caller.userId !== ownerId) {
    return JOB_STATUS.adminClosed;
  }
  if (body.jobStatus === JOB_STATUS.adminClosed) {
    throw httpErrors.forbidden('Only an administrator closes a job as ADMIN_CLOSED');
  }
  if (body.deleted === true) return JOB_STATUS.userClosed;
  return body.jobStatus ?? JOB_STATUS.userClosed;
}

export const closeJob = definePrivateRoute(endpoints.closeJob, {
  summary:
    'Closes (or with deleted: true, deletes as USER_CLOSED) a job; child jobs close in the background',
  description:
    'Owner: USER_CLOSED (default, and for deleted), or ENDED from CONTRACT. Administrators: ADMIN_CLOSED. 409 when the job is already closed, or a milestone is paid, completed or awaiting payment. Child jobs are closed in the background, then MASS_CLOSE_JOBS_FINISHED goes to the customer.',
  params: ZJobIdParams,
  body: ZCloseJobBody,
  response: ZCloseJobResponse,
  handler: async ({ tenant, db, caller, params, body, background, publish, log }) => {
    const { job, children, status } = await db.transaction(async (tx) => {
      const current = await requireOwnedJob(tx, tenant.id, params.jobId, caller, {
        forUpdate: true,
        allowAdmin: true,
      });
      const to = targetStatus(caller, current.customer_id, body);
      if (isClosed(current.status)) {
        throw httpErrors.conflict(
          `Cannot close the job: it is already ${JOB_STATUS_LABELS[current.status]} (${current.status})`,
        );
      }
      await assertMilestonesAllowClosing(tx, tenant.id, current.id);
      const from = to === JOB_STATUS.ended ? [JOB_STATUS.contract] : OPEN_JOB_STATUSES;
      const closed = await transitionJob(tx, tenant.id, current.id, from, to, {
        found: body.found ?? false,
      });
      return { job: closed, children: await openChildJobs(tx, tenant.id, current.id), status: to };
    });
    if (children.length > 0) {
      void startMassClose({
        db,
        background,
        publish,
        log,
        tenantId: tenant.id,
        children,
        status: status === JOB_STATUS.adminClosed ? status : JOB_STATUS.userClosed,
        notify: [job.customer_id, caller.userId],
      });
    }
    return { job: await viewJob(db, tenant, caller, job), childJobsClosing: children.length };
  },
});
