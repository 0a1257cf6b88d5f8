import {
  ROLES,
  ZListNotificationsQuery,
  ZNotificationsPage,
  ZReadNotificationsBody,
  ZReadNotificationsResponse,
  endpoints,
} from '@mp/contracts';
import type { SqlParam } from '../../db/types';
import { definePrivateRoute, type Caller } from '../../http/route';
import { decodeCursor, encodeCursor, exactTime } from '../../http/keyset-cursor';
import { toNotification, type NotificationRow } from './notifications';

/** The caller's notifications; administrators also read the tenant's admin ones (recipient null). */
function mine(caller: Caller): string {
  return caller.role === ROLES.administrator
    ? '(recipient_id = $2 OR recipient_id IS NULL)'
    : 'recipient_id = $2';
}

export const listNotifications = definePrivateRoute(endpoints.listNotifications, {
  summary: "The caller's notifications, newest first, in pages (lastEvaluatedKey)",
  query: ZListNotificationsQuery,
  response: ZNotificationsPage,
  handler: async ({ tenant, db, caller, query }) => {
    const limit = query.limit ?? 50;
    const params: SqlParam[] = [tenant.id, caller.userId];
    const where = ['tenant_id = $1', mine(caller)];
    if (query.unreadOnly === true) where.push('read_at IS NULL');
    if (query.from !== undefined) {
      const [createdAt, , id] = decodeCursor(query.from, 'query.from');
      params.push(createdAt, id);
      where.push(`(created_at, id) < ($${params.length - 1}::timestamptz, $${params.length})`);
    }
    params.push(limit + 1);
    const result = await db.query<NotificationRow & { ca_key: string }>(
      `SELECT id, kind, payload, created_by, read_at, created_at, ${exactTime('created_at')} AS ca_key
         FROM notifications WHERE ${where.join(' AND ')}
        ORDER BY created_at DESC, id DESC LIMIT $${params.length}`,
      params,
    );
    const rows = result.rows.slice(0, limit);
    const last = rows[rows.length - 1];
    const notifications = rows.map(toNotification);
    return result.rows.length > limit && last !== undefined
      ? { notifications, lastEvaluatedKey: encodeCursor([last.ca_key, last.ca_key, last.id]) }
      : { notifications };
  },
});

export const readNotifications = definePrivateRoute(endpoints.readNotifications, {
  summary: "Marks some of the caller's notifications read",
  body: ZReadNotificationsBody,
  response: ZReadNotificationsResponse,
  handler: async ({ tenant, db, caller, body }) => {
    const result = await db.query(
      `UPDATE notifications SET read_at = now()
        WHERE tenant_id = $1 AND ${mine(caller)} AND id = ANY($3::text[]) AND read_at IS NULL`,
      [tenant.id, caller.userId, body.ids],
    );
    return { updated: result.rowCount };
  },
});
