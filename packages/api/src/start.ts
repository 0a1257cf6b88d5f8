import type { FastifyInstance } from 'fastify';
import { createOriginCheck } from './http/origins';
import { createCredentialResolver, watchRevocations, type RevocationWatch } from '@mp/identity';
import { buildApp, type BuildAppOptions } from './app';
import { startSchedule, type Schedule } from './schedule';
import { createIdentityService, createReplayGuard, selectAuthenticators } from './auth';
import { createSessionControl } from './auth/sessions';
import type { ApiConfig } from './config';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import type { Database } from './db/types';
import { createIdentitySessionVerifier, createLiveServer, type LiveServer } from './live';
import { throttled } from './live/logger';
import { registerLiveTestPublish } from './live/test-publish';
import { BackgroundTasks } from './http/background';
import { createApiMetrics, type ApiMetrics } from './http/metrics';
import { createLivePublisher, type LivePublisher } from './http/live-publisher';
import { seedDatabase, type SeedInput } from './seed/seed';
import { isChannelParty } from './domains/messaging';
import { createVideoProvider } from './video-provider';
import { findCaller } from './domains/users';

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
  /** Follows the identity service's revocation list (sign-outs reach this instance). */
  revocations: RevocationWatch;
  /** This instance's Prometheus metrics (server.ts serves them on the metrics port). */
  metrics: ApiMetrics;
  /** Stops taking requests, lets in-flight ones finish, then closes the database. */
  close(): Promise<void>;
}

/** What a caller of createApi may add to the app besides its configuration. */
export type CreateApiOptions = Pick<BuildAppOptions, 'onUndeclaredErrorCode'>;

/**
 * Opens the database, migrates, seeds (when config.seedDemo and a seed is given: the server
 * passes the demo seed) and builds the app with its live socket. The identity service's
 * credential and session caches learn revocations from its revocation list, which also closes
 * the ended sessions' sockets (docs/security.md#sign-out-and-revocation).
 */
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
    const video = createVideoProvider(config.video, db, (details, message) =>
      logTo?.log.warn(details, message),
    );
    const internal = {
      identityUrl: config.identity.url,
      internalToken: config.identity.internalToken,
    };
    const resolveCredential = createCredentialResolver(internal);
    const verifySession = createIdentitySessionVerifier(internal);
    let live: LiveServer | null = null;
    let revocations: RevocationWatch | null = null;
    const identity = createIdentityService(config.identity);
    const sessions = createSessionControl(() => ({
      identity,
      disconnectUser: live?.disconnectUser,
      learnRevocations: revocations?.pollNow,
      warn: (details, message) => logTo?.log.warn(details, message),
    }));
    const originCheck = createOriginCheck(db, {
      allowed: config.corsOrigins,
      cacheMs: config.tenantCacheMs,
    });
    const metrics = createApiMetrics();
    metrics.watchPool(() => db.poolStats?.() ?? null);
    const app = await buildApp({
      config,
      db,
      metrics,
      originCheck,
      publisher,
      background,
      video,
      sessions,
      authenticators: selectAuthenticators(config.identity, {
        resolveCredential,
        replayGuard: createReplayGuard(db),
      }),
      ...options,
    });
    logTo = app;
    const liveServer = await createLiveServer({
      httpServer: app.server,
      verifySession,
      canConnect: async (userId, tenantId) =>
        (await findCaller(db, tenantId, userId))?.deactivated !== true,
      canJoinChannel: (userId, tenantId, channelId) =>
        isChannelParty(db, tenantId, channelId, userId),
      verifyCallToken: (token) => video.verifyRoomToken(token),
      redisUrl: config.live.redisUrl,
      corsOrigins: originCheck,
    });
    live = liveServer;
    metrics.watchSockets(() => liveServer.io.engine.clientsCount);
    const warnPollFailure = throttled(
      (details: object, message: string) => app.log.warn(details, message),
      30_000,
    );
    const watch = watchRevocations({
      identityUrl: config.identity.url,
      internalToken: config.identity.internalToken,
      intervalMs: config.identity.revocationPollMs,
      onRevoked: (events) => {
        const ids = events.map((event) => event.sessionId);
        resolveCredential.forgetSessions(ids);
        verifySession.forgetSessions(ids);
        liveServer.disconnectSessions(events);
      },
      onLost: () => {
        resolveCredential.forgetAll();
        verifySession.forgetAll();
      },
      onError: (error) => warnPollFailure({ err: error }, 'revocation list unavailable'),
    });
    revocations = watch;
    publisher.attach(liveServer.publish, liveServer.announce);
    const testToken = config.live.testPublishToken;
    if (testToken !== null) registerLiveTestPublish(app, liveServer, testToken);
    const schedule = startSchedule(db, config.schedule, app.log);
    let closing: Promise<void> | null = null;
    const close = () => {
      closing ??= (async () => {
        try {
          await schedule.stop();
          await watch.stop();
          // Background tasks finish first, so their last live events still reach the sockets.
          await background.idle();
          publisher.attach(null);
          await liveServer.close();
          await app.close();
        } finally {
          await db.close();
        }
      })();
      return closing;
    };
    return {
      app,
      db,
      live: liveServer,
      publisher,
      background,
      schedule,
      revocations: watch,
      metrics,
      close,
    };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}
