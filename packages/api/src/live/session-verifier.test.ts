import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LIVE_ERROR_CODES } from '@mp/contracts';
import { createLiveServer } from './server';
import { createIdentitySessionVerifier } from './session-verifier';
import { connectClient, refusal, startHttpServer } from './test-support';

const INTERNAL_TOKEN = 'internal-secret';
const ALICE = { userId: 'u1', tenantId: 'demo' };
const BOB = { userId: 'u2', tenantId: 'demo', sessionId: 'session-of-bob' };

// A stand-in for the identity service's internal endpoint, counting the questions it gets.
let identity: Server;
let identityUrl: string;
const asked: string[] = [];
const hanging: Array<() => void> = [];

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return body;
}

beforeAll(async () => {
  identity = createServer(async (request, response) => {
    const body = await readBody(request);
    const reply = (status: number, payload?: object) =>
      response
        .writeHead(status, { 'content-type': 'application/json' })
        .end(payload ? JSON.stringify(payload) : '');
    if (request.method !== 'POST' || request.url !== '/internal/sessions/verify') {
      return reply(404);
    }
    if (request.headers.authorization !== `Bearer ${INTERNAL_TOKEN}`) return reply(403);
    if (request.headers['content-type'] !== 'application/json') return reply(415);
    const { token } = JSON.parse(body) as { token: string };
    asked.push(token);
    if (token === 'alice-token') return reply(200, ALICE);
    if (token === 'bob-token') return reply(200, BOB);
    if (token === 'broken') return reply(500, { code: 'INTERNAL_ERROR' });
    if (token === 'garbled') return reply(200, { user: 'u1' });
    if (token === 'slow') return void hanging.push(() => reply(200, ALICE));
    return reply(401, { code: 'UNAUTHENTICATED' });
  });
  await new Promise<void>((resolve) => identity.listen(0, '127.0.0.1', resolve));
  identityUrl = `http://127.0.0.1:${(identity.address() as AddressInfo).port}/`;
});

afterEach(() => {
  asked.length = 0;
  for (const release of hanging.splice(0)) release();
});

afterAll(async () => {
  identity.closeAllConnections();
  await new Promise((resolve) => identity.close(resolve));
});

describe('createIdentitySessionVerifier', () => {
  it('asks the identity service with the internal bearer token', async () => {
    const verify = createIdentitySessionVerifier({ identityUrl, internalToken: INTERNAL_TOKEN });
    expect(await verify('alice-token')).toEqual(ALICE);
    expect(await verify('stolen')).toBeNull();
    expect(asked).toEqual(['alice-token', 'stolen']);
  });

  it('caches answers briefly, refusals for less time', async () => {
    let clock = 1_000_000;
    const verify = createIdentitySessionVerifier({
      identityUrl,
      internalToken: INTERNAL_TOKEN,
      cacheTtlMs: 30_000,
      negativeCacheTtlMs: 5_000,
      now: () => clock,
    });
    await verify('alice-token');
    await verify('stolen');
    clock += 4_000;
    expect(await verify('alice-token')).toEqual(ALICE);
    expect(await verify('stolen')).toBeNull();
    expect(asked).toEqual(['alice-token', 'stolen']);
    clock += 2_000;
    await verify('alice-token');
    await verify('stolen');
    expect(asked).toEqual(['alice-token', 'stolen', 'stolen']);
    clock += 30_000;
    await verify('alice-token');
    expect(asked).toEqual(['alice-token', 'stolen', 'stolen', 'alice-token']);
  });

  it('refuses a revoked sign-in session at once, cached or asked again', async () => {
    let now = 1_000_000;
    const verify = createIdentitySessionVerifier({
      identityUrl,
      internalToken: INTERNAL_TOKEN,
      now: () => now,
    });
    expect(await verify('bob-token')).toEqual(BOB);
    expect(await verify('alice-token')).toEqual(ALICE);
    verify.forgetSessions(['session-of-bob']);
    // The cached yes is dropped; the identity service's (late) yes counts as a refusal.
    expect(await verify('bob-token')).toBeNull();
    now += 60_000;
    expect(await verify('bob-token')).toBeNull();
    expect(asked.filter((token) => token === 'bob-token')).toHaveLength(3);
    expect(await verify('alice-token')).toEqual(ALICE);
  });

  it('asks again for every token once told that revocations may have been missed', async () => {
    const verify = createIdentitySessionVerifier({ identityUrl, internalToken: INTERNAL_TOKEN });
    await verify('alice-token');
    await verify('alice-token');
    expect(asked).toEqual(['alice-token']);
    verify.forgetAll();
    await verify('alice-token');
    expect(asked).toEqual(['alice-token', 'alice-token']);
  });

  it('shares one request between concurrent checks of a token', async () => {
    const verify = createIdentitySessionVerifier({ identityUrl, internalToken: INTERNAL_TOKEN });
    const answers = await Promise.all([verify('alice-token'), verify('alice-token')]);
    expect(answers).toEqual([ALICE, ALICE]);
    expect(asked).toEqual(['alice-token']);
  });

  it('throws, and remembers nothing, when the answer is not 200 or 401', async () => {
    const verify = createIdentitySessionVerifier({ identityUrl, internalToken: INTERNAL_TOKEN });
    await expect(verify('broken')).rejects.toThrow(/answered 500/);
    await expect(verify('broken')).rejects.toThrow(/answered 500/);
    expect(asked).toEqual(['broken', 'broken']);
    await expect(verify('garbled')).rejects.toThrow(/lacks userId\/tenantId/);
    const wrongSecret = createIdentitySessionVerifier({ identityUrl, internalToken: 'guess' });
    await expect(wrongSecret('alice-token')).rejects.toThrow(/answered 403/);
  });

  it('gives up on a silent identity service', async () => {
    const verify = createIdentitySessionVerifier({
      identityUrl,
      internalToken: INTERNAL_TOKEN,
      timeoutMs: 200,
    });
    await expect(verify('slow')).rejects.toThrow();
  });

  it('is what the live handshake uses to accept and refuse sockets', async () => {
    const http = await startHttpServer();
    const live = await createLiveServer({
      httpServer: http.server,
      verifySession: createIdentitySessionVerifier({ identityUrl, internalToken: INTERNAL_TOKEN }),
    });
    try {
      const accepted = await connectClient(http.url, { ...ALICE, token: 'alice-token' });
      accepted.socket.close();
      const refused = await refusal(http.url, { ...ALICE, token: 'stolen' });
      expect(refused.data?.code).toBe(LIVE_ERROR_CODES.tokenInvalid);
      const outage = await refusal(http.url, { ...ALICE, token: 'broken' });
      expect(outage.data?.code).toBe(LIVE_ERROR_CODES.unavailable);
    } finally {
      await live.close();
      await http.close();
    }
  });
});
