import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from './app';
import { startSchedule, type Schedule } from './schedule';
import type { ApiConfig } from './config';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import type { Database } from './db/types';
import { createIdentitySessionVerifier, createLiveServer, type LiveServer } from './live';
import { registerLiveTestPublish } from './live/test-publish';
import { BackgroundTasks } from './http/background';
import { createLivePublisher, type LivePublisher } from './http/live-publisher';
import { seedDatabase, type SeedInput } from './seed/seed';
import { isChannelParty } from './domains/messaging';
import { createVideoProvider } from './video-provider';

export interface RunningApi {
  app: FastifyInstance;
  db: Database;
  /** The live socket on the app's HTTP server (src/live); sessions checked by the identity service. */
  live: LiveServer;
  /** The handlers' publisher, attached to `live` (detached once closing). */
  publisher: LivePublisher;
  /** Work handlers started in the background (e.g. mass close of child jobs). */
  background: BackgroundTasks;
  /** The clockwork (recurring cycles); `runNow` for a pass on demand. */
  schedule: Schedule;
  /** Stops taking requests, lets in-flight ones finish, then closes the database. */
  close(): Promise<void>;
}

/**
 * Opens the database, migrates, seeds (when config.seedDemo and a seed is given: the server
 * passes the demo seed) and builds the app.
 */
/** What a caller of createApi may add to the app besides its configuration. */
export type CreateApiOptions = Pick<BuildAppOptions, 'onUndeclaredErrorCode'>;

export async function createApi(
  config: ApiConfig,
  seed: SeedInput | null,
  options: CreateApiOptions = {},
): Promise<RunningApi> {
  const db = await openDatabase(config);
  try {
    await migrate(db);
    if (config.seedDemo && seed !== null) await seedDatabase(db, seed);
    let logTo: FastifyInstance | null = null;
    const publisher = createLivePublisher({
      info: (details, message) => logTo?.log.info(details, message),
    });
    const background = new BackgroundTasks();
    // One provider for the routes that issue room tokens and the live server that checks them.
    const video = createVideoProvider(config.video, db, (tenantId, message) =>
      logTo?.log.warn(
        { tenantId, message },
        'video: invalid tenant ice_servers, using the deployment ones',
      ),
    );
    const app = await buildApp({ config, db, publisher, background, video, ...options });
    logTo = app;
    const live = await createLiveServer({
      httpServer: app.server,
      verifySession: createIdentitySessionVerifier({
        identityUrl: config.identity.url,
        internalToken: config.identity.internalToken,
      }),
      canJoinChannel: (userId, tenantId, channelId) =>
        isChannelParty(db, tenantId, channelId, userId),
      verifyCallToken: (token) => video.verifyRoomToken(token),
      redisUrl: config.live.redisUrl,
      corsOrigins: config.corsOrigins,
    });
    publisher.attach(live.publish);
    const testToken = config.live.testPublishToken;
    if (testToken !== null) registerLiveTestPublish(app, live, testToken);
    const schedule = startSchedule(db, config.schedule, app.log);
    let closing: Promise<void> | null = null;
    const close = () => {
      closing ??= (async () => {
        try {
          await schedule.stop();
          // Background tasks finish first, so their last live events still reach the sockets.
          await background.idle();
          publisher.attach(null);
          await live.close();
          await app.close();
        } finally {
          await db.close();
        }
      })();
      return closing;
    };
    return { app, db, live, publisher, background, schedule, close };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}
