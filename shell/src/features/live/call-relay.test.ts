import type { Socket } from 'socket.io-client';
import { CALL_ERROR_CODES, type CallServerMessage } from '@mp/contracts';
import { eventBus, type LiveStatusPayload } from '@mp/event-bus';
import { relayCalls } from './call-relay';

type Listener = (...args: unknown[]) => void;

/** The part of a socket.io client socket the relay uses, driven by the test. */
class TestSocket {
  connected = false;
  active = true;
  sent: { event: string; request: unknown; timeoutMs: number }[] = [];
  answer: (event: string, request: unknown) => { error: Error | null; ack?: unknown } = () => ({
    error: null,
    ack: { ok: true },
  });
  private readonly listeners = new Map<string, Listener[]>();
  private anyListeners: Listener[] = [];
  private readonly managerListeners = new Map<string, Listener[]>();
  readonly io = {
    on: (event: string, listener: Listener) =>
      this.managerListeners.set(event, [...(this.managerListeners.get(event) ?? []), listener]),
    off: (event: string, listener: Listener) =>
      this.managerListeners.set(
        event,
        (this.managerListeners.get(event) ?? []).filter((l) => l !== listener),
      ),
  };

  timeout(timeoutMs: number) {
    return {
      emit: (
        event: string,
        request: unknown,
        callback: (error: Error | null, ack?: unknown) => void,
      ) => {
        this.sent.push({ event, request, timeoutMs });
        const { error, ack } = this.answer(event, request);
        callback(error, ack);
      },
    };
  }
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }
  off(event: string, listener: Listener) {
    this.listeners.set(
      event,
      (this.listeners.get(event) ?? []).filter((l) => l !== listener),
    );
  }
  onAny(listener: Listener) {
    this.anyListeners.push(listener);
  }
  offAny(listener: Listener) {
    this.anyListeners = this.anyListeners.filter((l) => l !== listener);
  }
  fire(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
  receive(type: string, payload: unknown) {
    for (const listener of this.anyListeners) listener(type, payload);
  }
  asSocket(): Socket {
    return this as unknown as Socket;
  }
}

function record<T>(subscribe: (push: (value: T) => void) => () => void) {
  const values: T[] = [];
  const off = subscribe((value) => values.push(value));
  return { values, off };
}

const send = (event: string, request: object) =>
  new Promise<unknown>((resolve) =>
    eventBus.emit('call:send', { event: event as 'call:join', request, reply: resolve }),
  );

let stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
});

function relay(socket: TestSocket, reconnect = jest.fn()) {
  stops.push(relayCalls(socket.asSocket(), reconnect));
  return reconnect;
}

it('sends call requests while connected and answers with the server acknowledgement', async () => {
  const socket = new TestSocket();
  relay(socket);
  expect(await send('call:join', { token: 't' })).toMatchObject({
    ok: false,
    code: CALL_ERROR_CODES.unavailable,
  });
  expect(socket.sent).toEqual([]);
  socket.connected = true;
  socket.answer = () => ({ error: null, ack: { ok: true, roomName: 'r1' } });
  expect(await send('call:join', { token: 't' })).toEqual({ ok: true, roomName: 'r1' });
  expect(socket.sent).toEqual([{ event: 'call:join', request: { token: 't' }, timeoutMs: 8000 }]);
  socket.answer = () => ({ error: new Error('timeout') });
  expect(await send('call:signal', {})).toMatchObject({ code: CALL_ERROR_CODES.unavailable });
  expect(await send('channel:join', {})).toMatchObject({ code: CALL_ERROR_CODES.unavailable });
  expect(socket.sent).toHaveLength(2);
});

it('passes checked call events to the page and drops malformed ones', () => {
  const socket = new TestSocket();
  relay(socket);
  const messages = record<CallServerMessage>((push) => eventBus.subscribe('call:message', push));
  socket.receive('call:peer-left', { roomName: 'r1', peerId: 'p1' });
  socket.receive('call:peer-left', { roomName: 'r1' });
  socket.receive('CHANNEL_MESSAGE_RECEIVED', { channelId: 'c', senderName: 'A', message: 'hi' });
  messages.off();
  expect(messages.values).toEqual([
    { type: 'call:peer-left', payload: { roomName: 'r1', peerId: 'p1' } },
  ]);
});

it('tells the socket state, and reconnects when a call screen asks while it is down', () => {
  const socket = new TestSocket();
  const reconnect = relay(socket);
  const statuses = record<LiveStatusPayload>((push) => eventBus.subscribe('live:status', push));
  eventBus.emit('live:connect', {});
  expect(reconnect).toHaveBeenCalledTimes(1);
  socket.connected = true;
  socket.fire('connect');
  eventBus.emit('live:connect', {});
  socket.connected = false;
  socket.fire('disconnect', 'transport close');
  statuses.off();
  expect(statuses.values).toEqual([{ connected: true }, { connected: true }, { connected: false }]);
  expect(reconnect).toHaveBeenCalledTimes(1);
});

it('leaves the page to the next socket once its own is closed for good', async () => {
  const closed = new TestSocket();
  const reconnectClosed = relay(closed);
  closed.active = false;
  const current = new TestSocket();
  current.connected = true;
  relay(current);
  expect(await send('call:leave', { roomName: 'r1' })).toEqual({ ok: true });
  eventBus.emit('live:connect', {});
  expect(reconnectClosed).not.toHaveBeenCalled();
  expect(closed.sent).toEqual([]);
});
