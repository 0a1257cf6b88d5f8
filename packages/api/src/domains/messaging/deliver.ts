/** Storing a message and telling the other party live (CHANNEL_MESSAGE_RECEIVED). */
import { SOCKET_EVENTS, type SentMessage } from '@mp/contracts';
import type { Database } from '../../db/types';
import type { Caller } from '../../http/route';
import type { Publish } from '../../live/publisher';
import { insertMessage, requireChannelSummary } from './store';

export interface Delivery {
  db: Database;
  publish: Publish;
  tenantId: string;
  caller: Caller;
  channelId: string;
  /** The request field a channel the caller is not a party to is reported on, if any. */
  channelField?: string;
  text: string;
}

async function senderName(db: Database, tenantId: string, userId: string): Promise<string> {
  const result = await db.query<{ name: string }>(
    'SELECT name FROM users WHERE tenant_id = $1 AND id = $2',
    [tenantId, userId],
  );
  return result.rows[0]?.name ?? '';
}

/**
 * Stores the message in a channel the caller is a party to (404 CHANNEL_NOT_FOUND otherwise),
 * then publishes it to every socket of the other party.
 */
export async function deliverMessage(delivery: Delivery): Promise<SentMessage> {
  const { db, tenantId, caller, channelId, channelField, text } = delivery;
  const channel = await requireChannelSummary(db, tenantId, caller, channelId, channelField);
  const message = await insertMessage(db, tenantId, channel, caller.userId, text);
  delivery.publish({
    tenantId,
    to: { userId: channel.otherParty.userId },
    type: SOCKET_EVENTS.channelMessageReceived,
    payload: {
      channelId: channel.channelId,
      senderName: await senderName(db, tenantId, caller.userId),
      message: message.message,
    },
  });
  return { channelId: channel.channelId, message };
}
