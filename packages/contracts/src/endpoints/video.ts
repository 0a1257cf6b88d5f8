/** Video calls (docs/video.md): rooms, room tokens, ICE servers and ringing. */
import type {
  ZCallGrant,
  ZCallRoomList,
  ZNotifyChatStartedBody,
  ZNotifyChatStartedParams,
  ZNotifyChatStartedResponse,
  ZVideoSignatureBody,
  ZVideoTokenBody,
  ZVideoUserToken,
  ZVideoUserTokenBody,
} from '../api';
import { ROLES } from '../constants';
import { defineEndpoint } from '../endpoint';

const CALLERS = [ROLES.customer, ROLES.freelancer] as const;

/** Starts (or rejoins) the call about a conversation or a contract and rings the others. */
export const startTopicCall = defineEndpoint<{
  body: typeof ZVideoSignatureBody;
  response: typeof ZCallGrant;
}>({
  operationId: 'startTopicCall',
  domain: 'video',
  method: 'POST',
  path: '/apis/video/signature',
  access: CALLERS,
  status: 201,
  errors: ['CHANNEL_NOT_FOUND', 'FORBIDDEN', 'JOB_NOT_FOUND', 'UNPROCESSABLE'],
});

/** Starts a call with someone (or alone), or gives a fresh token for a room and invites people. */
export const videoRoomToken = defineEndpoint<{
  body: typeof ZVideoTokenBody;
  response: typeof ZCallGrant;
}>({
  operationId: 'videoRoomToken',
  domain: 'video',
  method: 'POST',
  path: '/settings/video-token',
  access: CALLERS,
  errors: ['CALL_NOT_FOUND', 'FORBIDDEN', 'UNPROCESSABLE', 'USER_NOT_FOUND'],
});

/** The ICE servers (STUN, TURN with short-lived credentials) for the caller's browser. */
export const videoUserToken = defineEndpoint<{
  body: typeof ZVideoUserTokenBody;
  response: typeof ZVideoUserToken;
}>({
  operationId: 'videoUserToken',
  domain: 'video',
  method: 'POST',
  path: '/apis/video/token',
  access: CALLERS,
  errors: ['FORBIDDEN', 'UNPROCESSABLE'],
});

/** The open call rooms the caller is invited to. */
export const listCallRooms = defineEndpoint<{ response: typeof ZCallRoomList }>({
  operationId: 'listCallRooms',
  domain: 'video',
  method: 'GET',
  path: '/apis/video/rooms',
  access: CALLERS,
  errors: ['FORBIDDEN'],
});

/** Rings a party of a job again about an open call (VIDEO_CHAT_STARTED with the call link). */
export const notifyChatStarted = defineEndpoint<{
  params: typeof ZNotifyChatStartedParams;
  body: typeof ZNotifyChatStartedBody;
  response: typeof ZNotifyChatStartedResponse;
}>({
  operationId: 'notifyChatStarted',
  domain: 'video',
  method: 'POST',
  path: '/jobs/:jobId/notify-chat-started',
  access: CALLERS,
  errors: ['CALL_NOT_FOUND', 'FORBIDDEN', 'JOB_NOT_FOUND', 'UNPROCESSABLE'],
});
