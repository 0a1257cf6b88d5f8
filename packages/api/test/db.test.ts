/** The data layer: migrations are idempotent, transactions commit or roll back as a unit, PGlite serialises. */
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/open';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/types';
import { createTestDatabase, TEST_TIMEOUT_MS, type TestDatabase } from './harness';

jest.setTimeout(TEST_TIMEOUT_MS);

let database: TestDatabase;
let db: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  db = await openDatabase(
    loadConfig({ LOG_LEVEL: 'silent', INTERNAL_TOKEN: 'db-tests-token', ...database.env }),
  );
  await migrate(db);
  await db.exec(
    'CREATE TABLE counters (tenant_id text NOT NULL, id text NOT NULL, value integer NOT NULL, PRIMARY KEY (tenant_id, id))',
  );
  await db.query("INSERT INTO counters VALUES ('t', 'c', 0)");
});
afterAll(async () => {
  await db.close();
  await database.drop();
});

it('applies each migration once', async () => {
  expect(await migrate(db)).toEqual([]);
  const applied = await db.query<{ version: string }>(
    'SELECT version FROM schema_migrations ORDER BY version',
  );
  expect(applied.rows.map((row) => row.version)).toContain('001');
});

it('commits a transaction as a unit and rolls it back when it throws', async () => {
  await db.transaction(async (tx) => {
    await tx.query("UPDATE counters SET value = value + 1 WHERE id = 'c'");
    await tx.query("UPDATE counters SET value = value + 1 WHERE id = 'c'");
  });
  await expect(
    db.transaction(async (tx) => {
      await tx.query("UPDATE counters SET value = value + 100 WHERE id = 'c'");
      throw new Error('abort');
    }),
  ).rejects.toThrow('abort');
  const result = await db.query<{ value: number }>("SELECT value FROM counters WHERE id = 'c'");
  expect(result.rows[0]?.value).toBe(2);
});

it('keeps concurrent read-modify-write transactions from losing updates', async () => {
  const before = (await db.query<{ value: number }>("SELECT value FROM counters WHERE id = 'c'"))
    .rows[0]!.value;
  // PGlite: transactions are exclusive. PostgreSQL: the row lock (FOR UPDATE) serialises them.
  const lock = db.kind === 'postgres' ? ' FOR UPDATE' : '';
  await Promise.all(
    Array.from({ length: 20 }, () =>
      db.transaction(async (tx) => {
        const current = await tx.query<{ value: number }>(
          `SELECT value FROM counters WHERE id = 'c'${lock}`,
        );
        await new Promise((resolve) => setTimeout(resolve, 1));
        await tx.query("UPDATE counters SET value = $1 WHERE id = 'c'", [
          current.rows[0]!.value + 1,
        ]);
      }),
    ),
  );
  const after = await db.query<{ value: number }>("SELECT value FROM counters WHERE id = 'c'");
  expect(after.rows[0]?.value).toBe(before + 20);
});

it('answers database errors with their SQLSTATE code', async () => {
  await expect(db.query("INSERT INTO counters VALUES ('t', 'c', 1)")).rejects.toMatchObject({
    code: '23505',
  });
});
