/**
 * Migration 013 turns stored amounts in major units into whole minor units
 * (docs/payments.md#amounts), and both drivers read the bigint columns as numbers.
 */
import { loadConfig } from '../src/config';
import { migrate, readMigrations } from '../src/db/migrate';
import { openDatabase } from '../src/db/open';
import type { Database } from '../src/db/types';
import { createEmptyTestDatabase, TEST_TIMEOUT_MS, type TestDatabase } from './harness';

jest.setTimeout(TEST_TIMEOUT_MS);

let database: TestDatabase;
let db: Database;
beforeAll(async () => {
  database = await createEmptyTestDatabase();
  db = await openDatabase(
    loadConfig({ LOG_LEVEL: 'silent', INTERNAL_TOKEN: 'db-tests-token', ...database.env }),
  );
  await migrate(
    db,
    readMigrations().filter((m) => m.version < '013'),
  );
  await db.exec(`
    INSERT INTO tenants (tenant_id, name) VALUES ('t', 'T');
    INSERT INTO users (tenant_id, id, name, email, username, role, hourly_rate) VALUES
      ('t', 'c', 'Customer', 'c@t.test', 'c', 3, NULL),
      ('t', 'f', 'Freelancer', 'f@t.test', 'f', 2, 55.5);
    INSERT INTO jobs (tenant_id, id, customer_id, title, budget) VALUES
      ('t', 'amount', 'c', 'An amount', 3500),
      ('t', 'pence', 'c', 'Pence', 19.99),
      ('t', 'dont-know', 'c', 'Do not know', -1),
      ('t', 'per-job', 'c', 'Per job', -2);
    INSERT INTO proposals (tenant_id, id, job_id, freelancer_id, tasks) VALUES
      ('t', 'p', 'amount', 'f', '[{"title": "Design", "amount": 400.5}, {"title": "Build", "amount": 600}, {"title": "Later"}]'),
      ('t', 'empty', 'pence', 'f', '[]');
    INSERT INTO milestones (tenant_id, id, job_id, proposal_id, freelancer_id, title, amount) VALUES
      ('t', 'm', 'amount', 'p', 'f', 'Design', 12.345);
  `);
  await migrate(db);
});
afterAll(async () => {
  await db.close();
  await database.drop();
});

async function column<T>(sql: string): Promise<T[]> {
  return (await db.query<{ v: T }>(sql)).rows.map((row) => row.v);
}

it('multiplies budgets by 100 and keeps the -1/-2 markers', async () => {
  // amount, dont-know, pence, per-job
  expect(await column<number>('SELECT budget AS v FROM jobs ORDER BY id')).toEqual([
    350000, -1, 1999, -2,
  ]);
});

it('converts milestone amounts and hourly rates, rounding to whole minor units', async () => {
  expect(await column<number>('SELECT amount AS v FROM milestones')).toEqual([1235]);
  expect(await column<number | null>('SELECT hourly_rate AS v FROM users ORDER BY id')).toEqual([
    null,
    5550,
  ]);
});

it('converts the amounts of proposal tasks in place and in order', async () => {
  expect(await column<unknown>('SELECT tasks AS v FROM proposals ORDER BY id')).toEqual([
    [],
    [{ title: 'Design', amount: 40050 }, { title: 'Build', amount: 60000 }, { title: 'Later' }],
  ]);
});

it('stores whole numbers only from now on', async () => {
  const types = await column<string>(
    `SELECT table_name || '.' || column_name || ' ' || data_type AS v FROM information_schema.columns
     WHERE (table_name, column_name) IN (('jobs', 'budget'), ('milestones', 'amount'), ('users', 'hourly_rate'))
     ORDER BY 1`,
  );
  expect(types).toEqual([
    'jobs.budget bigint',
    'milestones.amount bigint',
    'users.hourly_rate bigint',
  ]);
  const defaults = await db.query<{ budget: number }>(
    "INSERT INTO jobs (tenant_id, id, customer_id, title) VALUES ('t', 'new', 'c', 'New') RETURNING budget",
  );
  expect(defaults.rows[0]?.budget).toBe(-1);
});
