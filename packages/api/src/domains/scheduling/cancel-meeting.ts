import { ZCancelMeetingBody, ZMeeting, ZMeetingIdParams, endpoints } from '@mp/contracts';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import { NOTIFICATION_KIND, createNotification, deliverNotifications } from '../notifications';
import { meetingPayload } from './book';
import { requireMeeting, toMeeting } from './store';

export const cancelMeeting = definePrivateRoute(endpoints.cancelMeeting, {
  summary:
    "Cancels one of the caller's booked meetings that has not ended; the other party is told",
  description:
    'Already cancelled or over: 409. Not a meeting of the caller: 404 MEETING_NOT_FOUND. The other party gets MEETING_CANCELLED.',
  params: ZMeetingIdParams,
  body: ZCancelMeetingBody,
  response: ZMeeting,
  handler: async (ctx) => {
    const { tenant, db, caller, params, body } = ctx;
    const { row, notificationId } = await db.transaction(async (tx) => {
      const current = await requireMeeting(tx, tenant.id, params.meetingId, caller.userId);
      const changed = await tx.query(
        `UPDATE meetings SET status = 'CANCELLED', cancelled_at = now(), cancelled_by = $3
          WHERE tenant_id = $1 AND id = $2 AND status = 'BOOKED' AND ends_at > now()`,
        [tenant.id, current.id, caller.userId],
      );
      if (changed.rowCount === 0) {
        throw httpErrors.conflict(
          current.status === 'CANCELLED'
            ? 'The meeting is already cancelled'
            : 'The meeting is over: it cannot be cancelled',
        );
      }
      const other =
        current.customer_id === caller.userId ? current.freelancer_id : current.customer_id;
      const id = await createNotification(tx, {
        tenantId: tenant.id,
        recipientId: other,
        kind: NOTIFICATION_KIND.meetingCancelled,
        createdBy: caller.userId,
        payload: {
          ...meetingPayload(current, other),
          ...(body?.reason ? { reason: body.reason } : {}),
        },
      });
      return {
        row: await requireMeeting(tx, tenant.id, current.id, caller.userId),
        notificationId: id,
      };
    });
    await deliverNotifications(ctx, tenant, [notificationId]);
    return toMeeting(row, caller.userId);
  },
});
