import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import cors from '@fastify/cors';
import { REQUEST_ID_HEADER } from '@mp/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { chainAuthenticators, createIdentityService, selectAuthenticators } from './auth';
import type { Authenticator } from './auth/types';
import type { ApiConfig } from './config';
import type { Database } from './db/types';
import { TenantCache } from './tenancy';
import { registerBodyParsers } from './http/body';
import { registerErrorHandling } from './http/error-handler';
import { BackgroundTasks } from './http/background';
import { InFlight } from './http/in-flight';
import { createLivePublisher, type LivePublisher } from './http/live-publisher';
import { registerPlatformRoutes } from './http/platform';
import type { HandlerServices, RouteDefinition } from './http/route';
import { recordProviderUpdate } from './domains/payments';
import { registerCalendarFeed, startMeetingReminders } from './domains/scheduling';
import { findCaller } from './domains/users';
import { createPaymentProvider, registerProviderPages } from './payment-provider';
import { registerRoutes, ROUTES, SEARCH_INDEXES } from './registry';
import { createSearchEngine } from './search-engine';
import { createFileStorage } from './storage';
import { createMailer } from './mail';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Honours a well-formed x-request-id from the caller, otherwise makes one. */
function requestId(request: IncomingMessage): string {
  const header = request.headers[REQUEST_ID_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && REQUEST_ID.test(value) ? value : randomUUID();
}

/** The services handlers reach through ctx, each made once from its part of the config. */
function createHandlerServices(config: ApiConfig, db: Database): HandlerServices {
  return {
    storage: createFileStorage(config.storage),
    payments: createPaymentProvider(config.payments, db),
    identity: createIdentityService(config.identity),
    secrets: config.secrets,
    search: createSearchEngine(SEARCH_INDEXES),
    mailer: createMailer(config.mail, db),
    siteUrl: config.mail.siteUrl,
  };
}

export interface BuildAppOptions {
  config: ApiConfig;
  db: Database;
  /** Defaults to selectAuthenticators(config.identity). */
  authenticators?: Authenticator[];
  /** Defaults to the registry's ROUTES. */
  routes?: readonly RouteDefinition[];
  /** Where handlers' live events go; createApi attaches the live server. Defaults to log-only. */
  publisher?: LivePublisher;
  /** Background work of handlers (awaited by close); defaults to a runner of this app's own. */
  background?: BackgroundTasks;
  /** A route answered an error code its declaration does not list; logged by default. */
  onUndeclaredErrorCode?: (operationId: string, code: string) => void;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const routes = options.routes ?? ROUTES;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    genReqId: requestId,
    return503OnClosing: true,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  await app.register(cors, {
    origin: config.corsOrigins,
    exposedHeaders: [REQUEST_ID_HEADER],
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    maxAge: 600,
  });
  registerBodyParsers(app);
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
  const services = createHandlerServices(config, db);
  const publisher = options.publisher ?? createLivePublisher(app.log);
  const reminders = startMeetingReminders(
    {
      db,
      publish: publisher.publish,
      background,
      mailer: services.mailer,
      siteUrl: services.siteUrl,
      log: app.log,
    },
    {
      intervalMs: config.scheduling.reminderIntervalMs,
      leadMinutes: config.scheduling.reminderLeadMinutes,
    },
  );
  app.addHook('onClose', async () => {
    await reminders.stop();
    await inFlight.idle();
    await background.idle();
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
      options.authenticators ?? selectAuthenticators(config.identity),
    ),
    services,
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
  return app;
}
