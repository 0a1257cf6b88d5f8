import { ZChannelIdParams, ZPostChannelMessageBody, ZSentMessage, endpoints } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { deliverMessage } from './deliver';
import { MESSAGE_LIMITS } from './limits';

export const postChannelMessage = definePrivateRoute(endpoints.postChannelMessage, {
  summary: 'Posts a message to a conversation the caller is a party to',
  description:
    'message: trimmed, 1-5000 characters (400 naming body.message). The other party receives CHANNEL_MESSAGE_RECEIVED {channelId, senderName, message} on the live socket. 404 CHANNEL_NOT_FOUND for a channel the caller is not a party to.',
  params: ZChannelIdParams,
  body: ZPostChannelMessageBody,
  response: ZSentMessage,
  rateLimit: MESSAGE_LIMITS,
  handler: ({ tenant, db, caller, params, body, publish }) =>
    deliverMessage({
      db,
      publish,
      tenantId: tenant.id,
      caller,
      channelId: params.channelId,
      text: body.message,
    }),
});
