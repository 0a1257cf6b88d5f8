/**
 * Call signalling (docs/video.md#signalling): a socket joins a call room with a room token the
 * API issued, learns the peers already there, and relays WebRTC offers, answers and ICE
 * candidates to one peer at a time. Media never passes through the server.
 */
import { randomBytes } from 'node:crypto';
import {
  CALL_ERROR_CODES,
  CALL_LIMITS,
  CALL_MAX_PARTICIPANTS,
  CALL_SERVER_EVENTS,
  isCallId,
  isCallMediaState,
  parseCallSignalData,
  type CallAck,
  type CallErrorCode,
  type CallFieldError,
  type CallJoinAck,
  type CallMediaState,
  type CallPeer,
} from '@mp/contracts';
import type { LiveLogger } from './logger';
import { callPeerRoom, callRoom } from './rooms';
import type { CallMembership, LiveIo, LiveSocket, VerifyCallToken } from './types';

export interface CallHandlerOptions {
  verifyCallToken: VerifyCallToken;
  /** Join and leave requests one socket may have waiting; more are refused, not queued. */
  maxPending: number;
  logger: LiveLogger;
}

/** Longer than any room token the API issues; bigger inputs are refused unread. */
const MAX_TOKEN_LENGTH = 4096;

type Failure = { ok: false; code: CallErrorCode; message: string; fields?: CallFieldError[] };

function failure(code: CallErrorCode, message: string, fields?: CallFieldError[]): Failure {
  return fields === undefined ? { ok: false, code, message } : { ok: false, code, message, fields };
}

const invalid = (path: string, message: string): Failure =>
  failure(CALL_ERROR_CODES.requestInvalid, 'Invalid call request', [{ path, message }]);

function field(request: unknown, name: string): unknown {
  return typeof request === 'object' && request !== null
    ? (request as Record<string, unknown>)[name]
    : undefined;
}

function roomNameOf(request: unknown): string | Failure {
  const roomName = field(request, 'roomName');
  return isCallId(roomName) ? roomName : invalid('roomName', 'required: the call room name');
}

const newPeerId = (): string => randomBytes(16).toString('base64url');

function membership(socket: LiveSocket, roomName: string): CallMembership | null {
  const found = socket.data.calls?.[roomName];
  // A socket taken out of the room by another instance keeps stale data: the room decides.
  if (found === undefined || !socket.rooms.has(callRoom(socket.data.tenantId, roomName))) {
    return null;
  }
  return found;
}

function forget(socket: LiveSocket, roomName: string): void {
  if (socket.data.calls === undefined) return;
  const { [roomName]: _left, ...rest } = socket.data.calls;
  socket.data.calls = rest;
}

/** Takes the socket out of one call and tells the others. */
async function leaveCall(io: LiveIo, socket: LiveSocket, roomName: string): Promise<void> {
  const { tenantId } = socket.data;
  const own = socket.data.calls?.[roomName];
  const room = callRoom(tenantId, roomName);
  const wasIn = socket.rooms.has(room);
  forget(socket, roomName);
  if (own !== undefined) await socket.leave(callPeerRoom(tenantId, roomName, own.peerId));
  await socket.leave(room);
  if (wasIn && own !== undefined) {
    io.to(room).emit(CALL_SERVER_EVENTS.peerLeft, { roomName, peerId: own.peerId });
  }
}

interface JoinInput {
  token: string;
  state: CallMediaState;
}

function parseJoin(request: unknown): JoinInput | Failure {
  const token = field(request, 'token');
  if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) {
    return invalid('token', 'required: the room token');
  }
  const state = field(request, 'state');
  if (!isCallMediaState(state)) {
    return invalid('state', 'required: {audio, video, screen} booleans');
  }
  return { token, state };
}

/**
 * The peers in the call on every instance. A socket of the same user is taken out first (the
 * user joined again: another tab, or after a network drop the server has not noticed yet).
 */
async function peersReplacingOwn(
  io: LiveIo,
  socket: LiveSocket,
  roomName: string,
): Promise<CallPeer[]> {
  const { tenantId, userId } = socket.data;
  const room = callRoom(tenantId, roomName);
  const peers: CallPeer[] = [];
  for (const member of await io.in(room).fetchSockets()) {
    if (member.id === socket.id) continue;
    const own = member.data.calls?.[roomName];
    if (own === undefined) continue;
    if (member.data.userId === userId) {
      member.leave(callPeerRoom(tenantId, roomName, own.peerId));
      member.leave(room);
      member.emit(CALL_SERVER_EVENTS.ended, { roomName, reason: 'replaced' });
      io.to(room).emit(CALL_SERVER_EVENTS.peerLeft, { roomName, peerId: own.peerId });
      continue;
    }
    peers.push({
      peerId: own.peerId,
      userId: member.data.userId,
      name: own.userName,
      state: own.state,
    });
  }
  return peers;
}

async function join(
  io: LiveIo,
  socket: LiveSocket,
  request: unknown,
  options: CallHandlerOptions,
): Promise<CallJoinAck> {
  const input = parseJoin(request);
  if ('ok' in input) return input;
  const ticket = await options.verifyCallToken(input.token);
  if (ticket === null) {
    return failure(CALL_ERROR_CODES.tokenInvalid, 'The room token is not valid or has expired');
  }
  const { tenantId, userId } = socket.data;
  if (ticket.tenantId !== tenantId || ticket.userId !== userId) {
    return failure(CALL_ERROR_CODES.forbidden, 'This room token is for someone else');
  }
  const { roomName } = ticket;
  if (membership(socket, roomName) !== null) await leaveCall(io, socket, roomName);
  const peers = await peersReplacingOwn(io, socket, roomName);
  if (new Set(peers.map((peer) => peer.userId)).size + 1 > CALL_MAX_PARTICIPANTS) {
    return failure(
      CALL_ERROR_CODES.full,
      `A call has at most ${CALL_MAX_PARTICIPANTS} people in it`,
    );
  }
  // The checks are async: a socket gone meanwhile must not be left behind in the room.
  if (!socket.connected) return failure(CALL_ERROR_CODES.unavailable, 'Socket disconnected');
  const own: CallMembership = {
    peerId: newPeerId(),
    userName: ticket.userName,
    state: input.state,
  };
  socket.data.calls = { ...socket.data.calls, [roomName]: own };
  await socket.join([callRoom(tenantId, roomName), callPeerRoom(tenantId, roomName, own.peerId)]);
  socket.to(callRoom(tenantId, roomName)).emit(CALL_SERVER_EVENTS.peerJoined, {
    roomName,
    peer: { peerId: own.peerId, userId, name: own.userName, state: own.state },
  });
  return { ok: true, roomName, peerId: own.peerId, peers };
}

async function leave(io: LiveIo, socket: LiveSocket, request: unknown): Promise<CallAck> {
  const roomName = roomNameOf(request);
  if (typeof roomName !== 'string') return roomName;
  await leaveCall(io, socket, roomName);
  return { ok: true };
}

function signal(io: LiveIo, socket: LiveSocket, request: unknown): CallAck {
  const roomName = roomNameOf(request);
  if (typeof roomName !== 'string') return roomName;
  const to = field(request, 'to');
  if (!isCallId(to)) return invalid('to', 'required: the peer id');
  const data = parseCallSignalData(field(request, 'data'));
  if (data === null) {
    return invalid('data', 'required: exactly one of description, candidate or restart');
  }
  const own = membership(socket, roomName);
  if (own === null) return failure(CALL_ERROR_CODES.notJoined, 'Join the call first');
  if (to === own.peerId) return invalid('to', 'A peer does not signal itself');
  // Addressed to the peer's own room inside this call: nobody outside the call can be reached.
  io.to(callPeerRoom(socket.data.tenantId, roomName, to)).emit(CALL_SERVER_EVENTS.signal, {
    roomName,
    from: own.peerId,
    data,
  });
  return { ok: true };
}

function setState(socket: LiveSocket, request: unknown): CallAck {
  const roomName = roomNameOf(request);
  if (typeof roomName !== 'string') return roomName;
  const state = field(request, 'state');
  if (!isCallMediaState(state))
    return invalid('state', 'required: {audio, video, screen} booleans');
  const own = membership(socket, roomName);
  if (own === null) return failure(CALL_ERROR_CODES.notJoined, 'Join the call first');
  const next = { audio: state.audio, video: state.video, screen: state.screen };
  socket.data.calls = { ...socket.data.calls, [roomName]: { ...own, state: next } };
  socket.to(callRoom(socket.data.tenantId, roomName)).emit(CALL_SERVER_EVENTS.peerState, {
    roomName,
    peerId: own.peerId,
    state: next,
  });
  return { ok: true };
}

/** A fixed window: at most `limit` messages per `windowMs`. */
function rateLimiter(limit: number, windowMs: number): () => boolean {
  let windowStart = 0;
  let count = 0;
  return () => {
    const now = Date.now();
    if (now - windowStart >= windowMs) {
      windowStart = now;
      count = 0;
    }
    count += 1;
    return count <= limit;
  };
}

type Reply<T> = (result: T) => void;

function replier<T>(ack: unknown): Reply<T> {
  return typeof ack === 'function' ? (ack as Reply<T>) : () => undefined;
}

/**
 * `call:join`, `call:leave`, `call:signal` and `call:state` for one socket. Joins and leaves run
 * one at a time, in order; signals and state changes are answered at once, within a rate limit.
 */
export function registerCallHandlers(
  io: LiveIo,
  socket: LiveSocket,
  options: CallHandlerOptions,
): void {
  let queue: Promise<void> = Promise.resolve();
  let pending = 0;
  const allowed = rateLimiter(CALL_LIMITS.maxMessagesPerWindow, CALL_LIMITS.rateWindowMs);

  const enqueue = <T>(task: () => Promise<T>, reply: Reply<T | Failure>): void => {
    if (pending >= options.maxPending) {
      reply(failure(CALL_ERROR_CODES.tooManyRequests, 'Too many call requests'));
      return;
    }
    pending += 1;
    queue = queue
      .then(task)
      .catch((error: unknown): Failure => {
        options.logger.warn(
          { err: error, socketId: socket.id, userId: socket.data.userId },
          'live: call request failed',
        );
        return failure(CALL_ERROR_CODES.unavailable, 'Call check unavailable, retry later');
      })
      .then((result) => {
        pending -= 1;
        reply(result);
      });
  };

  const limited = (ack: unknown, handle: () => CallAck): void => {
    const reply = replier<CallAck>(ack);
    if (!allowed()) {
      reply(failure(CALL_ERROR_CODES.tooManyRequests, 'Too many call messages: slow down'));
      return;
    }
    reply(handle());
  };

  socket.on('call:join', (request, ack) =>
    enqueue(() => join(io, socket, request, options), replier<CallJoinAck>(ack)),
  );
  socket.on('call:leave', (request, ack) =>
    enqueue(() => leave(io, socket, request), replier<CallAck>(ack)),
  );
  socket.on('call:signal', (request, ack) => limited(ack, () => signal(io, socket, request)));
  socket.on('call:state', (request, ack) => limited(ack, () => setState(socket, request)));
  socket.on('disconnecting', () => {
    for (const roomName of Object.keys(socket.data.calls ?? {})) {
      const own = membership(socket, roomName);
      if (own === null) continue;
      socket
        .to(callRoom(socket.data.tenantId, roomName))
        .emit(CALL_SERVER_EVENTS.peerLeft, { roomName, peerId: own.peerId });
    }
  });
}
