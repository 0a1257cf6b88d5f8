import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { ApiConfig } from './config';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import type { Database } from './db/types';
import { seedDatabase, type SeedInput } from './seed/seed';

export interface RunningApi {
  app: FastifyInstance;
  db: Database;
  /** Stops taking requests, lets in-flight ones finish, then closes the database. */
  close(): Promise<void>;
}

/**
 * Opens the database, migrates, seeds (when config.seedDemo and a seed is given: the server
 * passes the demo seed) and builds the app.
 */
export async function createApi(config: ApiConfig, seed: SeedInput | null): Promise<RunningApi> {
  const db = await openDatabase(config);
  try {
    await migrate(db);
    if (config.seedDemo && seed !== null) await seedDatabase(db, seed);
    const app = await buildApp({ config, db });
    let closing: Promise<void> | null = null;
    const close = () => {
      closing ??= (async () => {
        try {
          await app.close();
        } finally {
          await db.close();
        }
      })();
      return closing;
    };
    return { app, db, close };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}
