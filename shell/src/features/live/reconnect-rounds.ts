/** Waits between rounds of reconnection once socket.io gave up its own attempts. */
export const RECONNECT_ROUND_DELAYS_MS = [3000, 6000, 12_000, 30_000] as const;

/** The part of a socket.io client socket the rounds use. */
export interface RoundsSocket {
  readonly active: boolean;
  connect(): unknown;
  io: {
    on(event: 'reconnect_failed' | 'open', listener: () => void): unknown;
    off(event: 'reconnect_failed' | 'open', listener: () => void): unknown;
  };
}

/**
 * socket.io makes at most SOCKET_OPTIONS.maxAttempts reconnection attempts (docs/live.md#connecting),
 * fewer than an API restart needs. When they are spent, another round starts after a growing
 * wait (then every 30 s), each with a fresh token (`beforeRound`), until the socket is open
 * again or closed for good (sign-out, or an ended session the server disconnected). Returns a
 * stop function.
 */
export function keepReconnecting(
  socket: RoundsSocket,
  beforeRound: () => Promise<void>,
  timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis,
): () => void {
  let round = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onFailed = () => {
    const wait =
      RECONNECT_ROUND_DELAYS_MS[Math.min(round, RECONNECT_ROUND_DELAYS_MS.length - 1)] ?? 30_000;
    round += 1;
    timer = timers.setTimeout(() => {
      timer = undefined;
      // Closed meanwhile (sign-out): it stays closed.
      if (!socket.active) return;
      void beforeRound().finally(() => socket.connect());
    }, wait);
  };
  const onOpen = () => {
    round = 0;
  };
  socket.io.on('reconnect_failed', onFailed);
  socket.io.on('open', onOpen);
  return () => {
    timers.clearTimeout(timer);
    socket.io.off('reconnect_failed', onFailed);
    socket.io.off('open', onOpen);
  };
}
