import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { SOCKET_EVENTS, type LiveChannelAck, type LiveEvent } from '@mp/contracts';
import { createLiveServer, type LiveServer } from './server';
import {
  connectClient,
  startHttpServer,
  startRedis,
  type RecordedClient,
  type TestHttpServer,
  type TestRedis,
} from './test-support';
import type { SessionIdentity } from './types';

// Two API instances (separate HTTP servers, adapters and Redis clients) sharing one redis-server.
const SESSIONS: Record<string, SessionIdentity> = {
  'token-u1': { tenantId: 'a', userId: 'u1' },
  'token-u2': { tenantId: 'a', userId: 'u2' },
};
const verifySession = async (token: string) => SESSIONS[token] ?? null;
const canJoinChannel = (_userId: string, tenantId: string, channelId: string) =>
  tenantId === 'a' && channelId === 'c1';

let redis: TestRedis;
let child: ChildProcess | null = null;
const instances: Array<{ http: TestHttpServer; live: LiveServer }> = [];
const clients: RecordedClient[] = [];

async function startInstance() {
  const http = await startHttpServer();
  const live = await createLiveServer({
    httpServer: http.server,
    verifySession,
    canJoinChannel,
    redisUrl: redis.url,
  });
  instances.push({ http, live });
  return { http, live };
}

async function client(http: TestHttpServer, token: string) {
  const connected = await connectClient(http.url, { ...SESSIONS[token]!, token });
  clients.push(connected);
  return connected;
}

/** An API instance in its own Node process (test-instance.mjs), sharing the test's Redis. */
async function startChildInstance(): Promise<{
  url: string;
  publish(event: LiveEvent): Promise<void>;
}> {
  const started = fork(
    path.join(__dirname, 'test-instance.mjs'),
    [redis.url, JSON.stringify(SESSIONS)],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  child = started;
  const reply = () =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      started.once('message', (message) => resolve(message as Record<string, unknown>));
      started.once('exit', (code) => reject(new Error(`live instance exited with ${code}`)));
    });
  const { url } = await reply();
  return {
    url: String(url),
    publish: async (event) => {
      const published = reply();
      started.send({ publish: event });
      await published;
    },
  };
}

async function stopChild(): Promise<void> {
  const running = child;
  child = null;
  if (running === null || running.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => running.kill('SIGKILL'), 3000);
    running.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    running.send({ close: true });
  });
}

beforeAll(async () => {
  redis = await startRedis();
});

afterAll(async () => {
  for (const each of clients) each.socket.close();
  await stopChild();
  for (const { live, http } of instances) {
    await live.close();
    await http.close();
  }
  await redis?.stop();
});

describe('live fan-out through Redis', () => {
  it('delivers an event published on one instance to sockets of another', async () => {
    const first = await startInstance();
    const second = await startInstance();
    const [remote, local, bystander] = await Promise.all([
      client(second.http, 'token-u1'),
      client(first.http, 'token-u1'),
      client(second.http, 'token-u2'),
    ]);

    const payload = { jobsProcessedCount: 3, jobsNotClosed: [{ jobId: 'j9', title: 'Logo' }] };
    first.live.publish({
      tenantId: 'a',
      to: { userId: 'u1' },
      type: SOCKET_EVENTS.massCloseJobsFinished,
      payload,
    });
    first.live.publish({
      tenantId: 'a',
      to: { userId: 'u2' },
      type: SOCKET_EVENTS.userCvParserFailed,
      payload: { userId: 'u2' },
    });
    expect(await remote.next(SOCKET_EVENTS.massCloseJobsFinished)).toEqual(payload);
    expect(await local.next(SOCKET_EVENTS.massCloseJobsFinished)).toEqual(payload);
    // The bystander on the remote instance got its own event and nothing before it.
    await bystander.next(SOCKET_EVENTS.userCvParserFailed);
    expect(bystander.events.map(([type]) => type)).toEqual([SOCKET_EVENTS.userCvParserFailed]);

    // Channel rooms fan out the same way.
    const ack = (await remote.socket
      .timeout(3000)
      .emitWithAck('channel:join', { channelId: 'c1' })) as LiveChannelAck;
    expect(ack).toEqual({ ok: true, channelId: 'c1' });
    const message = { channelId: 'c1', senderName: 'Casey', message: 'Over here' };
    first.live.publish({
      tenantId: 'a',
      to: { channelId: 'c1' },
      type: SOCKET_EVENTS.channelMessageReceived,
      payload: message,
    });
    expect(await remote.next(SOCKET_EVENTS.channelMessageReceived)).toEqual(message);

    // Disconnecting a user reaches the instance that holds the socket.
    const gone = new Promise((resolve) => remote.socket.once('disconnect', resolve));
    first.live.disconnectUser('a', 'u1');
    await gone;
    expect(bystander.socket.connected).toBe(true);
  });

  it('crosses process boundaries both ways', async () => {
    const inProcess = await startInstance();
    const other = await startChildInstance();
    const [there, here] = await Promise.all([
      connectClient(other.url, { ...SESSIONS['token-u1']!, token: 'token-u1' }),
      client(inProcess.http, 'token-u2'),
    ]);
    clients.push(there);

    const toThere = { bookingId: 'bk-7', productTitle: 'Portrait session' };
    inProcess.live.publish({
      tenantId: 'a',
      to: { userId: 'u1' },
      type: SOCKET_EVENTS.bookingCreated,
      payload: toThere,
    });
    expect(await there.next(SOCKET_EVENTS.bookingCreated)).toEqual(toThere);

    const toHere = { sender_name: 'Casey', roomName: 'room-1' };
    await other.publish({
      tenantId: 'a',
      to: { userId: 'u2' },
      type: SOCKET_EVENTS.videoChatStarted,
      payload: toHere,
    });
    expect(await here.next(SOCKET_EVENTS.videoChatStarted)).toEqual(toHere);
  });

  it('refuses to start when Redis cannot be reached', async () => {
    const http = await startHttpServer();
    try {
      await expect(
        createLiveServer({
          httpServer: http.server,
          verifySession,
          redisUrl: 'redis://127.0.0.1:1',
        }),
      ).rejects.toThrow(/cannot reach Redis at 127\.0\.0\.1:1/);
    } finally {
      await http.close();
    }
  });
});
