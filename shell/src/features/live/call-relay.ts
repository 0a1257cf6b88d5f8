import type { Socket } from 'socket.io-client';
import {
  CALL_ERROR_CODES,
  isCallClientEventName,
  parseCallServerMessage,
  type CallErrorData,
} from '@mp/contracts';
import { eventBus, type CallSendPayload } from '@mp/event-bus';

/** How long the server has to acknowledge a call request. */
export const CALL_ACK_TIMEOUT_MS = 8000;

const unavailable = (message: string): { ok: false } & CallErrorData => ({
  ok: false,
  code: CALL_ERROR_CODES.unavailable,
  message,
});

/**
 * Carries video-call signalling between the page bus and the live socket (docs/video.md#on-the-page):
 * `call:send` requests go out with their acknowledgement, checked `call:*` events come back as
 * `call:message`, and the socket's state is told as `live:status`. `reconnect` opens the socket
 * again after socket.io gave up (a call screen asks with `live:connect`). Stops by itself once
 * the socket is closed for good; answers the returned stop too.
 */
export function relayCalls(socket: Socket, reconnect: () => void): () => void {
  const status = () => eventBus.emit('live:status', { connected: socket.connected });

  const send = ({ event, request, reply }: CallSendPayload) => {
    // A socket closed for good leaves the answer to the one that replaced it.
    if (!socket.active) return stop();
    if (!isCallClientEventName(event)) return reply(unavailable(`Not a call request: ${event}`));
    if (!socket.connected) return reply(unavailable('The live connection is down'));
    socket
      .timeout(CALL_ACK_TIMEOUT_MS)
      .emit(event, request, (error: Error | null, ack: unknown) =>
        reply(error ? unavailable('The server did not answer in time') : ack),
      );
  };

  const fromServer = (type: unknown, payload: unknown) => {
    const message = parseCallServerMessage(type, payload);
    if (message) eventBus.emit('call:message', message);
  };

  const connect = () => {
    if (!socket.active) return stop();
    if (socket.connected) status();
    else reconnect();
  };

  const offSend = eventBus.subscribe('call:send', send);
  const offConnect = eventBus.subscribe('live:connect', connect);
  socket.onAny(fromServer);
  socket.on('connect', status);
  socket.on('disconnect', status);
  socket.io.on('reconnect_failed', status);

  function stop() {
    offSend();
    offConnect();
    socket.offAny(fromServer);
    socket.off('connect', status);
    socket.off('disconnect', status);
    socket.io.off('reconnect_failed', status);
  }
  return stop;
}
