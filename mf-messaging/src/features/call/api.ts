import {
  BUILTIN_VIDEO_PROVIDER,
  callLink,
  listCallRooms,
  listChannels,
  notifyChatStarted,
  startTopicCall,
  videoRoomToken,
  videoUserToken,
  type ApiClient,
  type CallGrant,
  type CallRoom,
  type ChannelParty,
  type ChannelSummary,
  type IceServer,
} from '@mp/contracts';

/** Starts (or rejoins) the call about a conversation (`channel:<id>`) or contract (`job:<id>`). */
export function startCallAbout(api: ApiClient, roomTopic: string): Promise<CallGrant> {
  return api.call(startTopicCall, { body: { roomTopic, provider: BUILTIN_VIDEO_PROVIDER } });
}

/** Starts a call with one person (rings them). */
export function startCallWith(
  api: ApiClient,
  userName: string,
  participantId: string,
): Promise<CallGrant> {
  return api.call(videoRoomToken, { body: { userName, participantId } });
}

/** A fresh room token for a room the user is invited to; invites (and rings) `attach`. */
export function roomGrant(
  api: ApiClient,
  roomName: string,
  attach: readonly string[] = [],
  signal?: AbortSignal,
): Promise<CallGrant> {
  return api.call(videoRoomToken, {
    body: { roomName, attachParticipants: [...attach] },
    signal,
  });
}

export async function fetchIceServers(api: ApiClient, userId: string): Promise<IceServer[]> {
  const answer = await api.call(videoUserToken, {
    body: { forUserId: userId, provider: BUILTIN_VIDEO_PROVIDER },
  });
  return answer.iceServers;
}

export async function fetchOpenRooms(api: ApiClient, signal?: AbortSignal): Promise<CallRoom[]> {
  return (await api.call(listCallRooms, { signal })).rooms;
}

export async function fetchConversations(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<ChannelSummary[]> {
  return (await api.call(listChannels, { signal })).channels;
}

/**
 * Rings someone again: about a job through notify-chat-started (with the caller's own call link;
 * the server gives the recipient theirs), else by inviting them to the room again.
 */
export async function ringAgain(
  api: ApiClient,
  room: CallRoom,
  userId: string,
  side: 'customer' | 'freelancer',
): Promise<void> {
  if (room.jobId !== null) {
    await api.call(notifyChatStarted, {
      params: { jobId: room.jobId },
      body: { toUserId: userId, chatLink: callLink(side, room.roomName) },
    });
    return;
  }
  await roomGrant(api, room.roomName, [userId]);
}

/** The people of the user's conversations, once each, most recently active first. */
export function conversationPartners(channels: readonly ChannelSummary[]): ChannelParty[] {
  const partners = new Map<string, ChannelParty>();
  for (const channel of channels) {
    if (!partners.has(channel.otherParty.userId)) {
      partners.set(channel.otherParty.userId, channel.otherParty);
    }
  }
  return [...partners.values()];
}
