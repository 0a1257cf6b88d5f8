/** What every call route ends with: the caller's room token, and ringing the people invited. */
import {
  BUILTIN_VIDEO_PROVIDER,
  ROLES,
  SOCKET_EVENTS,
  callLink,
  type CallGrant,
  type CallRoom,
} from '@mp/contracts';
import type { Queryable } from '../../db/types';
import type { Caller } from '../../http/route';
import type { Publish } from '../../live/publisher';
import type { VideoProvider } from '../../video-provider/types';
import { findUser } from '../users';

/** The caller's name as others see it (their profile's). */
export async function nameOf(db: Queryable, tenantId: string, userId: string): Promise<string> {
  return (await findUser(db, tenantId, userId))?.name ?? '';
}

/** A room token for the caller, shown in the call as `userName`. */
export async function grantFor(
  video: VideoProvider,
  tenantId: string,
  caller: Caller,
  room: CallRoom,
  userName: string,
): Promise<CallGrant> {
  const issued = await video.issueRoomToken({
    tenantId,
    roomName: room.roomName,
    userId: caller.userId,
    userName,
  });
  return {
    provider: BUILTIN_VIDEO_PROVIDER,
    roomName: room.roomName,
    token: issued.token,
    expiresAt: issued.expiresAt.toISOString(),
    room,
  };
}

/** Where a participant joins the room: the call page of their own area. */
export function joinLinkFor(room: CallRoom, userId: string): string {
  const role = room.participants.find((p) => p.userId === userId)?.role;
  return callLink(role === ROLES.customer ? 'customer' : 'freelancer', room.roomName);
}

/**
 * VIDEO_CHAT_STARTED to every socket of each user (never the caller): the shell shows
 * "{sender_name} is video calling you." with "Join the call now." for 30 s.
 */
export function ring(
  publish: Publish,
  tenantId: string,
  callerId: string,
  callerName: string,
  room: CallRoom,
  userIds: readonly string[],
): void {
  for (const userId of new Set(userIds)) {
    if (userId === callerId) continue;
    publish({
      tenantId,
      to: { userId },
      type: SOCKET_EVENTS.videoChatStarted,
      payload: {
        sender_name: callerName,
        roomName: room.roomName,
        link: joinLinkFor(room, userId),
      },
    });
  }
}
