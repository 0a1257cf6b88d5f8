/** Storing a message and telling the other party live (CHANNEL_MESSAGE_RECEIVED). */
import { SOCKET_EVENTS, type MessageAttachmentRef, type SentMessage } from '@mp/contracts';
import type { Database } from '../../db/types';
import type { Caller } from '../../http/route';
import type { Publish } from '../../live/publisher';
import type { Tenant } from '../../tenancy';
import { hasContractBetween } from '../jobs';
import { guardTexts, recordFlag } from '../moderation';
import { resolveAttachments } from './attachments';
import { insertMessage, requireChannelSummary } from './store';

export interface Delivery {
  db: Database;
  publish: Publish;
  tenant: Tenant;
  caller: Caller;
  channelId: string;
  /** The request field a channel the caller is not a party to is reported on, if any. */
  channelField?: string;
  /** The request field of the text (named in a contact-detail warning). */
  textField: string;
  text: string;
  attachments: readonly MessageAttachmentRef[];
  /** The sender saw the contact-detail warning and sends anyway. */
  contactWarningAcknowledged: boolean;
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
 * after the contact-detail guard when the parties have no contract yet, then publishes it to
 * every socket of the other party.
 */
export async function deliverMessage(delivery: Delivery): Promise<SentMessage> {
  const { db, tenant, caller, channelId, channelField, text } = delivery;
  const channel = await requireChannelSummary(db, tenant.id, caller, channelId, channelField);
  const attachments = await resolveAttachments(
    db,
    tenant.id,
    channel.channelId,
    caller.userId,
    delivery.attachments,
    'body.attachments',
  );
  const guarded = (await hasContractBetween(
    db,
    tenant.id,
    channel.customerId,
    channel.freelancerId,
  ))
    ? null
    : guardTexts(
        tenant,
        caller,
        [{ field: delivery.textField, text }],
        delivery.contactWarningAcknowledged,
      );
  const action = guarded?.action ?? null;
  const message = await db.transaction(async (tx) => {
    const stored = await insertMessage(tx, tenant.id, channel, caller.userId, {
      text: guarded?.texts[0] ?? text,
      attachments,
      contactMasked: action === 'masked',
    });
    if (guarded !== null && action !== null) {
      await recordFlag(tx, {
        tenantId: tenant.id,
        source: 'message',
        sourceId: stored.messageId,
        action,
        kinds: guarded.kinds,
        originalText: text,
        senderId: caller.userId,
        recipientId: channel.otherParty.userId,
        channelId: channel.channelId,
        jobId: channel.jobId,
      });
    }
    return stored;
  });
  delivery.publish({
    tenantId: tenant.id,
    to: { userId: channel.otherParty.userId },
    type: SOCKET_EVENTS.channelMessageReceived,
    payload: {
      channelId: channel.channelId,
      senderName: await senderName(db, tenant.id, caller.userId),
      message: message.message,
    },
  });
  return {
    channelId: channel.channelId,
    message,
    ...(guarded !== null && action !== null
      ? { contactGuard: { action, kinds: guarded.kinds } }
      : {}),
  };
}
