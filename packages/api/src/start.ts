import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { ApiConfig } from './config';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import type { Database } from './db/types';
import { sigV4SettingsFromEnv } from './auth/sigv4-authenticator';
import { createIdentitySessionVerifier, createLiveServer, type LiveServer } from './live';
import { liveTestPublishToken, registerLiveTestPublish } from './live/test-publish';
import { seedDatabase, type SeedInput } from './seed/seed';

export interface RunningApi {
  app: FastifyInstance;
  db: Database;
  /** The live socket on the app's HTTP server (src/live); sessions checked by the identity service. */
  live: LiveServer;
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
    const identity = sigV4SettingsFromEnv(process.env);
    const live = await createLiveServer({
      httpServer: app.server,
      verifySession: createIdentitySessionVerifier(identity),
      redisUrl: process.env.REDIS_URL || null,
      corsOrigins: config.corsOrigins,
    });
    const testToken = liveTestPublishToken(process.env);
    if (testToken) registerLiveTestPublish(app, live, testToken);
    let closing: Promise<void> | null = null;
    const close = () => {
      closing ??= (async () => {
        try {
          await live.close();
          await app.close();
        } finally {
          await db.close();
        }
      })();
      return closing;
    };
    return { app, db, live, close };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}
