import { keepReconnecting, type RoundsSocket } from './reconnect-rounds';

type Listener = () => void;

class TestSocket implements RoundsSocket {
  active = true;
  connects = 0;
  private readonly listeners = new Map<string, Listener[]>();
  readonly io = {
    on: (event: string, listener: Listener) =>
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]),
    off: (event: string, listener: Listener) =>
      this.listeners.set(
        event,
        (this.listeners.get(event) ?? []).filter((l) => l !== listener),
      ),
  };

  connect() {
    this.connects += 1;
  }

  fire(event: 'reconnect_failed' | 'open') {
    for (const listener of this.listeners.get(event) ?? []) listener();
  }
}

describe('keepReconnecting', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts a new round with a fresh token after the attempts are spent, waiting longer each time', async () => {
    const socket = new TestSocket();
    const beforeRound = jest.fn(async () => undefined);
    keepReconnecting(socket, beforeRound);

    socket.fire('reconnect_failed');
    await jest.advanceTimersByTimeAsync(2999);
    expect(socket.connects).toBe(0);
    await jest.advanceTimersByTimeAsync(1);
    expect([beforeRound.mock.calls.length, socket.connects]).toEqual([1, 1]);

    socket.fire('reconnect_failed');
    await jest.advanceTimersByTimeAsync(5999);
    expect(socket.connects).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(socket.connects).toBe(2);

    // Back: the next outage starts again with the shortest wait.
    socket.fire('open');
    socket.fire('reconnect_failed');
    await jest.advanceTimersByTimeAsync(3000);
    expect(socket.connects).toBe(3);
  });

  it('leaves a socket closed for good closed, and stops when asked', async () => {
    const socket = new TestSocket();
    const stop = keepReconnecting(socket, async () => undefined);
    socket.fire('reconnect_failed');
    socket.active = false;
    await jest.advanceTimersByTimeAsync(60_000);
    expect(socket.connects).toBe(0);

    socket.active = true;
    stop();
    socket.fire('reconnect_failed');
    await jest.advanceTimersByTimeAsync(60_000);
    expect(socket.connects).toBe(0);
  });
});
