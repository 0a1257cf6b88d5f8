/**
 * Scale-out with real processes (docs/deploy.md#scale-out): PostgreSQL, redis-server for the
 * socket.io Redis adapter, Debian's nginx and two API server processes behind it. Live events
 * cross instances, a killed instance loses no accepted write and its sockets come back through
 * nginx, and the recurring schedule, ticking on both, opens each cycle once.
 */
import { randomBytes } from 'node:crypto';
import { startNginx, type RunningNginx } from '@mp/devtools/nginx';
import pg from 'pg';
import { io as connectSocket, type Socket } from 'socket.io-client';
import {
  REQUEST_ID_HEADER,
  SEEDED_DEMO_JOB_ID,
  SOCKET_EVENTS,
  type PostJobResponse,
  type RecurringView,
  type SentMessage,
} from '@mp/contracts';
import { startRedis, type TestRedis } from '../src/live/test-support';
import { accounts, call, freshPostgresDatabase, testIdentity, type TestDatabase } from './harness';
import { signInIdToken } from './identity-support';
import { startContract } from './contract-support';
import { expectStatus } from './proposals-support';
import { freePort } from '@mp/devtools/processes';
import { startApiProcess, type ApiProcess } from './support/api-process';
import { postgresForOutageTest, type PostgresServer } from './support/database-outage';

jest.setTimeout(180_000);

const { customer, freelancer } = accounts;
/** The schedule's tick on both instances: short, so passes of the two overlap many times. */
const TICK_MS = 100;

let postgres: PostgresServer | undefined;
let database: TestDatabase | undefined;
let redis: TestRedis | undefined;
let nginx: RunningNginx | undefined;
const instances: ApiProcess[] = [];
const sockets: Socket[] = [];
let sql: pg.Client | undefined;

function started<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} did not start`);
  return value;
}

const proxy = () => started(nginx, 'nginx');
const db = () => started(sql, 'the database client');
const instance = (index: number) => started(instances[index], `API instance ${index + 1}`);

beforeAll(async () => {
  postgres = await postgresForOutageTest();
  database = await freshPostgresDatabase(postgres.url);
  redis = await startRedis();
  const identity = await testIdentity();
  const env = {
    ...database.env,
    ...identity.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    REDIS_URL: redis.url,
    TRUST_PROXY: '1',
    RECURRING_TICK_MS: String(TICK_MS),
  };
  // One after the other: the first migrates and seeds, the second finds both done.
  instances.push(await startApiProcess('api-1', env));
  instances.push(await startApiProcess('api-2', env));
  nginx = await startNginx({
    port: await freePort(),
    upstreams: instances.map((api) => api.address),
  });
  sql = new pg.Client({ connectionString: database.env.DATABASE_URL });
  await sql.connect();
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  const steps = [
    () => sql?.end(),
    () => nginx?.stop(),
    ...instances.map((api) => () => api.stop()),
    () => redis?.stop(),
    () => database?.drop(),
    () => postgres?.stop(),
  ];
  for (const step of steps) await step()?.catch(() => undefined);
});

/** Events a socket received, and a wait for the next one of a type. */
interface LiveSocket {
  socket: Socket;
  next(type: string, timeoutMs?: number): Promise<unknown>;
}

function listen(socket: Socket): LiveSocket {
  const received: Array<[string, unknown]> = [];
  socket.onAny((type: string, payload: unknown) => received.push([type, payload]));
  const next = async (type: string, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const index = received.findIndex(([name]) => name === type);
      if (index !== -1) return received.splice(index, 1)[0]?.[1];
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`no ${type} within ${timeoutMs} ms`);
  };
  return { socket, next };
}

/** The freelancer's live socket through nginx, reconnecting on its own like the shell's. */
async function freelancerSocket(): Promise<LiveSocket> {
  const token = await signInIdToken(await testIdentity(), freelancer);
  const socket = connectSocket(proxy().url, {
    query: { userId: freelancer.userId, tenantId: freelancer.tenantId, token },
    transports: ['websocket'],
    forceNew: true,
    reconnectionDelay: 100,
    reconnectionDelayMax: 500,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return listen(socket);
}

async function socketCounts(): Promise<number[]> {
  return Promise.all(instances.map((api) => api.liveSockets()));
}

/** Opens sockets through nginx until one lands on `target` (round robin: one or two tries). */
async function socketOn(target: ApiProcess): Promise<LiveSocket> {
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const before = await target.liveSockets();
    const opened = await freelancerSocket();
    if ((await target.liveSockets()) > before) return opened;
  }
  throw new Error(`no socket through nginx reached ${target.name}`);
}

async function sendMessage(to: { url: string }, text: string): Promise<SentMessage> {
  const response = await call(to, {
    method: 'POST',
    url: '/message',
    user: customer.userId,
    body: { freelancerId: freelancer.userId, jobId: SEEDED_DEMO_JOB_ID, messageContent: text },
  });
  return expectStatus(response, 201).json<SentMessage>();
}

function logsMention(text: string): boolean {
  return instances.some((api) => api.output().includes(text));
}

describe('two API processes behind nginx', () => {
  it('passes the request id through nginx to the API and back', async () => {
    const given = `scale-out-${randomBytes(6).toString('hex')}`;
    const named = await call(proxy(), {
      method: 'GET',
      url: '/health',
      headers: { [REQUEST_ID_HEADER]: given },
    });
    expect(named.statusCode).toBe(200);
    expect(named.headers[REQUEST_ID_HEADER]).toBe(given);
    const unnamed = await call(proxy(), { method: 'GET', url: '/health' });
    const made = unnamed.headers[REQUEST_ID_HEADER] ?? '';
    expect(made).toMatch(/^[0-9a-f]{32}$/);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(logsMention(`"reqId":"${given}"`)).toBe(true);
    expect(logsMention(`"reqId":"${made}"`)).toBe(true);
  });

  it('balances calls and sockets over both instances', async () => {
    const before = await socketCounts();
    await freelancerSocket();
    await freelancerSocket();
    const after = await socketCounts();
    expect(after.map((count, index) => count - (before[index] ?? 0))).toEqual([1, 1]);
  });

  it('delivers a message sent through instance 1 to a socket on instance 2', async () => {
    const onSecond = await socketOn(instance(1));
    const sent = await sendMessage(instance(0), 'Sent to api-1, heard on api-2');
    expect(await onSecond.next(SOCKET_EVENTS.channelMessageReceived)).toEqual({
      channelId: sent.channelId,
      senderName: customer.name,
      message: 'Sent to api-1, heard on api-2',
    });
  });

  it('opens each due recurring cycle exactly once while both instances tick', async () => {
    const { jobId } = await startContract(proxy(), customer.userId, freelancer.userId, {
      contractType: 2,
      cycleDuration: 'week',
      budget: 100_000,
    });
    const listed = await call(proxy(), {
      method: 'GET',
      url: `/jobs/${jobId}/recurring`,
      user: customer.userId,
    });
    const [rule] = expectStatus(listed, 200).json<{ recurring: RecurringView[] }>().recurring;
    if (rule === undefined) throw new Error('no recurring contract');
    // Ten weeks back: the open cycle ends, and ten more fall due at once for both schedules.
    const weeksAgo = new Date(Date.now() - 10 * 7 * 24 * 60 * 60 * 1000 - 60_000);
    await db().query('BEGIN');
    await db().query('UPDATE recurring_rules SET starts_at = $3 WHERE tenant_id = $1 AND id = $2', [
      'demo',
      rule.recurringId,
      weeksAgo,
    ]);
    await db().query(
      `UPDATE recurring_items SET period_start = $3, period_end = $3::timestamptz + interval '7 days'
        WHERE tenant_id = $1 AND recurring_id = $2`,
      ['demo', rule.recurringId, weeksAgo],
    );
    await db().query('COMMIT');

    const cycles = async () =>
      (
        await db().query<{ id: string; period_start: Date }>(
          `SELECT id, period_start FROM recurring_items WHERE tenant_id = $1 AND recurring_id = $2
            ORDER BY period_start`,
          ['demo', rule.recurringId],
        )
      ).rows;
    const deadline = Date.now() + 30_000;
    while ((await cycles()).length < 11 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, TICK_MS));
    // Many more passes on both instances: none may open or close anything again.
    await new Promise((resolve) => setTimeout(resolve, 20 * TICK_MS));

    const opened = await cycles();
    expect(opened).toHaveLength(11);
    const weekMs = 7 * 24 * 60 * 60 * 1000;
    opened.forEach((cycle, index) =>
      expect(new Date(cycle.period_start).getTime()).toBe(weeksAgo.getTime() + index * weekMs),
    );
    const moves = await db().query<{ cycle_id: string; kind: string; moves: string }>(
      `SELECT cycle_id, kind, count(*) AS moves FROM milestone_events
        WHERE tenant_id = $1 AND job_id = $2 AND kind IN ('openCycle', 'closeCycle')
        GROUP BY cycle_id, kind`,
      ['demo', jobId],
    );
    const scheduled = opened.slice(1).map((cycle) => cycle.id);
    const openings = moves.rows.filter((row) => row.kind === 'openCycle');
    for (const id of scheduled)
      expect(openings.filter((row) => row.cycle_id === id).map((row) => Number(row.moves))).toEqual(
        [1],
      );
    expect(
      moves.rows
        .filter((row) => row.kind === 'closeCycle')
        .map((row) => ({ cycle: row.cycle_id, moves: Number(row.moves) })),
    ).toEqual([{ cycle: opened[0]?.id, moves: 1 }]);
  });

  it('loses no accepted write when an instance is killed, and its socket comes back', async () => {
    const onSecond = await socketOn(instance(1));
    const reconnected = new Promise<void>((resolve) =>
      onSecond.socket.once('disconnect', () => onSecond.socket.once('connect', () => resolve())),
    );
    const runId = randomBytes(4).toString('hex');
    const accepted: string[] = [];
    const refused: number[] = [];
    const titles = Array.from({ length: 40 }, (_, index) => `Scale ${runId} job ${index}`);
    const post = async (title: string) => {
      try {
        const response = await call(proxy(), {
          method: 'POST',
          url: '/jobs/post_job',
          user: customer.userId,
          body: { job: { title, budget: 100000, contractType: 1 } },
        });
        if (response.statusCode === 200) {
          const posted = response.json<PostJobResponse>();
          if (posted.job !== null) accepted.push(posted.job.jobID);
        } else refused.push(response.statusCode);
      } catch {
        refused.push(0);
      }
    };
    const CONCURRENCY = 4;
    let nextTitle = 0;
    const worker = async () => {
      while (nextTitle < titles.length) {
        const title = titles[nextTitle];
        nextTitle += 1;
        if (title !== undefined) await post(title);
      }
    };
    const workers = Promise.all(Array.from({ length: CONCURRENCY }, worker));
    let writing = true;
    void workers.finally(() => {
      writing = false;
    });
    while (writing && accepted.length < 10) await new Promise((resolve) => setTimeout(resolve, 5));
    await instance(1).kill();
    await workers;

    // Only writes in flight on the killed instance may fail; nginx sends the rest to api-1.
    expect(refused.length).toBeLessThanOrEqual(CONCURRENCY);
    expect(accepted.length).toBeGreaterThanOrEqual(titles.length - CONCURRENCY);
    const stored = await db().query<{ id: string; title: string }>(
      `SELECT id, title FROM jobs WHERE tenant_id = 'demo' AND title LIKE $1`,
      [`Scale ${runId} job %`],
    );
    const storedIds = new Set(stored.rows.map((row) => row.id));
    expect(accepted.filter((id) => !storedIds.has(id))).toEqual([]);
    // Never sent twice: each title is stored at most once.
    expect(new Set(stored.rows.map((row) => row.title)).size).toBe(stored.rows.length);

    // The socket on the killed instance reconnects through nginx, to api-1, and hears events.
    await reconnected;
    expect(onSecond.socket.connected).toBe(true);
    // Every socket, those that were on api-2 included, is now on api-1 (a loaded machine may
    // take a few reconnection rounds to settle).
    const settled = Date.now() + 30_000;
    const allOnSurvivor = async () =>
      sockets.every((socket) => socket.connected) &&
      (await instance(0).liveSockets()) === sockets.length;
    let onSurvivor = await allOnSurvivor();
    while (!onSurvivor && Date.now() < settled) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      onSurvivor = await allOnSurvivor();
    }
    expect(onSurvivor).toBe(true);
    const sent = await sendMessage(proxy(), 'After the crash');
    expect(await onSecond.next(SOCKET_EVENTS.channelMessageReceived)).toEqual({
      channelId: sent.channelId,
      senderName: customer.name,
      message: 'After the crash',
    });
  });
});
