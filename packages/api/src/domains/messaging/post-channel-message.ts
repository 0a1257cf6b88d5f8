import { ROLES, ZChannelIdParams, ZPostChannelMessageBody, ZSentMessage } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { deliverMessage } from './deliver';

export const postChannelMessage = definePrivateRoute('messaging', {
  operationId: 'postChannelMessage',
  method: 'POST',
  path: '/channel/:channelId/messages',
  summary: 'Posts a message to a conversation the caller is a party to',
  description:
    'message: trimmed, 1-5000 characters (400 naming body.message). The other party receives CHANNEL_MESSAGE_RECEIVED {channelId, senderName, message} on the live socket. 404 CHANNEL_NOT_FOUND for a channel the caller is not a party to.',
  roles: [ROLES.customer, ROLES.freelancer],
  params: ZChannelIdParams,
  body: ZPostChannelMessageBody,
  response: ZSentMessage,
  status: 201,
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
