import {
  CALL_MAX_PARTICIPANTS,
  ZCallGrant,
  ZVideoTokenBody,
  endpoints,
  type CallGrant,
} from '@mp/contracts';
import type { Database } from '../../db/types';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute, type Caller } from '../../http/route';
import type { Publish } from '../../live/publisher';
import type { Tenant } from '../../tenancy';
import type { VideoProvider } from '../../video-provider/types';
import { grantFor, nameOf, ring } from './calling';
import { requireInvitable, requireVideoCalls } from './parties';
import { attachParticipants, callNotFound, createRoom, findOpenRoom } from './store';

interface Context {
  tenant: Tenant;
  db: Database;
  caller: Caller;
  video: VideoProvider;
  publish: Publish;
}

/** `{roomName, attachParticipants}`: a fresh token, after inviting and ringing those listed. */
async function joinRoom(
  ctx: Context,
  roomName: string,
  attach: readonly string[],
): Promise<CallGrant> {
  const { tenant, db, caller } = ctx;
  const room = await findOpenRoom(db, tenant.id, roomName, caller.userId);
  if (room === null) throw callNotFound('body.roomName');
  const name = await nameOf(db, tenant.id, caller.userId);
  if (attach.length === 0) return grantFor(ctx.video, tenant.id, caller, room, name);
  await requireInvitable(db, tenant, caller, attach, 'body.attachParticipants');
  const fits = await db.transaction((tx) =>
    attachParticipants(tx, tenant.id, roomName, caller.userId, attach, CALL_MAX_PARTICIPANTS),
  );
  if (!fits) {
    throw httpErrors.unprocessable(`A call has at most ${CALL_MAX_PARTICIPANTS} people`, [
      { path: 'body.attachParticipants', message: 'Too many people for one call' },
    ]);
  }
  const updated = (await findOpenRoom(db, tenant.id, roomName, caller.userId)) ?? room;
  ring(ctx.publish, tenant.id, caller.userId, name, updated, attach);
  return grantFor(ctx.video, tenant.id, caller, updated, name);
}

/** `{userName, participantId?}`: a new room with that person (ringing them), or alone. */
async function startRoom(
  ctx: Context,
  userName: string,
  participantId: string | undefined,
): Promise<CallGrant> {
  const { tenant, db, caller } = ctx;
  const others = participantId === undefined ? [] : [participantId];
  await requireInvitable(db, tenant, caller, others, 'body.participantId');
  const roomName = await db.transaction((tx) =>
    createRoom(tx, tenant.id, caller.userId, [caller.userId, ...others]),
  );
  const room = await findOpenRoom(db, tenant.id, roomName, caller.userId);
  if (room === null) throw new Error(`the room ${roomName} just made is not open`);
  ring(
    ctx.publish,
    tenant.id,
    caller.userId,
    await nameOf(db, tenant.id, caller.userId),
    room,
    others,
  );
  return grantFor(ctx.video, tenant.id, caller, room, userName);
}

export const videoRoomToken = definePrivateRoute(endpoints.videoRoomToken, {
  summary: 'Starts a call with someone, or gives a fresh room token and invites people',
  description:
    "`{userName, participantId?}` makes a new room with the caller and participantId (someone the caller has a conversation with: 404 USER_NOT_FOUND / 422 otherwise, naming body.participantId), rings them with VIDEO_CHAT_STARTED, and answers the caller's token; userName is how the caller is shown in the call. `{roomName, attachParticipants}` answers a fresh token for an open room the caller is invited to (404 CALL_NOT_FOUND otherwise) after inviting and ringing the people listed (same rules; at most 4 in a room, 422). docs/video.md.",
  body: ZVideoTokenBody,
  response: ZCallGrant,
  handler: async ({ tenant, db, caller, body, video, publish }) => {
    requireVideoCalls(tenant, caller);
    const ctx: Context = { tenant, db, caller, video, publish };
    if (body.roomName !== undefined) {
      const attach = [...new Set(body.attachParticipants ?? [])];
      return joinRoom(ctx, body.roomName, attach);
    }
    return startRoom(ctx, body.userName ?? '', body.participantId);
  },
});
