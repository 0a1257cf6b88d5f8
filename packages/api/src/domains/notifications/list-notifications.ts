import { ZListNotificationsQuery, ZNotificationsPage, endpoints } from '@mp/contracts';
import type { SqlParam } from '../../db/types';
import { decodeCursor, encodeCursor, exactTime } from '../../http/keyset-cursor';
import { definePrivateRoute } from '../../http/route';
import {
  ACTOR_JOIN,
  READER_COLUMNS,
  readerSource,
  toNotification,
  unreadCount,
  type NotificationRow,
} from './store';

/** A page without `limit`: the call's established default. */
const DEFAULT_LIMIT = 50;

export const listNotifications = definePrivateRoute(endpoints.listNotifications, {
  summary:
    "The caller's notifications, newest first, in pages (lastEvaluatedKey), with the unread count",
  description:
    "Administrators also get the tenant's administrator notifications, each with their own read state. unreadCount counts every unread one, whatever the page holds.",
  query: ZListNotificationsQuery,
  response: ZNotificationsPage,
  handler: async ({ tenant, db, caller, query }) => {
    const reader = { tenantId: tenant.id, userId: caller.userId, role: caller.role };
    const limit = query.limit ?? DEFAULT_LIMIT;
    const params: SqlParam[] = [tenant.id, caller.userId];
    const where: string[] = ['TRUE'];
    if (query.unreadOnly === true) where.push('mine.reader_read_at IS NULL');
    if (query.from !== undefined) {
      const [createdAt, , id] = decodeCursor(query.from, 'query.from');
      params.push(createdAt, id);
      where.push(
        `(mine.created_at, mine.id) < ($${params.length - 1}::timestamptz, $${params.length})`,
      );
    }
    params.push(limit + 1);
    const result = await db.query<NotificationRow & { ca_key: string }>(
      `SELECT ${READER_COLUMNS}, ${exactTime('mine.created_at')} AS ca_key
         FROM ${readerSource(reader)} ${ACTOR_JOIN}
        WHERE ${where.join(' AND ')}
        ORDER BY mine.created_at DESC, mine.id DESC LIMIT $${params.length}`,
      params,
    );
    const rows = result.rows.slice(0, limit);
    const last = rows[rows.length - 1];
    const page = {
      notifications: rows.map(toNotification),
      unreadCount: await unreadCount(db, reader),
    };
    return result.rows.length > limit && last !== undefined
      ? { ...page, lastEvaluatedKey: encodeCursor([last.ca_key, last.ca_key, last.id]) }
      : page;
  },
});
