import {
  CHANNEL_MESSAGES_PAGE_SIZE,
  ZChannelIdParams,
  ZChannelMessagesQuery,
  ZChannelView,
  endpoints,
} from '@mp/contracts';
import type { SqlParam } from '../../db/types';
import { definePrivateRoute } from '../../http/route';
import { decodeCursor, encodeCursor, exactTime } from '../../http/keyset-cursor';
import {
  MESSAGE_COLUMNS,
  markChannelRead,
  requireChannelSummary,
  toMessage,
  type MessageRow,
} from './store';

export const getChannel = definePrivateRoute(endpoints.getChannel, {
  summary: 'A conversation with a page of its messages; marks its messages to the caller read',
  description:
    'The newest 50 messages (limit), oldest first within the page; lastEvaluatedKey, passed back as from, reads older ones. Reading marks every message to the caller in this channel read (the answer shows the unread count before reading). 404 CHANNEL_NOT_FOUND for a channel the caller is not a party to.',
  params: ZChannelIdParams,
  query: ZChannelMessagesQuery,
  response: ZChannelView,
  handler: async ({ tenant, db, caller, params, query }) => {
    const channel = await requireChannelSummary(db, tenant.id, caller, params.channelId);
    const limit = query.limit ?? CHANNEL_MESSAGES_PAGE_SIZE;
    const values: SqlParam[] = [tenant.id, channel.channelId];
    let older = '';
    if (query.from !== undefined) {
      const [createdAt, , id] = decodeCursor(query.from, 'query.from');
      values.push(createdAt, id);
      older = 'AND (created_at, id) < ($3::timestamptz, $4)';
    }
    values.push(limit + 1);
    const result = await db.query<MessageRow & { ca_key: string }>(
      `SELECT ${MESSAGE_COLUMNS}, ${exactTime('created_at')} AS ca_key FROM messages
        WHERE tenant_id = $1 AND channel_id = $2 ${older}
        ORDER BY created_at DESC, id DESC LIMIT $${values.length}`,
      values,
    );
    const page = result.rows.slice(0, limit);
    const oldest = page[page.length - 1];
    await markChannelRead(db, tenant.id, channel.channelId, caller.userId);
    const messages = page.reverse().map(toMessage);
    return result.rows.length > limit && oldest !== undefined
      ? {
          channel,
          messages,
          lastEvaluatedKey: encodeCursor([oldest.ca_key, oldest.ca_key, oldest.id]),
        }
      : { channel, messages };
  },
});
