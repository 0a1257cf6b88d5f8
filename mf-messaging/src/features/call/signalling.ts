import {
  CALL_ERROR_CODES,
  type CallClientEventName,
  type CallErrorData,
  type CallServerMessage,
} from '@mp/contracts';
import { eventBus, type EventBus } from '@mp/event-bus';

export type CallFailure = { ok: false } & CallErrorData;

/** The live socket as a call sees it: the shell holds the socket, the page bus carries this. */
export interface CallSignalling {
  /** Sends a call request; resolves with the server's acknowledgement or a failure. */
  request<T extends { ok: boolean }>(
    event: CallClientEventName,
    request: object,
  ): Promise<T | CallFailure>;
  onMessage(handler: (message: CallServerMessage) => void): () => void;
  onStatus(handler: (connected: boolean) => void): () => void;
  /** Asks for the socket to connect (it answers through onStatus). */
  connect(): void;
}

/** Longer than the shell's own acknowledgement wait: its answer comes first when there is one. */
const NO_ANSWER_MS = 10_000;

function noAnswer(): CallFailure {
  return {
    ok: false,
    code: CALL_ERROR_CODES.unavailable,
    message: 'The live connection did not answer',
  };
}

function isAck(value: unknown): value is { ok: boolean } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { ok?: unknown }).ok === 'boolean'
  );
}

export function busSignalling(bus: EventBus = eventBus, timeoutMs = NO_ANSWER_MS): CallSignalling {
  return {
    request: <T extends { ok: boolean }>(event: CallClientEventName, request: object) =>
      new Promise<T | CallFailure>((resolve) => {
        let settled = false;
        const timer = setTimeout(() => settle(noAnswer()), timeoutMs);
        function settle(answer: T | CallFailure) {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolve(answer);
        }
        bus.emit('call:send', {
          event,
          request,
          reply: (ack) => settle(isAck(ack) ? (ack as T | CallFailure) : noAnswer()),
        });
      }),
    onMessage: (handler) => bus.subscribe('call:message', handler),
    onStatus: (handler) => bus.subscribe('live:status', ({ connected }) => handler(connected)),
    connect: () => bus.emit('live:connect', {}),
  };
}
