import { createAuditRecorder } from './audit';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import cors from '@fastify/cors';
import { REQUEST_ID_HEADER } from '@mp/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { createCredentialResolver } from '@mp/identity';
import {
  chainAuthenticators,
  createIdentityService,
  createReplayGuard,
  selectAuthenticators,
} from './auth';
import { createSessionControl, type SessionControl } from './auth/sessions';
import type { Authenticator } from './auth/types';
import type { ApiConfig } from './config';
import type { Database } from './db/types';
import { TenantCache } from './tenancy';
import { registerBodyParsers } from './http/body';
import { answerClientError, registerErrorHandling } from './http/error-handler';
import { BackgroundTasks } from './http/background';
import { InFlight } from './http/in-flight';
import { createOriginCheck, type OriginCheck } from './http/origins';
import { createLivePublisher, type LivePublisher } from './http/live-publisher';
import { registerPlatformRoutes } from './http/platform';
import { createRateLimiter } from './http/rate-limit';
import type { HandlerServices, RouteDefinition } from './http/route';
import { applyProviderEvent, recordProviderUpdate } from './domains/payments';
import {
  announcePendingNotifications,
  startAnnouncementSweep,
  type DeliveryServices,
} from './domains/notifications';
import { failStaleCvParses, startCvParseSweep } from './domains/cv/parse-run';
import { registerCalendarFeed, startMeetingReminders } from './domains/scheduling';
import { completeBookingOfMilestone } from './domains/products';
import { findCaller } from './domains/users';
import {
  createPaymentProvider,
  PAYMENT_WEBHOOK_PATH,
  registerPaymentWebhooks,
  registerProviderPages,
} from './payment-provider';
import { registerRoutes, ROUTES, SEARCH_INDEXES } from './registry';
import { createSearchEngine } from './search-engine';
import { createFileStorage } from './storage';
import { createMailer } from './mail';
import { createExtractors } from './extraction';
import { createVideoProvider, type VideoProvider } from './video-provider';
import type { ApiMetrics } from './http/metrics';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Honours a well-formed x-request-id from the caller, otherwise makes one. */
function requestId(request: IncomingMessage): string {
  const header = request.headers[REQUEST_ID_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && REQUEST_ID.test(value) ? value : randomUUID();
}

/** Where this API takes the provider's webhooks on loopback, once it listens. */
function ownWebhookUrl(app: FastifyInstance): string | null {
  const address = app.server.address();
  if (address === null || typeof address === 'string') return null;
  const host =
    address.family === 'IPv6'
      ? `[${address.address === '::' ? '::1' : address.address}]`
      : address.address === '0.0.0.0'
        ? '127.0.0.1'
        : address.address;
  return `http://${host}:${address.port}${PAYMENT_WEBHOOK_PATH}`;
}

/** The services handlers reach through ctx, each made once from its part of the config. */
function createHandlerServices(
  config: ApiConfig,
  db: Database,
  app: FastifyInstance,
  video: VideoProvider | undefined,
): HandlerServices {
  return {
    storage: createFileStorage(config.storage),
    payments: createPaymentProvider(config.payments, db, () => ownWebhookUrl(app)),
    identity: createIdentityService(config.identity),
    secrets: config.secrets,
    search: createSearchEngine(SEARCH_INDEXES),
    mailer: createMailer(config.mail, db),
    siteUrl: config.mail.siteUrl,
    audit: createAuditRecorder(),
    video:
      video ??
      createVideoProvider(config.video, db, (details, message) => app.log.warn(details, message)),
    extractors: createExtractors(config.extraction),
    milestoneSignedOff: completeBookingOfMilestone,
  };
}

export interface BuildAppOptions {
  config: ApiConfig;
  db: Database;
  /** Defaults to selectAuthenticators(config.identity) with a credential cache of its own. */
  authenticators?: Authenticator[];
  /** Ends users' sessions (deactivation); createApi's also closes sockets. Defaults to the identity service's. */
  sessions?: SessionControl;
  /** Defaults to the registry's ROUTES. */
  routes?: readonly RouteDefinition[];
  /** Where handlers' live events go; createApi attaches the live server. Defaults to log-only. */
  publisher?: LivePublisher;
  /** The video provider (createApi shares it with the live server); made from the config otherwise. */
  video?: VideoProvider;
  /** Background work of handlers (awaited by close); defaults to a runner of this app's own. */
  background?: BackgroundTasks;
  /** Which browser origins may call (createApi shares it with the live server). */
  originCheck?: OriginCheck;
  /** Counts and times every answer (createApi shares it with the metrics listener). */
  metrics?: ApiMetrics;
  /** A route answered an error code its declaration does not list; logged by default. */
  onUndeclaredErrorCode?: (operationId: string, code: string) => void;
}

/** The longest path parameter: a 2,048-character link, every character percent-encoded. */
const MAX_PATH_PARAM_LENGTH = 2048 * 3;

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const routes = options.routes ?? ROUTES;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    genReqId: requestId,
    return503OnClosing: true,
    clientErrorHandler: answerClientError,
    // request.ip (the per-address rate limits) trusts this many proxies' X-Forwarded-For.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    // A path parameter may carry a whole URL-encoded link (GET /request/redirect/{url}).
    routerOptions: { maxParamLength: MAX_PATH_PARAM_LENGTH },
  });
  options.metrics?.observe(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    reply.header('x-content-type-options', 'nosniff');
  });
  const originCheck =
    options.originCheck ??
    createOriginCheck(db, { allowed: config.corsOrigins, cacheMs: config.tenantCacheMs });
  await app.register(cors, {
    origin: originCheck,
    exposedHeaders: [REQUEST_ID_HEADER],
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    maxAge: 600,
  });
  registerBodyParsers(app, config.uploadSpoolDir);
  registerErrorHandling(app);
  const inFlight = new InFlight();
  // While closing, answers end their connection, so keep-alive clients cannot hold close() open.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  // close() resolves only after running handlers finish, so the caller may then close the DB.
  const background = options.background ?? new BackgroundTasks();
  const publisher = options.publisher ?? createLivePublisher(app.log);
  const services = createHandlerServices(config, db, app, options.video);
  const delivery: DeliveryServices = {
    db,
    publish: publisher.publish,
    background,
    mailer: services.mailer,
    siteUrl: services.siteUrl,
    log: app.log,
  };
  const reminders = startMeetingReminders(delivery, {
    intervalMs: config.scheduling.reminderIntervalMs,
    leadMinutes: config.scheduling.reminderLeadMinutes,
  });
  const announcements = startAnnouncementSweep(delivery, config.schedule.notificationSweepMs);
  // Parses a restart left unfinished fail once stale (docs/users.md#cv-parsing): now, then a sweep.
  void background.run('stale CV parses', app.log, async () => {
    await failStaleCvParses(delivery);
  });
  const cvParses = startCvParseSweep(delivery, config.schedule.cvParseSweepMs);
  app.addHook('onClose', async () => {
    await reminders.stop();
    await announcements.stop();
    await cvParses.stop();
    await inFlight.idle();
    await background.idle();
    await services.payments.stop?.();
    services.storage.close();
    services.mailer.close();
  });
  registerPlatformRoutes(app, routes, db, inFlight);
  const tenants = new TenantCache(db, config.tenantCacheMs);
  registerRoutes(app, routes, {
    db,
    inFlight,
    publisher,
    background,
    tenants,
    findCaller: (tenantId, userId) => findCaller(db, tenantId, userId),
    authenticate: chainAuthenticators(
      options.authenticators ??
        selectAuthenticators(config.identity, {
          resolveCredential: createCredentialResolver({
            identityUrl: config.identity.url,
            internalToken: config.identity.internalToken,
          }),
          replayGuard: createReplayGuard(db),
        }),
    ),
    sessions:
      options.sessions ??
      createSessionControl(() => ({
        identity: services.identity,
        warn: (details, message) => app.log.warn(details, message),
      })),
    rateLimiter: createRateLimiter(db),
    services,
    operatorToken: config.operatorToken,
    forgetTenantHosts: () => originCheck.forgetHosts(),
    onUndeclaredErrorCode:
      options.onUndeclaredErrorCode ??
      ((operationId, code) =>
        app.log.warn(
          { operationId, code },
          'answered an error code its declaration does not list',
        )),
  });
  registerCalendarFeed(app, { db, inFlight, siteUrl: config.mail.siteUrl });
  const { payments } = services;
  registerProviderPages(app, payments, {
    tenants,
    inFlight,
    onAccountUpdated: (tenantId, account) => recordProviderUpdate(db, payments, tenantId, account),
  });
  registerPaymentWebhooks(app, payments, {
    inFlight,
    log: app.log,
    onEvent: async (event) => {
      await applyProviderEvent(db, services, event);
      // What the event settled is told at once, not at the sweep's next pass.
      await announcePendingNotifications(delivery, event.tenantId);
    },
  });
  payments.start?.();
  return app;
}
