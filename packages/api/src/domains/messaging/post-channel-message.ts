import { ZChannelIdParams, ZPostChannelMessageBody, ZSentMessage, endpoints } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { deliverMessage } from './deliver';
import { MESSAGE_LIMITS } from './limits';

export const postChannelMessage = definePrivateRoute(endpoints.postChannelMessage, {
  summary: 'Posts a message to a conversation the caller is a party to',
  description:
    "message: trimmed, at most 5000 characters, and not empty unless attachments are sent (400 naming body.message). attachments: up to 5 keys of files the caller uploaded under messages/{channelId}/ (422 naming the key otherwise). Before the parties have a contract, contact details in the text are masked or refused with 422 CONTACT_INFO_DETECTED unless contactWarningAcknowledged (the tenant's contactDetailGuard). The other party receives CHANNEL_MESSAGE_RECEIVED {channelId, senderName, message} on the live socket. 404 CHANNEL_NOT_FOUND for a channel the caller is not a party to.",
  params: ZChannelIdParams,
  body: ZPostChannelMessageBody,
  response: ZSentMessage,
  rateLimit: MESSAGE_LIMITS,
  handler: ({ tenant, db, caller, params, body, publish }) =>
    deliverMessage({
      db,
      publish,
      tenant,
      caller,
      channelId: params.channelId,
      textField: 'body.message',
      text: body.message,
      attachments: body.attachments ?? [],
      contactWarningAcknowledged: body.contactWarningAcknowledged === true,
    }),
});
