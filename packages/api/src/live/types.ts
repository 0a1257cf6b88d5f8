import type { Server, Socket } from 'socket.io';
import type {
  CallClientEventName,
  CallMediaState,
  CallServerEventName,
  CallServerPayloads,
  LIVE_CLIENT_EVENTS,
  SocketEventName,
  SocketEventPayloads,
} from '@mp/contracts';

/** Who a verified session belongs to. */
export interface SessionIdentity {
  userId: string;
  tenantId: string;
  /** The sign-in session (identity service's `origin_jti`): its sockets close when it ends. */
  sessionId?: string;
}

/** Resolves a session token to its owner, or null when the token is not a live session. */
export type VerifySession = (token: string) => Promise<SessionIdentity | null>;

/** Whether this user may receive the events of this channel (e.g. is one of its parties). */
export type CanJoinChannel = (
  userId: string,
  tenantId: string,
  channelId: string,
) => boolean | Promise<boolean>;

/** What a genuine room token says (the video provider verified it). */
export interface CallTicket {
  tenantId: string;
  roomName: string;
  userId: string;
  userName: string;
}

/** Resolves a room token to its ticket, or null when it is forged, altered or expired. */
export type VerifyCallToken = (token: string) => Promise<CallTicket | null>;

export type ServerToClientEvents = {
  [K in SocketEventName]: (payload: SocketEventPayloads[K]) => void;
} & {
  [K in CallServerEventName]: (payload: CallServerPayloads[K]) => void;
};

// Arguments are unknown: whatever a client sends is checked before use.
export type ClientToServerEvents = {
  [K in (typeof LIVE_CLIENT_EVENTS)[keyof typeof LIVE_CLIENT_EVENTS] | CallClientEventName]: (
    request: unknown,
    ack?: unknown,
  ) => void;
};

/** Whether this user may hold a socket now (e.g. not deactivated); checked at every handshake. */
export type CanConnect = (userId: string, tenantId: string) => boolean | Promise<boolean>;

export type InterServerEvents = Record<string, never>;

/** One call this socket is in: how the others address and show it. */
export interface CallMembership {
  peerId: string;
  userName: string;
  state: CallMediaState;
}

/**
 * The socket's session, and the calls it is in by room name (a plain object: it is read on other
 * instances through the adapter when a call's peers are listed).
 */
export type LiveSocketData = SessionIdentity & { calls?: Record<string, CallMembership> };

export type LiveIo = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  LiveSocketData
>;

export type LiveSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  LiveSocketData
>;
