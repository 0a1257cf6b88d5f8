import { LIVE_ERROR_CODES, type LiveChannelAck, type LiveErrorCode } from '@mp/contracts';
import { liveErrorData } from './errors';
import type { LiveLogger } from './logger';
import { channelRoom, isLiveId } from './rooms';
import type { CanJoinChannel, LiveSocket } from './types';

export interface ChannelHandlerOptions {
  canJoinChannel: CanJoinChannel;
  /** Channel rooms one socket may hold at once. */
  maxChannels: number;
  /** Channel requests one socket may have waiting; more are refused, not queued. */
  maxPending: number;
  logger: LiveLogger;
}

type Ack = (result: LiveChannelAck) => void;

const failure = (code: LiveErrorCode, message: string): LiveChannelAck => ({
  ok: false,
  ...liveErrorData(code, message),
});

function parseChannelId(request: unknown): string | LiveChannelAck {
  const channelId =
    typeof request === 'object' && request !== null
      ? (request as { channelId?: unknown }).channelId
      : undefined;
  if (isLiveId(channelId)) return channelId;
  return {
    ok: false,
    ...liveErrorData(LIVE_ERROR_CODES.requestInvalid, 'Invalid channel request', [
      { path: 'channelId', message: 'required: 1-128 characters without spaces or ":"' },
    ]),
  };
}

function channelCount(socket: LiveSocket): number {
  // Every channel room starts so (call rooms, the user's own room and the socket's do not).
  const prefix = channelRoom(socket.data.tenantId, '');
  let count = 0;
  for (const room of socket.rooms) if (room.startsWith(prefix)) count += 1;
  return count;
}

async function join(
  socket: LiveSocket,
  request: unknown,
  options: ChannelHandlerOptions,
): Promise<LiveChannelAck> {
  const channelId = parseChannelId(request);
  if (typeof channelId !== 'string') return channelId;
  const { userId, tenantId } = socket.data;
  const room = channelRoom(tenantId, channelId);
  if (socket.rooms.has(room)) return { ok: true, channelId };
  if (channelCount(socket) >= options.maxChannels) {
    return failure(LIVE_ERROR_CODES.channelLimit, 'Too many channels joined on this socket');
  }
  if (!(await options.canJoinChannel(userId, tenantId, channelId))) {
    return failure(LIVE_ERROR_CODES.channelForbidden, 'You may not join this channel');
  }
  // The check is async: a socket gone meanwhile must not be left behind in the room.
  if (!socket.connected) return failure(LIVE_ERROR_CODES.unavailable, 'Socket disconnected');
  await socket.join(room);
  return { ok: true, channelId };
}

async function leave(socket: LiveSocket, request: unknown): Promise<LiveChannelAck> {
  const channelId = parseChannelId(request);
  if (typeof channelId !== 'string') return channelId;
  await socket.leave(channelRoom(socket.data.tenantId, channelId));
  return { ok: true, channelId };
}

/**
 * `channel:join` / `channel:leave` for one socket. Requests run one at a time, in order, so a
 * join followed by a leave ends outside the room and a client cannot fan out permission checks.
 */
export function registerChannelHandlers(socket: LiveSocket, options: ChannelHandlerOptions): void {
  let queue: Promise<void> = Promise.resolve();
  let pending = 0;

  const enqueue = (task: () => Promise<LiveChannelAck>, ack: unknown): void => {
    const reply: Ack = typeof ack === 'function' ? (ack as Ack) : () => undefined;
    if (pending >= options.maxPending) {
      reply(failure(LIVE_ERROR_CODES.tooManyRequests, 'Too many channel requests'));
      return;
    }
    pending += 1;
    queue = queue
      .then(task)
      .catch((error: unknown) => {
        options.logger.warn(
          { err: error, socketId: socket.id, userId: socket.data.userId },
          'live: channel request failed',
        );
        return failure(LIVE_ERROR_CODES.unavailable, 'Channel check unavailable, retry later');
      })
      .then((result) => {
        pending -= 1;
        reply(result);
      });
  };

  socket.on('channel:join', (request, ack) => enqueue(() => join(socket, request, options), ack));
  socket.on('channel:leave', (request, ack) => enqueue(() => leave(socket, request), ack));
}
