import { ZCallGrant, ZVideoSignatureBody, endpoints, parseRoomTopic } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { grantFor, nameOf, ring } from './calling';
import { requireVideoCalls, topicParties } from './parties';
import { findOpenRoom, openTopicRoom } from './store';

export const startTopicCall = definePrivateRoute(endpoints.startTopicCall, {
  summary: 'Starts (or rejoins) the call about a conversation or a contract and rings the others',
  description:
    "roomTopic `channel:<channelId>`: the conversation's two parties (404 CHANNEL_NOT_FOUND unless the caller is one); `job:<jobId>`: the job's customer and the freelancers hired on it or whose meeting was accepted (404 JOB_NOT_FOUND unless the caller is one, 422 when nobody else is). One open room per topic: starting again reuses it and keeps it open 4 more hours. Everyone invited but the caller receives VIDEO_CHAT_STARTED. Answers the caller's room token (docs/video.md). 403 FORBIDDEN while the videoChat switch is off for the caller.",
  body: ZVideoSignatureBody,
  response: ZCallGrant,
  handler: async ({ tenant, db, caller, body, video, publish }) => {
    requireVideoCalls(tenant, caller);
    const topic = parseRoomTopic(body.roomTopic);
    if (topic === null) throw new Error('roomTopic passed validation but does not parse');
    const parties = await topicParties(db, tenant, caller, topic);
    const roomName = await db.transaction((tx) =>
      openTopicRoom(tx, tenant.id, parties, caller.userId, parties.participantIds),
    );
    const room = await findOpenRoom(db, tenant.id, roomName, caller.userId);
    if (room === null) throw new Error(`the room ${roomName} just opened is not open`);
    const name = await nameOf(db, tenant.id, caller.userId);
    ring(publish, tenant.id, caller.userId, name, room, parties.participantIds);
    return grantFor(video, tenant.id, caller, room, name);
  },
});
