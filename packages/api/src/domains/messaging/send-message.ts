import {
  ROLES,
  ZSendMessageBody,
  ZSentMessage,
  type SendMessageBody,
  endpoints,
} from '@mp/contracts';
import type { Database } from '../../db/types';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute, type Caller } from '../../http/route';
import { deliverMessage } from './deliver';
import { MESSAGE_LIMITS } from './limits';
import { checkPair, customerOfJob } from './parties';
import { findOrCreateChannel, type ChannelPair } from './store';

/** Well-formed, but this caller has not said whom they write to: which field depends on the role. */
const missing = (path: string, message: string) =>
  httpErrors.unprocessable('Say whom the message is for', [{ path, message }]);

/** The pair a channel-less message names: the caller's side plus the other party (or job). */
async function pairOf(
  db: Database,
  tenantId: string,
  caller: Caller,
  body: SendMessageBody,
): Promise<ChannelPair> {
  const jobId = body.jobId ?? null;
  if (caller.role === ROLES.customer) {
    if (body.freelancerId === undefined)
      throw missing('body.freelancerId', 'Name the freelancer (or send channelId)');
    return { customerId: body.customerId ?? caller.userId, freelancerId: body.freelancerId, jobId };
  }
  const customerId =
    body.customerId ??
    (jobId === null ? undefined : await customerOfJob(db, tenantId, jobId, 'body.jobId'));
  if (customerId === undefined)
    throw missing('body.customerId', 'Name the customer or the job (or send channelId)');
  return { customerId, freelancerId: body.freelancerId ?? caller.userId, jobId };
}

export const sendMessage = definePrivateRoute(endpoints.sendMessage, {
  summary: 'Sends a message, finding or creating the conversation when channelId is absent',
  description:
    'With channelId: posts to that conversation (404 CHANNEL_NOT_FOUND unless the caller is a party). Without: a customer names freelancerId (and optionally jobId); a freelancer names customerId or a jobId of the customer. messageContent: trimmed, at most 5000 characters, not empty unless attachments are sent (400 naming body.messageContent). attachments and contactWarningAcknowledged as in POST /channel/{channelId}/messages. The other party receives CHANNEL_MESSAGE_RECEIVED live.',
  body: ZSendMessageBody,
  response: ZSentMessage,
  rateLimit: MESSAGE_LIMITS,
  handler: async ({ tenant, db, caller, body, publish }) => {
    let channelId = body.channelId;
    if (channelId === undefined) {
      const pair = await pairOf(db, tenant.id, caller, body);
      await checkPair(db, tenant.id, caller, pair, {
        customerId: 'body.customerId',
        freelancerId: 'body.freelancerId',
        jobId: 'body.jobId',
      });
      channelId = (await findOrCreateChannel(db, tenant.id, pair, caller.userId)).channelId;
    }
    return deliverMessage({
      db,
      publish,
      tenant,
      caller,
      channelId,
      channelField: 'body.channelId',
      textField: 'body.messageContent',
      text: body.messageContent,
      attachments: body.attachments ?? [],
      contactWarningAcknowledged: body.contactWarningAcknowledged === true,
    });
  },
});
