import { io, type Socket } from 'socket.io-client';
import { isCallServerEventName, SOCKET_OPTIONS } from '@mp/contracts';
import { emitSocketMessage, eventBus } from '@mp/event-bus';
import { relayCalls } from './call-relay';
import { keepReconnecting } from './reconnect-rounds';

export interface LiveConnection {
  userId: string;
  tenantId: string;
  socketUrl: string;
  /** A fresh session token for each (re)connection attempt. */
  token: () => Promise<string | null>;
}

/**
 * One socket per signed-in user (handshake, timeout and attempts: docs/live.md#connecting);
 * every server event is validated onto the page's bus.
 */
export async function openLiveSocket(connection: LiveConnection): Promise<Socket | null> {
  const token = await connection.token();
  if (!token) return null;
  const socket = io(connection.socketUrl, {
    query: { userId: connection.userId, tenantId: connection.tenantId, token },
    transports: ['websocket'],
    timeout: SOCKET_OPTIONS.timeoutMs,
    reconnectionAttempts: SOCKET_OPTIONS.maxAttempts,
  });
  socket.onAny((type: unknown, payload: unknown) => {
    // Call signalling has its own relay (./call-relay).
    if (isCallServerEventName(type)) return;
    if (!emitSocketMessage(eventBus, { type, payload })) {
      console.warn('[live] dropped a malformed event', type);
    }
  });
  const freshToken = () =>
    connection.token().then((fresh) => {
      if (fresh) socket.io.opts.query = { ...socket.io.opts.query, token: fresh };
    });
  socket.io.on('reconnect_attempt', () => void freshToken());
  // An API restart outlasts socket.io's few attempts: further rounds bring the socket back.
  const stopRounds = keepReconnecting(socket, freshToken);
  socket.on('disconnect', (reason) => {
    if (reason === 'io client disconnect') stopRounds();
  });
  // After socket.io gave up its attempts, a call screen may ask for the socket again.
  relayCalls(socket, () => void freshToken().then(() => socket.connect()));
  socket.on('connect_error', (error: Error & { data?: { code?: string } }) => {
    console.warn('[live] connection refused', error.data?.code ?? error.message);
  });
  return socket;
}
