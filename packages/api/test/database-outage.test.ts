/**
 * The database unreachable for a few seconds (docs/security.md#database-unreachable): calls are
 * answered 503 SERVICE_UNAVAILABLE with Retry-After instead of 500, a transaction cut half-way
 * leaves nothing behind, and the API recovers by itself once the database is back. Runs on a real
 * PostgreSQL server behind a relay the test cuts: the suite's, or a private one on PGlite runs.
 */
import pg from 'pg';
import { DatabaseUnavailableError } from '../src/db/types';
import {
  accounts,
  call,
  freshPostgresDatabase,
  startTestApi,
  TEST_TIMEOUT_MS,
  type CallResult,
  type TestApi,
  type TestDatabase,
} from './harness';
import { postgresForOutageTest, type PostgresServer } from './support/database-outage';
import { startRelay, type Relay } from './support/relay';

jest.setTimeout(TEST_TIMEOUT_MS);

let server: PostgresServer;
let database: TestDatabase;
let relay: Relay;
let test: TestApi;

beforeAll(async () => {
  server = await postgresForOutageTest();
  database = await freshPostgresDatabase(server.url);
  const direct = new URL(databaseUrl());
  relay = await startRelay({ host: direct.hostname, port: Number(direct.port) });
  const relayed = new URL(direct);
  relayed.host = relay.address;
  test = await startTestApi({ ...database, env: { ...database.env, DATABASE_URL: relayed.href } });
});

afterAll(async () => {
  await relay?.restore().catch(() => undefined);
  await test?.dispose();
  await relay?.close();
  await server?.stop();
});

function databaseUrl(): string {
  const url = database.env.DATABASE_URL;
  if (url === undefined) throw new Error('the test database has no DATABASE_URL');
  return url;
}

/** The database as the test sees it, not through the relay. */
async function directQuery<Row extends pg.QueryResultRow>(sql: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return (await client.query<Row>(sql)).rows;
  } finally {
    await client.end();
  }
}

const me = () => call(test, { method: 'GET', url: '/users/me', user: accounts.freelancer.userId });
const rename = (name: string) =>
  call(test, {
    method: 'POST',
    url: '/freelancers/update/profile',
    user: accounts.freelancer.userId,
    body: { type: 'basic', data: { name } },
  });

function expectUnavailable(answer: CallResult): void {
  expect(answer.statusCode).toBe(503);
  expect(answer.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
}

async function untilAnswered(send: () => Promise<CallResult>, withinMs: number) {
  const deadline = Date.now() + withinMs;
  let answer = await send();
  while (answer.statusCode === 503 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    answer = await send();
  }
  return answer;
}

describe('the database unreachable for a few seconds', () => {
  it('answers 503 with Retry-After, stores nothing, and recovers by itself', async () => {
    // Signed in before the outage: the credentials are cached by the API, not in the database.
    expect((await me()).statusCode).toBe(200);
    const before = (await me()).json<{ name: string }>().name;

    await relay.cut();
    const started = Date.now();
    expectUnavailable(await me());
    expectUnavailable(await rename('Written During The Outage'));
    // Failing fast: a refused connection is not waited on for the connect timeout.
    expect(Date.now() - started).toBeLessThan(5000);

    await new Promise((resolve) => setTimeout(resolve, 2000));
    await relay.restore();
    const back = await untilAnswered(me, 10_000);
    expect(back.statusCode).toBe(200);
    expect(back.json<{ name: string }>().name).toBe(before);

    // The refused write is not half there; sending it again is accepted once.
    expect((await rename('Written After The Outage')).statusCode).toBe(200);
    expect((await me()).json<{ name: string }>().name).toBe('Written After The Outage');
  });

  it('rolls back a transaction whose connection is cut half-way', async () => {
    await test.db.exec('CREATE TABLE outage_probe (step integer NOT NULL)');
    const cutHalfWay = test.db.transaction(async (tx) => {
      await tx.query('INSERT INTO outage_probe (step) VALUES (1)');
      await relay.cut();
      await tx.query('INSERT INTO outage_probe (step) VALUES (2)');
    });
    await expect(cutHalfWay).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await relay.restore();
    expect(await directQuery('SELECT step FROM outage_probe')).toEqual([]);

    // The pool dropped the broken connection: the next transaction commits as usual.
    await test.db.transaction(async (tx) => {
      await tx.query('INSERT INTO outage_probe (step) VALUES (3)');
    });
    expect(await directQuery('SELECT step FROM outage_probe')).toEqual([{ step: 3 }]);
  });
});
