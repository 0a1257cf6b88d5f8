/**
 * Video calls (docs/video.md): rooms, who is invited, the room tokens the signalling server
 * checks, the ICE servers a browser connects through, and ringing the people invited.
 */
import { z } from 'zod';
import { CALL_MAX_PARTICIPANTS } from '../calls';
import { SEEDED_ACCOUNTS } from '../seed-accounts';
import { zId } from '../tenant/primitives';
import { zJobRef } from './jobs';

/** The providers a deployment can serve calls with; `builtin` is browser WebRTC, no vendor. */
export const VIDEO_PROVIDERS = ['builtin'] as const;
export type VideoProviderName = (typeof VIDEO_PROVIDERS)[number];
export const BUILTIN_VIDEO_PROVIDER: VideoProviderName = 'builtin';

/** Longest display name in a call. */
export const CALL_USER_NAME_MAX_LENGTH = 80;

const DEMO_FREELANCER_ID = SEEDED_ACCOUNTS.find((a) => a.email === 'freelancer@demo.test')?.userId;

export const zVideoProvider = z.enum(VIDEO_PROVIDERS);

/** A room's name: made by the API, unguessable, safe in a URL. */
export const zRoomName = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Use the room name the call link gives')
  .meta({ examples: ['room-1'] });

/** What a call is about: `channel:<channelId>` (a conversation) or `job:<jobId>` (a contract). */
export const ROOM_TOPIC_PATTERN = /^(channel|job):([A-Za-z0-9_-]{1,64})$/;
export const zRoomTopic = z
  .string()
  .regex(ROOM_TOPIC_PATTERN, 'Use "channel:<channelId>" or "job:<jobId>"')
  .meta({ examples: ['job:demo-job-booking-website'] });

export type RoomTopicKind = 'channel' | 'job';

/** The kind and id of a topic, or null when it is not one. */
export function parseRoomTopic(topic: string): { kind: RoomTopicKind; id: string } | null {
  const match = ROOM_TOPIC_PATTERN.exec(topic);
  if (match === null) return null;
  return { kind: match[1] as RoomTopicKind, id: match[2] as string };
}

/** Someone invited to a call. */
export const ZCallParticipant = z.object({
  userId: z.string(),
  name: z.string(),
  profilePicture: z.string().nullable(),
  /** 2 freelancer, 3 customer. */
  role: z.number().int(),
});
export type CallParticipant = z.infer<typeof ZCallParticipant>;

/** A call room: what it is about and who is invited (at most CALL_MAX_PARTICIPANTS). */
export const ZCallRoom = z.object({
  roomName: z.string(),
  /** `channel:<id>` or `job:<id>`; null for a call started with people directly. */
  topic: z.string().nullable(),
  jobId: z.string().nullable(),
  channelId: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
  /** After this the room is closed: no more tokens, a new call makes a new room. */
  expiresAt: z.string(),
  participants: z.array(ZCallParticipant),
});
export type CallRoom = z.infer<typeof ZCallRoom>;

/** A room token: lets its holder (and only them) into one room until it expires. */
export const ZCallGrant = z.object({
  provider: zVideoProvider,
  roomName: z.string(),
  token: z.string(),
  expiresAt: z.string(),
  room: ZCallRoom,
});
export type CallGrant = z.infer<typeof ZCallGrant>;

/** POST /apis/video/signature {roomTopic, provider}: start the call about a conversation or job. */
export const ZVideoSignatureBody = z.strictObject({
  roomTopic: zRoomTopic,
  provider: zVideoProvider,
});
export type VideoSignatureBody = z.infer<typeof ZVideoSignatureBody>;

const zParticipantRef = zId.meta({ examples: DEMO_FREELANCER_ID ? [DEMO_FREELANCER_ID] : [] });

/**
 * POST /settings/video-token: `{userName, participantId?}` starts a call (with that person, or
 * alone to invite people later); `{roomName, attachParticipants}` gives a fresh token for a room
 * the caller is invited to and invites (and rings) the people listed.
 */
export const ZVideoTokenBody = z
  .strictObject({
    userName: z.string().trim().min(1).max(CALL_USER_NAME_MAX_LENGTH).optional(),
    participantId: zParticipantRef.optional(),
    roomName: zRoomName.optional(),
    attachParticipants: z
      .array(zParticipantRef)
      .max(CALL_MAX_PARTICIPANTS - 1)
      .optional(),
  })
  .superRefine((body, ctx) => {
    const starting = body.userName !== undefined || body.participantId !== undefined;
    const joining = body.roomName !== undefined || body.attachParticipants !== undefined;
    if (starting && joining) {
      ctx.addIssue({
        code: 'custom',
        path: ['roomName'],
        message: 'Send either {userName, participantId?} or {roomName, attachParticipants}',
      });
    } else if (joining && body.roomName === undefined) {
      ctx.addIssue({ code: 'custom', path: ['roomName'], message: 'Name the room' });
    } else if (!joining && body.userName === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['userName'],
        message: 'Send userName to start a call, or roomName to join one',
      });
    }
  })
  .meta({ examples: [{ userName: 'Casey' }] });
export type VideoTokenBody = z.infer<typeof ZVideoTokenBody>;

/** POST /apis/video/token {forUserId, provider}: the ICE servers for the caller's browser. */
export const ZVideoUserTokenBody = z.strictObject({
  forUserId: zParticipantRef,
  provider: zVideoProvider,
});
export type VideoUserTokenBody = z.infer<typeof ZVideoUserTokenBody>;

/** An RTCIceServer as the browser takes it. */
export const ZIceServer = z.object({
  urls: z.array(z.string()),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof ZIceServer>;

export const ZVideoUserToken = z.object({
  provider: zVideoProvider,
  userId: z.string(),
  /** STUN and TURN servers; empty on one machine (host candidates connect). */
  iceServers: z.array(ZIceServer),
  /** When TURN credentials in it stop working (ask again before). */
  expiresAt: z.string(),
});
export type VideoUserToken = z.infer<typeof ZVideoUserToken>;

/** GET /apis/video/rooms: the open rooms the caller is invited to, newest first. */
export const ZCallRoomList = z.object({ rooms: z.array(ZCallRoom) });
export type CallRoomList = z.infer<typeof ZCallRoomList>;

export const ZNotifyChatStartedParams = z.strictObject({ jobId: zJobRef });

/** A call link of this site: `/customer/meet?room=<roomName>` or `/freelancer/meet?room=...`. */
export const CALL_LINK_PATTERN = /^\/(customer|freelancer)\/meet\?room=([A-Za-z0-9_-]{1,64})$/;

/** POST /jobs/{jobId}/notify-chat-started {toUserId, chatLink}: ring a party of the job again. */
export const ZNotifyChatStartedBody = z.strictObject({
  toUserId: zParticipantRef,
  chatLink: z
    .string()
    .max(200)
    .regex(CALL_LINK_PATTERN, 'Use the call link, e.g. /customer/meet?room=<roomName>')
    .meta({ examples: ['/customer/meet?room=room-1'] }),
});
export type NotifyChatStartedBody = z.infer<typeof ZNotifyChatStartedBody>;

export const ZNotifyChatStartedResponse = z.object({
  notified: z.literal(true),
  roomName: z.string(),
  /** The link the recipient's toast opens (their own area's call page). */
  link: z.string(),
});
export type NotifyChatStartedResponse = z.infer<typeof ZNotifyChatStartedResponse>;

/** The call page of a room in the area of a role: where a toast's "Join the call now." leads. */
export function callLink(area: 'customer' | 'freelancer', roomName: string): string {
  return `/${area}/meet?room=${encodeURIComponent(roomName)}`;
}
