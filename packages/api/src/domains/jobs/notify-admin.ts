import { ZNotificationCreated, ZNotifyAdminFromJobBody, endpoints } from '@mp/contracts';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import { NOTIFICATION_KIND, createNotification, deliverNotifications } from '../notifications';
import { ADMIN_NOTIFICATION_LIMITS } from './limits';
import { jobNotFound, requireJob } from './store';
import { jobAccess } from './view';

export const notifyAdminFromJobPages = definePrivateRoute(endpoints.notifyAdminFromJobPages, {
  summary: "Asks the tenant's administrators to look at someone else's job the caller can see",
  description:
    'Stores an ADMIN_JOB_ATTENTION notification for every administrator of the tenant (GET /notifications). The owner of the job may not report it (403 FORBIDDEN): see docs/jobs.md#reporting-a-job.',
  body: ZNotifyAdminFromJobBody,
  response: ZNotificationCreated,
  rateLimit: ADMIN_NOTIFICATION_LIMITS,
  handler: async (ctx) => {
    const { tenant, db, caller, body } = ctx;
    const job = await requireJob(db, tenant.id, body.jobId);
    if ((await jobAccess(db, caller, job)) === null) throw jobNotFound();
    if (job.customer_id === caller.userId) {
      throw httpErrors.forbidden('You cannot report your own job');
    }
    const id = await createNotification(db, {
      tenantId: tenant.id,
      recipientId: null,
      kind: NOTIFICATION_KIND.adminJobAttention,
      createdBy: caller.userId,
      payload: {
        jobId: job.id,
        jobTitle: job.title,
        fromUserId: caller.userId,
        fromRole: caller.role,
      },
    });
    await deliverNotifications(ctx, tenant, [id]);
    return { notificationIds: [id] };
  },
});
