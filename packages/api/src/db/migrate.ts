import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { migrationsDir } from '../paths';
import type { Database } from './types';

const MIGRATION_FILE = /^(\d{3})_[a-z0-9_]+\.sql$/;
// Any constant: serialises concurrent starts against one PostgreSQL server.
const MIGRATION_LOCK_KEY = 720_401;

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

export function readMigrations(dir: string = migrationsDir()): Migration[] {
  return readdirSync(dir)
    .filter((file) => MIGRATION_FILE.test(file))
    .sort()
    .map((file) => ({
      version: file.slice(0, 3),
      name: file.replace(/\.sql$/, ''),
      sql: readFileSync(path.join(dir, file), 'utf8'),
    }));
}

/** Applies the migrations not yet recorded in schema_migrations, each in its own transaction. */
export async function migrate(
  db: Database,
  migrations: Migration[] = readMigrations(),
): Promise<string[]> {
  await db.exec(
    `CREATE TABLE IF NOT EXISTS schema_migrations (
       version text PRIMARY KEY,
       name text NOT NULL,
       applied_at timestamptz NOT NULL DEFAULT now()
     )`,
  );
  const applied: string[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      if (db.kind === 'postgres')
        await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const existing = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [
        migration.version,
      ]);
      if (existing.rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (done) applied.push(migration.name);
  }
  return applied;
}
