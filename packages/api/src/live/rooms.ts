import type { LiveRecipient } from '@mp/contracts';

// Ids become part of room names, so a ':' (or whitespace) could forge another room's name.
const ID_PATTERN = /^[^\s:\p{Cc}]{1,128}$/u;

/** A tenant, user or channel id that is safe inside a room name. */
export function isLiveId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}

export function userRoom(tenantId: string, userId: string): string {
  return `tenant:${tenantId}:user:${userId}`;
}

/** The sockets of one sign-in session: closed together when the session ends. */
export function sessionRoom(tenantId: string, sessionId: string): string {
  return `tenant:${tenantId}:session:${sessionId}`;
}

export function channelRoom(tenantId: string, channelId: string): string {
  return `tenant:${tenantId}:channel:${channelId}`;
}

/** The room of a recipient; throws on an id that could not have come from our own data. */
export function recipientRoom(tenantId: string, to: LiveRecipient): string {
  if (!isLiveId(tenantId))
    throw new TypeError(`live: invalid tenantId ${JSON.stringify(tenantId)}`);
  if ('userId' in to && isLiveId(to.userId)) return userRoom(tenantId, to.userId);
  if ('channelId' in to && isLiveId(to.channelId)) return channelRoom(tenantId, to.channelId);
  throw new TypeError(`live: invalid recipient ${JSON.stringify(to)}`);
}

export function callRoom(tenantId: string, roomName: string): string {
  return `tenant:${tenantId}:call:${roomName}`;
}

/** The room of one peer in a call: a signal addressed there reaches that peer only if it is in that call. */
export function callPeerRoom(tenantId: string, roomName: string, peerId: string): string {
  return `${callRoom(tenantId, roomName)}:peer:${peerId}`;
}
