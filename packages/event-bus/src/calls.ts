/**
 * Video calls on the page bus (docs/video.md#on-the-page): a remote's call screen talks to the
 * shell's live socket through these events, since only the shell holds the socket.
 */
import type { CallClientEventName, CallServerMessage } from '@mp/contracts';

/**
 * A call request for the live socket (`call:join`, `call:signal`...). The shell sends it and
 * calls `reply` once with the server's acknowledgement, or with a SERVICE_UNAVAILABLE refusal
 * while the socket is down.
 */
export interface CallSendPayload {
  event: CallClientEventName;
  request: object;
  reply: (ack: unknown) => void;
}

export interface LiveStatusPayload {
  /** Whether the live socket is connected now. */
  connected: boolean;
}

// Type aliases, not interfaces: mitt's event map needs an implicit index signature.
export type CallEvents = {
  'call:send': CallSendPayload;
  /** A call event from the server, already checked (parseCallServerMessage). */
  'call:message': CallServerMessage;
  /** The live socket connected or dropped. */
  'live:status': LiveStatusPayload;
  /** Asks the shell to connect the socket if it is down; it answers with `live:status`. */
  'live:connect': Record<string, never>;
};
