/**
 * The live socket's contract (docs/live.md): what the client sends in the handshake,
 * the server events it receives (wire name = event name), the channel requests it may
 * make, and the stable codes of every refusal. The payload shapes are the ones `@mp/event-bus`
 * validates on the page, field for field.
 */
import type { Notification } from './api/notifications';
import { SOCKET_EVENTS, type SocketEventName } from './constants';

/** Handshake query parameters of the live socket (docs/live.md#connecting). */
export interface LiveHandshakeQuery {
  userId: string;
  tenantId: string;
  token: string;
}

export interface ChannelMessageReceivedPayload {
  channelId: string;
  senderName: string;
  message: string;
}

export interface VideoChatStartedPayload {
  sender_name: string;
  roomName: string;
  /** Where the recipient joins the call; absent when the shell builds it from roomName. */
  link?: string;
}

export interface JobNotClosed {
  jobId: string;
  title: string;
}

export interface MassCloseJobsFinishedPayload {
  jobsProcessedCount: number;
  jobsNotClosed: JobNotClosed[];
}

export interface CvParserSucceededPayload {
  userId: string;
}

export interface CvParserFailedPayload {
  userId: string;
  reason?: string;
}

export interface BookingCreatedPayload {
  bookingId: string;
  productId?: string;
  productTitle?: string;
}

/** A new notification of the recipient's, as GET /notifications lists it (docs/notifications.md). */
export interface NotificationCreatedPayload {
  notification: Notification;
}

/** The payload of each live event, keyed by its wire name. */
export type SocketEventPayloads = {
  [SOCKET_EVENTS.channelMessageReceived]: ChannelMessageReceivedPayload;
  [SOCKET_EVENTS.videoChatStarted]: VideoChatStartedPayload;
  [SOCKET_EVENTS.massCloseJobsFinished]: MassCloseJobsFinishedPayload;
  [SOCKET_EVENTS.userCvParserSucceeded]: CvParserSucceededPayload;
  [SOCKET_EVENTS.userCvParserFailed]: CvParserFailedPayload;
  [SOCKET_EVENTS.bookingCreated]: BookingCreatedPayload;
  [SOCKET_EVENTS.notificationCreated]: NotificationCreatedPayload;
};

/** Who receives a live event: every socket of one user, or every member of one channel. */
export type LiveRecipient = { userId: string } | { channelId: string };

/** One live event as domain code publishes it; `type` selects the payload's shape. */
export type LiveEvent<K extends SocketEventName = SocketEventName> = {
  [E in K]: { tenantId: string; to: LiveRecipient; type: E; payload: SocketEventPayloads[E] };
}[K];

/** Events the client sends; each takes `{ channelId }` and an acknowledgement callback. */
export const LIVE_CLIENT_EVENTS = {
  channelJoin: 'channel:join',
  channelLeave: 'channel:leave',
} as const;
export type LiveClientEventName = (typeof LIVE_CLIENT_EVENTS)[keyof typeof LIVE_CLIENT_EVENTS];

export interface LiveChannelRequest {
  channelId: string;
}

/** Stable codes of live refusals: `connect_error` carries one in `err.data.code`. */
export const LIVE_ERROR_CODES = {
  /** userId or tenantId missing or malformed in the handshake query; `fields` names them. */
  handshakeInvalid: 'HANDSHAKE_INVALID',
  /** The handshake query has no token. */
  tokenRequired: 'TOKEN_REQUIRED',
  /** The token is unknown, expired or revoked. */
  tokenInvalid: 'TOKEN_INVALID',
  /** The token belongs to another user or tenant than the query names. */
  sessionMismatch: 'SESSION_MISMATCH',
  /** The account is deactivated: it may hold no socket. */
  userDeactivated: 'USER_DEACTIVATED',
  /** The session could not be checked (identity service down): retry later. */
  unavailable: 'SERVICE_UNAVAILABLE',
  /** A channel request whose body is not `{ channelId }`; `fields` names the field. */
  requestInvalid: 'VALIDATION_FAILED',
  /** The user may not join this channel. */
  channelForbidden: 'CHANNEL_FORBIDDEN',
  /** The socket already holds the most channels one socket may join. */
  channelLimit: 'CHANNEL_LIMIT',
  /** Too many channel requests waiting on one socket: slow down. */
  tooManyRequests: 'TOO_MANY_REQUESTS',
} as const;
export type LiveErrorCode = (typeof LIVE_ERROR_CODES)[keyof typeof LIVE_ERROR_CODES];

export interface LiveFieldError {
  path: string;
  message: string;
}

/** `err.data` of a refused handshake, and the body of a refused channel request. */
export interface LiveErrorData {
  code: LiveErrorCode;
  message: string;
  fields?: LiveFieldError[];
}

/** Acknowledgement of `channel:join` / `channel:leave`. */
export type LiveChannelAck = { ok: true; channelId: string } | ({ ok: false } & LiveErrorData);

/**
 * The tenant-wide live namespace (docs/live.md#tenant-wide-events): every page of a tenant,
 * signed in or not, connects with only `{tenantId}` and receives the tenant's announcements.
 */
export const TENANT_LIVE_NAMESPACE = '/tenant';

/** Handshake query of the tenant-wide namespace. */
export interface TenantLiveHandshakeQuery {
  tenantId: string;
}

/** Announcements to every open page of a tenant. */
export const TENANT_LIVE_EVENTS = {
  /** The tenant console published a configuration version: re-read settings and styling. */
  configPublished: 'TENANT_CONFIG_PUBLISHED',
} as const;
export type TenantLiveEventName = (typeof TENANT_LIVE_EVENTS)[keyof typeof TENANT_LIVE_EVENTS];

export interface TenantConfigPublishedPayload {
  version: number;
}

export type TenantLivePayloads = {
  [TENANT_LIVE_EVENTS.configPublished]: TenantConfigPublishedPayload;
};

/** Sends an announcement to every open page of one tenant. */
export type AnnounceToTenant = <K extends TenantLiveEventName>(
  tenantId: string,
  type: K,
  payload: TenantLivePayloads[K],
) => void;
