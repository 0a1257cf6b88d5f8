import { LIVE_ERROR_CODES, SOCKET_EVENTS, type LiveChannelAck } from '@mp/contracts';
import { createLiveServer, type LiveServer } from './server';
import {
  connectClient,
  refusal,
  startHttpServer,
  type RecordedClient,
  type TestHttpServer,
} from './test-support';
import type { SessionIdentity } from './types';

const SESSIONS: Record<string, SessionIdentity> = {
  'token-a-u1': { tenantId: 'a', userId: 'u1' },
  'token-a-u2': { tenantId: 'a', userId: 'u2' },
  'token-b-u1': { tenantId: 'b', userId: 'u1' },
};
const verifySession = async (token: string) => SESSIONS[token] ?? null;
// Channel c1 of tenant a has one member, u1.
const canJoinChannel = (userId: string, tenantId: string, channelId: string) =>
  tenantId === 'a' && channelId === 'c1' && userId === 'u1';

const query = (token: string) => {
  const session = SESSIONS[token];
  if (session === undefined) throw new Error(`unknown test token ${token}`);
  return { ...session, token };
};

const booking = (bookingId: string) => ({ bookingId, productTitle: 'Yoga class' });

let http: TestHttpServer;
let live: LiveServer;
const open: RecordedClient[] = [];

async function client(token: string): Promise<RecordedClient> {
  const connected = await connectClient(http.url, query(token));
  open.push(connected);
  return connected;
}

function channelRequest(
  who: RecordedClient,
  event: 'channel:join' | 'channel:leave',
  request: unknown,
): Promise<LiveChannelAck> {
  return who.socket.timeout(3000).emitWithAck(event, request) as Promise<LiveChannelAck>;
}

/** Proves `who` got nothing before: an event sent to it afterwards arrives first. */
async function expectNothingBefore(who: RecordedClient, tenantId: string, userId: string) {
  live.publish({
    tenantId,
    to: { userId },
    type: SOCKET_EVENTS.userCvParserSucceeded,
    payload: { userId },
  });
  await who.next(SOCKET_EVENTS.userCvParserSucceeded);
  expect(who.events.map(([type]) => type)).toEqual([SOCKET_EVENTS.userCvParserSucceeded]);
  who.events.length = 0;
}

beforeAll(async () => {
  http = await startHttpServer();
  live = await createLiveServer({ httpServer: http.server, verifySession, canJoinChannel });
});

afterEach(() => {
  for (const each of open.splice(0)) each.socket.close();
});

afterAll(async () => {
  await live.close();
  await http.close();
});

describe('handshake', () => {
  it('refuses a socket without a token', async () => {
    const error = await refusal(http.url, { userId: 'u1', tenantId: 'a' });
    expect(error.data).toEqual({
      code: LIVE_ERROR_CODES.tokenRequired,
      message: 'A session token is required',
    });
  });

  it('refuses an unknown token', async () => {
    const error = await refusal(http.url, { userId: 'u1', tenantId: 'a', token: 'forged' });
    expect(error.data?.code).toBe(LIVE_ERROR_CODES.tokenInvalid);
  });

  it("refuses another user's token and another tenant's token", async () => {
    const otherUser = await refusal(http.url, { ...query('token-a-u2'), userId: 'u1' });
    expect(otherUser.data?.code).toBe(LIVE_ERROR_CODES.sessionMismatch);
    const otherTenant = await refusal(http.url, { ...query('token-b-u1'), tenantId: 'a' });
    expect(otherTenant.data?.code).toBe(LIVE_ERROR_CODES.sessionMismatch);
  });

  it('names the malformed query fields', async () => {
    const error = await refusal(http.url, { userId: 'u1', tenantId: 'a:channel', token: 'x' });
    expect(error.data?.code).toBe(LIVE_ERROR_CODES.handshakeInvalid);
    expect(error.data?.fields?.map((field) => field.path)).toEqual(['query.tenantId']);
  });

  it('answers "retry later" when the session cannot be checked', async () => {
    const failing = await startHttpServer();
    const server = await createLiveServer({
      httpServer: failing.server,
      verifySession: () => Promise.reject(new Error('identity down')),
    });
    try {
      const error = await refusal(failing.url, query('token-a-u1'));
      expect(error.data?.code).toBe(LIVE_ERROR_CODES.unavailable);
    } finally {
      await server.close();
      await failing.close();
    }
  });

  it('accepts a valid token for its own user and tenant', async () => {
    const accepted = await client('token-a-u1');
    expect(accepted.socket.connected).toBe(true);
  });
});

describe('user events', () => {
  it("reach every socket of that user and nobody else's", async () => {
    const [phone, laptop, colleague, namesake] = await Promise.all([
      client('token-a-u1'),
      client('token-a-u1'),
      client('token-a-u2'),
      client('token-b-u1'),
    ]);
    live.publish({
      tenantId: 'a',
      to: { userId: 'u1' },
      type: SOCKET_EVENTS.bookingCreated,
      payload: booking('bk-1'),
    });
    expect(await phone!.next(SOCKET_EVENTS.bookingCreated)).toEqual(booking('bk-1'));
    expect(await laptop!.next(SOCKET_EVENTS.bookingCreated)).toEqual(booking('bk-1'));
    await expectNothingBefore(colleague!, 'a', 'u2');
    // Same user id in another tenant is another person.
    await expectNothingBefore(namesake!, 'b', 'u1');
  });

  it('refuses to publish to a malformed recipient', () => {
    expect(() =>
      live.publish({
        tenantId: 'a',
        to: { userId: '' },
        type: SOCKET_EVENTS.bookingCreated,
        payload: booking('bk-2'),
      }),
    ).toThrow(TypeError);
  });

  it('disconnectUser ends that user’s sockets only', async () => {
    const [target, other] = await Promise.all([client('token-a-u1'), client('token-a-u2')]);
    const gone = new Promise((resolve) => target!.socket.once('disconnect', resolve));
    live.disconnectUser('a', 'u1');
    expect(await gone).toBe('io server disconnect');
    expect(other!.socket.connected).toBe(true);
  });
});

describe('shutdown', () => {
  it('closes the connections so that clients reconnect, rather than ending their sessions', async () => {
    const ownHttp = await startHttpServer();
    const own = await createLiveServer({ httpServer: ownHttp.server, verifySession });
    const connected = await connectClient(ownHttp.url, query('token-a-u1'));
    try {
      const gone = new Promise((resolve) => connected.socket.once('disconnect', resolve));
      await own.close();
      // socket.io clients reconnect after "transport close", never after "io server disconnect".
      expect(await gone).toBe('transport close');
      expect(connected.socket.active).toBe(true);
    } finally {
      connected.socket.close();
      await ownHttp.close();
    }
  });
});

describe('channels', () => {
  const message = { channelId: 'c1', senderName: 'Casey', message: 'Hello' };

  it('refuses members of other channels, tenants and malformed requests', async () => {
    const [outsider, namesake] = await Promise.all([client('token-a-u2'), client('token-b-u1')]);
    expect(await channelRequest(outsider!, 'channel:join', { channelId: 'c1' })).toMatchObject({
      ok: false,
      code: LIVE_ERROR_CODES.channelForbidden,
    });
    expect(await channelRequest(namesake!, 'channel:join', { channelId: 'c1' })).toMatchObject({
      ok: false,
      code: LIVE_ERROR_CODES.channelForbidden,
    });
    expect(await channelRequest(outsider!, 'channel:join', { channelId: 42 })).toMatchObject({
      ok: false,
      code: LIVE_ERROR_CODES.requestInvalid,
      fields: [{ path: 'channelId' }],
    });
  });

  it('delivers channel events to members only, until they leave', async () => {
    const [member, outsider] = await Promise.all([client('token-a-u1'), client('token-a-u2')]);
    await channelRequest(outsider!, 'channel:join', { channelId: 'c1' });
    expect(await channelRequest(member!, 'channel:join', { channelId: 'c1' })).toEqual({
      ok: true,
      channelId: 'c1',
    });

    const publishMessage = () =>
      live.publish({
        tenantId: 'a',
        to: { channelId: 'c1' },
        type: SOCKET_EVENTS.channelMessageReceived,
        payload: message,
      });
    publishMessage();
    expect(await member!.next(SOCKET_EVENTS.channelMessageReceived)).toEqual(message);
    await expectNothingBefore(outsider!, 'a', 'u2');

    expect(await channelRequest(member!, 'channel:leave', { channelId: 'c1' })).toEqual({
      ok: true,
      channelId: 'c1',
    });
    member!.events.length = 0;
    publishMessage();
    await expectNothingBefore(member!, 'a', 'u1');
  });

  it('removeFromChannel takes a member out', async () => {
    const member = await client('token-a-u1');
    await channelRequest(member, 'channel:join', { channelId: 'c1' });
    live.removeFromChannel('a', 'c1', 'u1');
    live.publish({
      tenantId: 'a',
      to: { channelId: 'c1' },
      type: SOCKET_EVENTS.channelMessageReceived,
      payload: message,
    });
    await expectNothingBefore(member, 'a', 'u1');
  });

  it('refuses every channel when no membership check is given', async () => {
    const bare = await startHttpServer();
    const server = await createLiveServer({ httpServer: bare.server, verifySession });
    try {
      const member = await connectClient(bare.url, query('token-a-u1'));
      expect(await channelRequest(member, 'channel:join', { channelId: 'c1' })).toMatchObject({
        ok: false,
        code: LIVE_ERROR_CODES.channelForbidden,
      });
      member.socket.close();
    } finally {
      await server.close();
      await bare.close();
    }
  });
});
