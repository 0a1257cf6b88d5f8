/**
 * Video calls on the live socket (docs/video.md#signalling): the requests a browser sends to
 * join a call room and relay WebRTC offers, answers and ICE candidates to the other peers, what
 * the server sends back, the limits, and hand-written checks of every message (no zod: the
 * browser's call screen and the shell's relay use them, and so does the server).
 */

/** Most people in one call: one-to-one, or a small group connected as a full mesh. */
export const CALL_MAX_PARTICIPANTS = 4;

/** Limits of one signalling message; bigger ones are refused unread. */
export const CALL_LIMITS = {
  /** An offer or answer's SDP (a camera, a microphone and a screen fit easily). */
  maxSdpLength: 32_000,
  maxCandidateLength: 1_024,
  /** Signalling messages one socket may send in `rateWindowMs` (offers, answers, candidates). */
  maxMessagesPerWindow: 400,
  rateWindowMs: 10_000,
} as const;

/** What the browser sends (each with an acknowledgement callback). */
export const CALL_CLIENT_EVENTS = {
  join: 'call:join',
  leave: 'call:leave',
  signal: 'call:signal',
  state: 'call:state',
} as const;
export type CallClientEventName = (typeof CALL_CLIENT_EVENTS)[keyof typeof CALL_CLIENT_EVENTS];

/** What the server sends to the sockets in a call. */
export const CALL_SERVER_EVENTS = {
  peerJoined: 'call:peer-joined',
  peerLeft: 'call:peer-left',
  signal: 'call:signal',
  peerState: 'call:peer-state',
  /** This socket was taken out of the call (the same user joined it again elsewhere). */
  ended: 'call:ended',
} as const;
export type CallServerEventName = (typeof CALL_SERVER_EVENTS)[keyof typeof CALL_SERVER_EVENTS];

/** Stable codes of refused call requests. */
export const CALL_ERROR_CODES = {
  /** A request whose body is malformed; `fields` names what. */
  requestInvalid: 'VALIDATION_FAILED',
  /** The room token is not one the API issued, or it has expired. */
  tokenInvalid: 'CALL_TOKEN_INVALID',
  /** The token is for another user or tenant than this socket's session. */
  forbidden: 'CALL_FORBIDDEN',
  /** The call already has CALL_MAX_PARTICIPANTS people in it. */
  full: 'CALL_FULL',
  /** The socket has not joined that call (or the addressed peer is not in it). */
  notJoined: 'CALL_NOT_JOINED',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  unavailable: 'SERVICE_UNAVAILABLE',
} as const;
export type CallErrorCode = (typeof CALL_ERROR_CODES)[keyof typeof CALL_ERROR_CODES];

export interface CallFieldError {
  path: string;
  message: string;
}

export interface CallErrorData {
  code: CallErrorCode;
  message: string;
  fields?: CallFieldError[];
}

/** What a peer shows the others: microphone and camera on, sharing the screen. */
export interface CallMediaState {
  audio: boolean;
  video: boolean;
  screen: boolean;
}

/** One socket in a call; `peerId` addresses it for signalling (a new one on every join). */
export interface CallPeer {
  peerId: string;
  userId: string;
  name: string;
  state: CallMediaState;
}

export interface CallJoinRequest {
  /** The room token the API issued (POST /settings/video-token and friends). */
  token: string;
  state: CallMediaState;
}

export type CallJoinAck =
  | { ok: true; roomName: string; peerId: string; peers: CallPeer[] }
  | ({ ok: false } & CallErrorData);

export interface CallLeaveRequest {
  roomName: string;
}

export interface CallSessionDescription {
  type: 'offer' | 'answer';
  sdp: string;
}

export interface CallIceCandidate {
  candidate: string;
  sdpMid: string | null;
  sdpMLineIndex: number | null;
  usernameFragment?: string | null;
}

/**
 * What one peer relays to another: its offer or answer, one ICE candidate, or a request that
 * the offering side restarts ICE (the answering side noticed the connection failed).
 */
export type CallSignalData =
  { description: CallSessionDescription } | { candidate: CallIceCandidate } | { restart: true };

export interface CallSignalRequest {
  roomName: string;
  /** The peer it is for. */
  to: string;
  data: CallSignalData;
}

export interface CallStateRequest {
  roomName: string;
  state: CallMediaState;
}

/** Acknowledgement of leave, signal and state requests. */
export type CallAck = { ok: true } | ({ ok: false } & CallErrorData);

export interface CallPeerJoinedMessage {
  roomName: string;
  peer: CallPeer;
}

export interface CallPeerLeftMessage {
  roomName: string;
  peerId: string;
}

export interface CallSignalMessage {
  roomName: string;
  /** The peer it comes from. */
  from: string;
  data: CallSignalData;
}

export interface CallPeerStateMessage {
  roomName: string;
  peerId: string;
  state: CallMediaState;
}

export interface CallEndedMessage {
  roomName: string;
  reason: 'replaced';
}

/** The payload of each server call event, keyed by its wire name. */
export type CallServerPayloads = {
  [CALL_SERVER_EVENTS.peerJoined]: CallPeerJoinedMessage;
  [CALL_SERVER_EVENTS.peerLeft]: CallPeerLeftMessage;
  [CALL_SERVER_EVENTS.signal]: CallSignalMessage;
  [CALL_SERVER_EVENTS.peerState]: CallPeerStateMessage;
  [CALL_SERVER_EVENTS.ended]: CallEndedMessage;
};

/** One server call event as it reaches the page: its name and payload. */
export type CallServerMessage = {
  [K in CallServerEventName]: { type: K; payload: CallServerPayloads[K] };
}[CallServerEventName];

// ------------------------------------------------------------------ checks of untrusted input

type UnknownRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is UnknownRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Room names and peer ids: what our own API and server make (they become room names). */
const CALL_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function isCallId(value: unknown): value is string {
  return typeof value === 'string' && CALL_ID.test(value);
}

export function isCallMediaState(value: unknown): value is CallMediaState {
  return (
    isRecord(value) &&
    typeof value.audio === 'boolean' &&
    typeof value.video === 'boolean' &&
    typeof value.screen === 'boolean'
  );
}

function isNullableString(value: unknown, maxLength: number): boolean {
  return value === null || (typeof value === 'string' && value.length <= maxLength);
}

function isCandidate(value: unknown): value is CallIceCandidate {
  if (!isRecord(value)) return false;
  const { candidate, sdpMid, sdpMLineIndex, usernameFragment } = value;
  return (
    typeof candidate === 'string' &&
    candidate.length <= CALL_LIMITS.maxCandidateLength &&
    isNullableString(sdpMid, 64) &&
    (sdpMLineIndex === null ||
      (typeof sdpMLineIndex === 'number' &&
        Number.isInteger(sdpMLineIndex) &&
        sdpMLineIndex >= 0 &&
        sdpMLineIndex < 64)) &&
    (usernameFragment === undefined || isNullableString(usernameFragment, 256))
  );
}

function isDescription(value: unknown): value is CallSessionDescription {
  return (
    isRecord(value) &&
    (value.type === 'offer' || value.type === 'answer') &&
    typeof value.sdp === 'string' &&
    value.sdp.length > 0 &&
    value.sdp.length <= CALL_LIMITS.maxSdpLength
  );
}

/** The relayed data, copied field by field (nothing else rides along), or null when malformed. */
export function parseCallSignalData(value: unknown): CallSignalData | null {
  if (!isRecord(value)) return null;
  const keys = Object.keys(value);
  if (keys.length !== 1) return null;
  if (isDescription(value.description)) {
    return { description: { type: value.description.type, sdp: value.description.sdp } };
  }
  if (isCandidate(value.candidate)) {
    const { candidate, sdpMid, sdpMLineIndex, usernameFragment } = value.candidate;
    return {
      candidate: {
        candidate,
        sdpMid,
        sdpMLineIndex,
        ...(usernameFragment === undefined ? {} : { usernameFragment }),
      },
    };
  }
  if (value.restart === true) return { restart: true };
  return null;
}

function isCallPeer(value: unknown): value is CallPeer {
  return (
    isRecord(value) &&
    isCallId(value.peerId) &&
    typeof value.userId === 'string' &&
    typeof value.name === 'string' &&
    isCallMediaState(value.state)
  );
}

const serverChecks: { [K in CallServerEventName]: (payload: UnknownRecord) => boolean } = {
  'call:peer-joined': (p) => isCallId(p.roomName) && isCallPeer(p.peer),
  'call:peer-left': (p) => isCallId(p.roomName) && isCallId(p.peerId),
  'call:signal': (p) =>
    isCallId(p.roomName) && isCallId(p.from) && parseCallSignalData(p.data) !== null,
  'call:peer-state': (p) => isCallId(p.roomName) && isCallId(p.peerId) && isCallMediaState(p.state),
  'call:ended': (p) => isCallId(p.roomName) && p.reason === 'replaced',
};

const SERVER_EVENT_NAMES: ReadonlySet<string> = new Set(Object.values(CALL_SERVER_EVENTS));

export function isCallServerEventName(value: unknown): value is CallServerEventName {
  return typeof value === 'string' && SERVER_EVENT_NAMES.has(value);
}

/** A server call event as received from the socket, or null when it is not a valid one. */
export function parseCallServerMessage(type: unknown, payload: unknown): CallServerMessage | null {
  if (!isCallServerEventName(type) || !isRecord(payload)) return null;
  if (!serverChecks[type](payload)) return null;
  return { type, payload } as unknown as CallServerMessage;
}

const CLIENT_EVENT_NAMES: ReadonlySet<string> = new Set(Object.values(CALL_CLIENT_EVENTS));

export function isCallClientEventName(value: unknown): value is CallClientEventName {
  return typeof value === 'string' && CLIENT_EVENT_NAMES.has(value);
}
