/** Graceful shutdown: close() lets running handlers finish before the database is closed. */
import { defineEndpoint } from '@mp/contracts';
import { z } from 'zod';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/open';
import { definePublicRoute } from '../src/http/route';
import { ROUTES } from '../src/registry';
import { seedDatabase } from '../src/seed/seed';
import { demoSeed } from '../src/seed/source';
import { createTestDatabase, TEST_TIMEOUT_MS } from './harness';

jest.setTimeout(TEST_TIMEOUT_MS);

it('finishes an in-flight request, refuses new ones, then the database can close', async () => {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    INTERNAL_TOKEN: 'shutdown-test-token',
    ...database.env,
  });
  const db = await openDatabase(config);
  await migrate(db);
  await seedDatabase(db, demoSeed());
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let entered: () => void = () => undefined;
  const started = new Promise<void>((resolve) => {
    entered = resolve;
  });
  // A route that holds the request open until the test lets it go, then uses the database.
  const slowEndpoint = defineEndpoint<Record<never, never>>({
    operationId: 'slowTenantName',
    domain: 'test',
    method: 'GET',
    path: '/test/slow',
    access: 'public',
    errors: [],
  });
  const slow = definePublicRoute(slowEndpoint, {
    summary: 'Waits, then reads the tenant name',
    response: z.object({ name: z.string() }),
    handler: async ({ tenant, db: handlerDb }) => {
      entered();
      await gate;
      const result = await handlerDb.query<{ name: string }>(
        'SELECT name FROM tenants WHERE tenant_id = $1',
        [tenant.id],
      );
      return { name: result.rows[0]?.name ?? '' };
    },
  });
  const app = await buildApp({ config, db, routes: [...ROUTES, slow] });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  const url = `http://127.0.0.1:${address.port}`;

  const inFlight = fetch(`${url}/test/slow`, { headers: { 'x-tenant-id': 'demo' } });
  // If the request fails before reaching the handler, stop waiting and let the assertion say so.
  await Promise.race([
    started,
    inFlight.then((early) => expect(early.status).toBe('handler not reached')),
  ]);
  let closed = false;
  const closing = app.close().then(() => {
    closed = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(closed).toBe(false);
  const refused = await fetch(`${url}/settings`, { headers: { 'x-tenant-id': 'demo' } }).then(
    (late) => late.status,
    () => 'connection refused',
  );
  expect([503, 'connection refused']).toContain(refused);
  release();
  const response = await inFlight;
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ name: expect.any(String) });
  await closing;
  expect(closed).toBe(true);
  await db.close();
  await database.drop();
});
