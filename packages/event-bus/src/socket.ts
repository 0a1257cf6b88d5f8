import { SOCKET_EVENTS, type SocketEventName } from '@mp/contracts';
import type { EventBus } from './bus';
import type { SocketEvents } from './events';

const SOCKET_EVENT_NAMES: ReadonlySet<string> = new Set(Object.values(SOCKET_EVENTS));

export function isSocketEventName(value: unknown): value is SocketEventName {
  return typeof value === 'string' && SOCKET_EVENT_NAMES.has(value);
}

export type SocketMessage = {
  [K in SocketEventName]: { type: K; payload: SocketEvents[K] };
}[SocketEventName];

type UnknownRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is UnknownRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isOptionalString = (value: unknown): boolean => value === undefined || isString(value);

const isJobNotClosed = (value: unknown): boolean =>
  isRecord(value) && isString(value.jobId) && isString(value.title);

const isNullableString = (value: unknown): boolean => value === null || isString(value);

const isNotificationActor = (value: unknown): boolean =>
  value === null ||
  (isRecord(value) &&
    isString(value.userId) &&
    isString(value.name) &&
    isNullableString(value.profilePicture));

const isNotification = (value: unknown): boolean =>
  isRecord(value) &&
  isString(value.id) &&
  isString(value.kind) &&
  isRecord(value.payload) &&
  isNullableString(value.createdBy) &&
  isNotificationActor(value.actor) &&
  isNullableString(value.readAt) &&
  isString(value.createdAt);

// Structural checks per event: the socket is a trust boundary, so a malformed message is
// dropped instead of reaching a handler that would crash on it.
const payloadChecks: { [K in SocketEventName]: (payload: UnknownRecord) => boolean } = {
  CHANNEL_MESSAGE_RECEIVED: (p) =>
    isString(p.channelId) && isString(p.senderName) && isString(p.message),
  VIDEO_CHAT_STARTED: (p) =>
    isString(p.sender_name) && isString(p.roomName) && isOptionalString(p.link),
  MASS_CLOSE_JOBS_FINISHED: (p) =>
    typeof p.jobsProcessedCount === 'number' &&
    Array.isArray(p.jobsNotClosed) &&
    p.jobsNotClosed.every(isJobNotClosed),
  USER_CV_PARSER_SUCCEDED: (p) => isString(p.userId),
  USER_CV_PARSER_FAILED: (p) => isString(p.userId) && isOptionalString(p.reason),
  BOOKING_CREATED: (p) =>
    isString(p.bookingId) && isOptionalString(p.productId) && isOptionalString(p.productTitle),
  NOTIFICATION_CREATED: (p) => isNotification(p.notification),
};

/** Validates a raw socket message `{ type, payload }`; returns null when it is not one. */
export function parseSocketMessage(raw: unknown): SocketMessage | null {
  if (!isRecord(raw) || !isSocketEventName(raw.type) || !isRecord(raw.payload)) return null;
  if (!payloadChecks[raw.type](raw.payload)) return null;
  return raw as SocketMessage;
}

/** Emits a raw socket message on the bus when it is valid; returns whether it was emitted. */
export function emitSocketMessage(bus: EventBus, raw: unknown): boolean {
  const message = parseSocketMessage(raw);
  if (!message) return false;
  // The union of (type, payload) pairs is correlated but TypeScript cannot narrow it per call.
  (bus.emit as (type: SocketEventName, payload: unknown) => void)(message.type, message.payload);
  return true;
}
