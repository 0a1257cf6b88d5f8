import { ZReadNotificationsBody, ZReadNotificationsResponse, endpoints } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { markRead, unreadCount } from './store';

export const readNotifications = definePrivateRoute(endpoints.readNotifications, {
  summary: "Marks the caller's notifications read: some ({ids}) or all ({all: true})",
  description:
    "Ids that are not the caller's (or already read) are skipped. An administrator marks an administrator notification read for themselves only.",
  body: ZReadNotificationsBody,
  response: ZReadNotificationsResponse,
  handler: async ({ tenant, db, caller, body }) => {
    const reader = { tenantId: tenant.id, userId: caller.userId, role: caller.role };
    const updated = await db.transaction((tx) => markRead(tx, reader, body.ids ?? null));
    return { updated, unreadCount: await unreadCount(db, reader) };
  },
});
