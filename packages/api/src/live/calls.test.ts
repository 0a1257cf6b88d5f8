import {
  CALL_CLIENT_EVENTS,
  CALL_ERROR_CODES,
  CALL_LIMITS,
  CALL_SERVER_EVENTS,
  type CallAck,
  type CallJoinAck,
  type CallMediaState,
} from '@mp/contracts';
import { createLiveServer, type LiveServer } from './server';
import {
  connectClient,
  startHttpServer,
  type RecordedClient,
  type TestHttpServer,
} from './test-support';
import type { CallTicket, SessionIdentity } from './types';

const SESSIONS: Record<string, SessionIdentity> = {};
for (const userId of ['u1', 'u2', 'u3', 'u4', 'u5']) {
  SESSIONS[`session-a-${userId}`] = { tenantId: 'a', userId };
}
SESSIONS['session-b-u1'] = { tenantId: 'b', userId: 'u1' };

/** Room tokens as the video provider would vouch for them: `room:<tenant>:<room>:<user>`. */
const verifyCallToken = async (token: string): Promise<CallTicket | null> => {
  const [kind, tenantId, roomName, userId] = token.split(':');
  if (kind !== 'room' || !tenantId || !roomName || !userId) return null;
  return { tenantId, roomName, userId, userName: `Name ${userId}` };
};

const ON: CallMediaState = { audio: true, video: true, screen: false };

let http: TestHttpServer;
let live: LiveServer;
const open: RecordedClient[] = [];

async function client(tenantId: string, userId: string): Promise<RecordedClient> {
  const token = `session-${tenantId}-${userId}`;
  const connected = await connectClient(http.url, { tenantId, userId, token });
  open.push(connected);
  return connected;
}

function request<T = CallAck>(who: RecordedClient, event: string, body: unknown): Promise<T> {
  return who.socket.timeout(3000).emitWithAck(event, body) as Promise<T>;
}

function joinCall(who: RecordedClient, token: string): Promise<CallJoinAck> {
  return request<CallJoinAck>(who, CALL_CLIENT_EVENTS.join, { token, state: ON });
}

async function joined(who: RecordedClient, token: string) {
  const ack = await joinCall(who, token);
  if (!ack.ok) throw new Error(`join refused: ${ack.code}`);
  return ack;
}

beforeEach(async () => {
  http = await startHttpServer();
  live = await createLiveServer({
    httpServer: http.server,
    verifySession: async (token) => SESSIONS[token] ?? null,
    verifyCallToken,
  });
});

afterEach(async () => {
  for (const connected of open.splice(0)) connected.socket.close();
  await live.close();
  await http.close();
});

describe('joining a call', () => {
  it('lists the peers already there and tells them who joined', async () => {
    const first = await client('a', 'u1');
    const second = await client('a', 'u2');
    const one = await joined(first, 'room:a:r1:u1');
    expect(one).toMatchObject({ ok: true, roomName: 'r1', peers: [] });
    const two = await joined(second, 'room:a:r1:u2');
    expect(two.peers).toEqual([{ peerId: one.peerId, userId: 'u1', name: 'Name u1', state: ON }]);
    expect(await first.next(CALL_SERVER_EVENTS.peerJoined)).toEqual({
      roomName: 'r1',
      peer: { peerId: two.peerId, userId: 'u2', name: 'Name u2', state: ON },
    });
  });

  it('refuses malformed requests, unknown tokens and tokens of someone else', async () => {
    const socket = await client('a', 'u1');
    const otherTenant = await client('b', 'u1');
    expect(await request(socket, CALL_CLIENT_EVENTS.join, { token: 'room:a:r1:u1' })).toMatchObject(
      { ok: false, code: CALL_ERROR_CODES.requestInvalid, fields: [{ path: 'state' }] },
    );
    expect(await joinCall(socket, 'forged')).toMatchObject({
      ok: false,
      code: CALL_ERROR_CODES.tokenInvalid,
    });
    expect(await joinCall(socket, 'room:a:r1:u2')).toMatchObject({
      ok: false,
      code: CALL_ERROR_CODES.forbidden,
    });
    // The same user id in another tenant is another person.
    expect(await joinCall(otherTenant, 'room:a:r1:u1')).toMatchObject({
      ok: false,
      code: CALL_ERROR_CODES.forbidden,
    });
  });

  it('holds at most four people', async () => {
    for (const userId of ['u1', 'u2', 'u3', 'u4']) {
      await joined(await client('a', userId), `room:a:r1:${userId}`);
    }
    const fifth = await client('a', 'u5');
    expect(await joinCall(fifth, 'room:a:r1:u5')).toMatchObject({
      ok: false,
      code: CALL_ERROR_CODES.full,
    });
  });

  it('replaces the same user joining again from another socket', async () => {
    const other = await client('a', 'u2');
    const firstTab = await client('a', 'u1');
    await joined(other, 'room:a:r1:u2');
    const before = await joined(firstTab, 'room:a:r1:u1');
    await other.next(CALL_SERVER_EVENTS.peerJoined);
    const secondTab = await client('a', 'u1');
    const after = await joined(secondTab, 'room:a:r1:u1');
    expect(after.peers.map((peer) => peer.userId)).toEqual(['u2']);
    expect(await firstTab.next(CALL_SERVER_EVENTS.ended)).toEqual({
      roomName: 'r1',
      reason: 'replaced',
    });
    expect(await other.next(CALL_SERVER_EVENTS.peerLeft)).toEqual({
      roomName: 'r1',
      peerId: before.peerId,
    });
    expect(await other.next(CALL_SERVER_EVENTS.peerJoined)).toMatchObject({
      peer: { peerId: after.peerId, userId: 'u1' },
    });
    // The replaced socket is out: it can no longer signal into the call.
    expect(
      await request(firstTab, CALL_CLIENT_EVENTS.signal, {
        roomName: 'r1',
        to: after.peers[0]?.peerId,
        data: { restart: true },
      }),
    ).toMatchObject({ ok: false, code: CALL_ERROR_CODES.notJoined });
  });
});

describe('signalling', () => {
  it('relays offers and candidates to the addressed peer of the same call only', async () => {
    const u1 = await client('a', 'u1');
    const u2 = await client('a', 'u2');
    const elsewhere = await client('a', 'u3');
    const one = await joined(u1, 'room:a:r1:u1');
    const two = await joined(u2, 'room:a:r1:u2');
    await joined(elsewhere, 'room:a:r2:u3');
    const offer = { description: { type: 'offer', sdp: 'v=0 offer' } };
    expect(
      await request(u2, CALL_CLIENT_EVENTS.signal, { roomName: 'r1', to: one.peerId, data: offer }),
    ).toEqual({ ok: true });
    expect(await u1.next(CALL_SERVER_EVENTS.signal)).toEqual({
      roomName: 'r1',
      from: two.peerId,
      data: offer,
    });
    // A peer of another call naming u1's peer id reaches nobody.
    expect(
      await request(elsewhere, CALL_CLIENT_EVENTS.signal, {
        roomName: 'r2',
        to: one.peerId,
        data: { restart: true },
      }),
    ).toEqual({ ok: true });
    expect(
      await request(elsewhere, CALL_CLIENT_EVENTS.signal, {
        roomName: 'r1',
        to: one.peerId,
        data: { restart: true },
      }),
    ).toMatchObject({ ok: false, code: CALL_ERROR_CODES.notJoined });
    const candidate = {
      candidate: {
        candidate: 'candidate:1 1 udp 1 127.0.0.1 9 typ host',
        sdpMid: '0',
        sdpMLineIndex: 0,
      },
    };
    await request(u2, CALL_CLIENT_EVENTS.signal, {
      roomName: 'r1',
      to: one.peerId,
      data: candidate,
    });
    expect(await u1.next(CALL_SERVER_EVENTS.signal)).toEqual({
      roomName: 'r1',
      from: two.peerId,
      data: candidate,
    });
    expect(u1.events.filter(([type]) => type === CALL_SERVER_EVENTS.signal)).toHaveLength(2);
  });

  it('refuses malformed signals and signals to oneself', async () => {
    const u1 = await client('a', 'u1');
    const one = await joined(u1, 'room:a:r1:u1');
    const bad = [
      [
        { roomName: 'r1', to: 'x', data: { description: { type: 'pranswer', sdp: 'v=0' } } },
        'data',
      ],
      [{ roomName: 'r1', to: 'x', data: { restart: true, extra: 1 } }, 'data'],
      [
        {
          roomName: 'r1',
          to: 'x',
          data: { description: { type: 'offer', sdp: 'x'.repeat(CALL_LIMITS.maxSdpLength + 1) } },
        },
        'data',
      ],
      [{ roomName: 'r1', to: 'has:colon', data: { restart: true } }, 'to'],
      [{ roomName: 'r1', to: one.peerId, data: { restart: true } }, 'to'],
      [{ to: 'x', data: { restart: true } }, 'roomName'],
    ] as const;
    for (const [body, path] of bad) {
      expect(await request(u1, CALL_CLIENT_EVENTS.signal, body)).toMatchObject({
        ok: false,
        code: CALL_ERROR_CODES.requestInvalid,
        fields: [{ path }],
      });
    }
  });

  it('shares camera and microphone changes with the others', async () => {
    const u1 = await client('a', 'u1');
    const u2 = await client('a', 'u2');
    const one = await joined(u1, 'room:a:r1:u1');
    await joined(u2, 'room:a:r1:u2');
    const muted = { audio: false, video: true, screen: true };
    expect(await request(u1, CALL_CLIENT_EVENTS.state, { roomName: 'r1', state: muted })).toEqual({
      ok: true,
    });
    expect(await u2.next(CALL_SERVER_EVENTS.peerState)).toEqual({
      roomName: 'r1',
      peerId: one.peerId,
      state: muted,
    });
    const third = await client('a', 'u3');
    const late = await joined(third, 'room:a:r1:u3');
    expect(late.peers.find((peer) => peer.peerId === one.peerId)?.state).toEqual(muted);
  });

  it('slows down a socket that floods the call', async () => {
    const u1 = await client('a', 'u1');
    const u2 = await client('a', 'u2');
    await joined(u1, 'room:a:r1:u1');
    const two = await joined(u2, 'room:a:r1:u2');
    const sends = Array.from({ length: CALL_LIMITS.maxMessagesPerWindow + 1 }, () =>
      request(u1, CALL_CLIENT_EVENTS.signal, {
        roomName: 'r1',
        to: two.peerId,
        data: { restart: true },
      }),
    );
    const acks = await Promise.all(sends);
    expect(acks.filter((ack) => ack.ok)).toHaveLength(CALL_LIMITS.maxMessagesPerWindow);
    expect(acks.at(-1)).toMatchObject({ ok: false, code: CALL_ERROR_CODES.tooManyRequests });
  });
});

describe('leaving', () => {
  it('tells the others when a peer leaves or disconnects', async () => {
    const u1 = await client('a', 'u1');
    const u2 = await client('a', 'u2');
    const u3 = await client('a', 'u3');
    const one = await joined(u1, 'room:a:r1:u1');
    const two = await joined(u2, 'room:a:r1:u2');
    await joined(u3, 'room:a:r1:u3');
    expect(await request(u1, CALL_CLIENT_EVENTS.leave, { roomName: 'r1' })).toEqual({ ok: true });
    expect(await u3.next(CALL_SERVER_EVENTS.peerLeft)).toEqual({
      roomName: 'r1',
      peerId: one.peerId,
    });
    u2.socket.close();
    expect(await u3.next(CALL_SERVER_EVENTS.peerLeft)).toEqual({
      roomName: 'r1',
      peerId: two.peerId,
    });
    // Left is left: u1 can no longer signal into the call.
    expect(
      await request(u1, CALL_CLIENT_EVENTS.signal, {
        roomName: 'r1',
        to: two.peerId,
        data: { restart: true },
      }),
    ).toMatchObject({ ok: false, code: CALL_ERROR_CODES.notJoined });
  });
});
