/** Messaging: channels and messages. */
import type {
  ZChannelIdParams,
  ZChannelListResponse,
  ZChannelMessagesQuery,
  ZChannelView,
  ZCreateChannelBody,
  ZCreateChannelResponse,
  ZPostChannelMessageBody,
  ZSendMessageBody,
  ZSentMessage,
} from '../api';
import { ROLES } from '../constants';
import { defineEndpoint } from '../endpoint';

export const createChannel = defineEndpoint<{
  body: typeof ZCreateChannelBody;
  response: typeof ZCreateChannelResponse;
}>({
  operationId: 'createChannel',
  domain: 'messaging',
  method: 'POST',
  path: '/channel',
  access: [ROLES.customer, ROLES.freelancer],
  errors: ['FORBIDDEN', 'JOB_NOT_FOUND', 'RATE_LIMITED', 'UNPROCESSABLE', 'USER_NOT_FOUND'],
  gates: [{ remote: 'mf_messaging' }],
});

export const getChannel = defineEndpoint<{
  params: typeof ZChannelIdParams;
  query: typeof ZChannelMessagesQuery;
  response: typeof ZChannelView;
}>({
  operationId: 'getChannel',
  domain: 'messaging',
  method: 'GET',
  path: '/channel/:channelId',
  access: [ROLES.customer, ROLES.freelancer],
  errors: ['CHANNEL_NOT_FOUND'],
  gates: [{ remote: 'mf_messaging' }],
});

export const listChannels = defineEndpoint<{ response: typeof ZChannelListResponse }>({
  operationId: 'listChannels',
  domain: 'messaging',
  method: 'GET',
  path: '/channel/list',
  access: [ROLES.customer, ROLES.freelancer],
  errors: [],
  gates: [{ remote: 'mf_messaging' }],
});

export const postChannelMessage = defineEndpoint<{
  params: typeof ZChannelIdParams;
  body: typeof ZPostChannelMessageBody;
  response: typeof ZSentMessage;
}>({
  operationId: 'postChannelMessage',
  domain: 'messaging',
  method: 'POST',
  path: '/channel/:channelId/messages',
  access: [ROLES.customer, ROLES.freelancer],
  status: 201,
  errors: ['CHANNEL_NOT_FOUND', 'CONTACT_INFO_DETECTED', 'RATE_LIMITED', 'UNPROCESSABLE'],
  gates: [{ remote: 'mf_messaging' }],
});

export const sendMessage = defineEndpoint<{
  body: typeof ZSendMessageBody;
  response: typeof ZSentMessage;
}>({
  operationId: 'sendMessage',
  domain: 'messaging',
  method: 'POST',
  path: '/message',
  access: [ROLES.customer, ROLES.freelancer],
  status: 201,
  errors: [
    'CHANNEL_NOT_FOUND',
    'CONTACT_INFO_DETECTED',
    'FORBIDDEN',
    'JOB_NOT_FOUND',
    'RATE_LIMITED',
    'UNPROCESSABLE',
    'USER_NOT_FOUND',
  ],
  gates: [{ remote: 'mf_messaging' }],
});
