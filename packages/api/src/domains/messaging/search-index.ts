/** The `message` search index (docs/search.md): a conversation's parties find its messages. */
import { isoTime, isoTimeOrNull } from '../../db/time';
import { httpErrors } from '../../http/errors';
import {
  date,
  keyword,
  stateFilterRefused,
  text,
  type IndexDefinition,
  type IndexFields,
  type Permission,
  type SqlParams,
  type Viewer,
} from '../../search-engine';
import type { MessageRow } from './store';

interface MessageSearchRow extends MessageRow {
  recipient_id: string;
  read_at: Date | string | null;
}

/** Messages (table messages): the permission filter keeps them to the caller's channels. */
const MESSAGE_FIELDS: IndexFields = {
  table: 'messages',
  idColumn: 't.id',
  vector: 't.search_vector',
  fields: {
    messageId: keyword('t.id'),
    channelId: keyword('t.channel_id'),
    senderId: keyword('t.sender_id'),
    recipientId: keyword('t.recipient_id'),
    message: text('t.message', 't.search_vector', true),
    createdAt: date('t.created_at'),
    readAt: date('t.read_at'),
  },
  aliases: { id: 'messageId' },
  defaultTextFields: ['message'],
  defaultOrder: 't.created_at DESC, t.id DESC',
};

const MESSAGE_SOURCE_FIELDS = [
  'messageId',
  'channelId',
  'senderId',
  'recipientId',
  'message',
  'attachments',
  'createdAt',
  'readAt',
] as const;

/**
 * A message has two parties, its sender and its recipient (the channel's customer and
 * freelancer), so "messages of channels the caller is a party to" is exactly the union of the
 * two disjoint branches below; nobody else (administrators included) sees any.
 */
function messagePermission(viewer: Viewer, params: SqlParams): Permission {
  if (viewer.ignoreStateFilter) throw stateFilterRefused();
  if (viewer.variant === 'public' || viewer.caller === null)
    throw httpErrors.forbidden('Messages are searchable by their parties only: sign in');
  const me = params.add(viewer.caller.userId);
  if (viewer.countUnread === true)
    return {
      sql: `t.recipient_id = ${me} AND t.read_at IS NULL`,
      described: ['messages to the caller not yet read (countUnread)'],
    };
  const sent = `t.sender_id = ${me}`;
  const received = `t.recipient_id = ${me}`;
  return {
    sql: `(${sent} OR ${received})`,
    branches: [sent, received],
    described: ["messages of the caller's own conversations"],
  };
}

export const MESSAGES_INDEX: IndexDefinition<MessageSearchRow> = {
  name: 'message',
  fields: MESSAGE_FIELDS,
  columns: `t.id, t.channel_id, t.sender_id, t.recipient_id, t.message, t.attachments,
    t.created_at, t.read_at`,
  sourceFields: MESSAGE_SOURCE_FIELDS,
  permission: messagePermission,
  hidden: () => new Map(),
  toSource: (row) => ({
    messageId: row.id,
    channelId: row.channel_id,
    senderId: row.sender_id,
    recipientId: row.recipient_id,
    message: row.message,
    attachments: row.attachments,
    createdAt: isoTime(row.created_at),
    readAt: isoTimeOrNull(row.read_at),
  }),
};
