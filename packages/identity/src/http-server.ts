import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createIdentityMetrics } from './metrics';
import type { AddressInfo } from 'node:net';
import { timingSafeEqual } from 'node:crypto';
import { SEEDED_ACCOUNTS, SEEDED_PASSWORD } from '@mp/contracts';
import { SCHEMA_SQL, openDatabase, type Sql } from './db';
import { ServiceError } from './errors';
import { checkPasswordPolicy } from './password-policy';
import { HostedUi, OAuthError } from './hosted-ui';
import { IdentityPoolService } from './identity-pool';
import { OutboxMailer, SmtpMailer, parseSmtpUrl, type Mailer } from './mailer';
import { DEFAULT_REGION, PoolRegistry, tenantPool, type TenantPool } from './tenants';
import { defaultCallbackUrls } from './config';
import { DEFAULT_THROTTLE, LoginThrottle, type ThrottleOptions } from './throttle';
import { RevocationLog } from './revocations';
import { KeyStore } from './tokens';
import { UserPoolService } from './user-pool';

export interface IdentityServerOptions {
  /** The public port (browsers: the Cognito protocol, hosted sign-in, keys); 0 picks a free one. */
  port: number;
  host?: string;
  /**
   * The internal listener (the API's credential, session and revocation endpoints, never on the
   * public port); 0 picks a free one.
   */
  internalPort: number;
  /** Where the internal listener binds; loopback unless set (e.g. 0.0.0.0 inside a private network). */
  internalHost?: string;
  /** Production mode: no development tools (the outbox). */
  production?: boolean;
  dataDir: string;
  databaseUrl?: string;
  /** Public base URL used as the token issuer; defaults to http://localhost:<port>. */
  publicUrl?: string;
  internalToken: string;
  /** When set, mail goes over SMTP; otherwise it is kept in the outbox. */
  smtpUrl?: string;
  mailFrom?: string;
  seedDemo: boolean;
  tenants: readonly string[];
  region?: string;
  throttle?: Partial<ThrottleOptions>;
  /** Trust X-Forwarded-For for the source address (behind a proxy only). */
  trustProxy?: boolean;
  now?: () => number;
  /** tenantId → the shell callback URLs (`<origin>/callback`) the hosted sign-in may return to. */
  callbackUrls?: Readonly<Record<string, readonly string[]>>;
  /** Supplies the database instead of opening one from dataDir / databaseUrl (tests). */
  openSql?: () => Sql;
}

export interface IdentityServer {
  url: string;
  port: number;
  /** http://<internal host>:<internal port>: what the API's IDENTITY_INTERNAL_URL points at. */
  internalUrl: string;
  internalPort: number;
  pools: readonly TenantPool[];
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 1024 * 1024;
/** A tenant id the pool names can hold (see tenants.ts). */
const TENANT_POOL_ID = /^[a-z0-9]{1,40}$/;

function stringList(value: unknown, field: string): string[] {
  if (value === undefined) return [];
  if (
    !Array.isArray(value) ||
    !value.every((item) => typeof item === 'string' && item.length < 2048)
  )
    throw new HttpError(400, `${field} must be a list of strings`);
  return value as string[];
}

/** The pools operators created (identity.tenant_pools), besides the configured ones. */
async function loadCreatedPools(sql: Sql, configured: readonly string[]) {
  const rows = await sql.query<{ tenant_id: string; region: string; callback_urls: string[] }>(
    'SELECT tenant_id, region, callback_urls FROM identity.tenant_pools ORDER BY created_at',
  );
  const created = rows.filter((row) => !configured.includes(row.tenant_id));
  return {
    pools: created.map((row) => tenantPool(row.tenant_id, row.region)),
    callbackUrls: Object.fromEntries(rows.map((row) => [row.tenant_id, row.callback_urls])),
  };
}
const USER_POOL_PREFIX = 'AWSCognitoIdentityProviderService.';
/** Paths of the public listener, named as themselves in metrics; others are '(other)'. */
const PUBLIC_PATHS = new Set([
  '/health',
  '/config',
  '/outbox',
  '/oauth2/authorize',
  '/oauth2/token',
]);
const OPERATION_NAME = /^[A-Za-z]{1,64}$/;

/**
 * A public request's operation for metrics: the Cognito operation for `POST /`, else the path
 * of a known endpoint. Bounded, so no caller can grow the label set.
 */
function publicOperationOf(req: IncomingMessage): string {
  const url = new URL(req.url ?? '/', 'http://identity.local');
  const target = req.headers['x-amz-target'];
  if (req.method === 'POST' && url.pathname === '/' && typeof target === 'string') {
    const name = target.split('.').at(-1) ?? '';
    return OPERATION_NAME.test(name) ? name : '(unknown)';
  }
  return PUBLIC_PATHS.has(url.pathname) ? url.pathname : '(other)';
}

const INTERNAL_PATHS = new Set([
  '/health',
  '/metrics',
  '/internal/credentials/resolve',
  '/internal/sessions/verify',
  '/internal/users/sign-out',
  '/internal/revocations',
  '/internal/tenants',
]);

function internalOperationOf(req: IncomingMessage): string {
  const pathname = new URL(req.url ?? '/', 'http://identity.internal').pathname;
  return INTERNAL_PATHS.has(pathname) ? pathname : '(other)';
}
const IDENTITY_POOL_PREFIX = 'AWSCognitoIdentityService.';
const JWKS_PATH = /^\/([\w-]+_[0-9a-zA-Z]+)\/\.well-known\/(jwks\.json|openid-configuration)$/;

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      // Keep draining (without storing) so the 413 answer can still be written.
      if (size > MAX_BODY_BYTES) reject(new HttpError(413, 'Request body too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parseJsonObject(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new ServiceError('SerializationException', 'Request body is not valid JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ServiceError('SerializationException', 'Request body must be a JSON object.');
  }
  return value as Record<string, unknown>;
}

function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  return /^127\./.test(address) || address === '::1' || /^::ffff:127\./i.test(address);
}

/** Browsers (the public port only): the Cognito protocol is called cross-origin. */
function setCors(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
  res.setHeader(
    'Access-Control-Allow-Headers',
    req.headers['access-control-request-headers'] ??
      'content-type, x-amz-target, x-amz-user-agent, x-amz-date, x-amz-security-token, x-amz-content-sha256, authorization, cache-control, amz-sdk-invocation-id, amz-sdk-request',
  );
  res.setHeader('Access-Control-Expose-Headers', 'x-amzn-requestid, x-amzn-errortype');
  res.setHeader('Access-Control-Max-Age', '600');
}

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  contentType = 'application/json',
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': contentType, 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

function sendServiceError(res: ServerResponse, error: ServiceError): void {
  res.setHeader('x-amzn-errortype', `${error.type}:`);
  send(
    res,
    error.status,
    { __type: error.type, message: error.message },
    'application/x-amz-json-1.1',
  );
}

function bearerMatches(req: IncomingMessage, expected: string): boolean {
  const header = req.headers.authorization ?? '';
  const given = Buffer.from(header.startsWith('Bearer ') ? header.slice(7) : '');
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

function urlOf(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`;
}

async function seedDemoAccounts(userPools: UserPoolService, pools: readonly TenantPool[]) {
  for (const account of SEEDED_ACCOUNTS) {
    const pool = pools.find((p) => p.tenantId === account.tenantId);
    if (!pool || (await userPools.findUserBySub(pool.userPoolId, account.userId))) continue;
    const attributes: Record<string, string> = {
      name: account.name,
      'custom:role': String(account.role),
    };
    if (account.freelancerRole !== undefined) {
      attributes['custom:freelancerRole'] = String(account.freelancerRole);
    }
    await userPools.createConfirmedUser(pool, {
      sub: account.userId,
      email: account.email,
      password: SEEDED_PASSWORD,
      attributes,
    });
  }
}

export async function startIdentityServer(options: IdentityServerOptions): Promise<IdentityServer> {
  if (!options.internalToken) throw new Error('internalToken is required');
  const now = options.now ?? Date.now;
  const sql: Sql = options.openSql
    ? options.openSql()
    : openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  await sql.exec(SCHEMA_SQL);
  const stored = await loadCreatedPools(sql, options.tenants);
  const pools = [
    ...options.tenants.map((tenant) => tenantPool(tenant, options.region)),
    ...stored.pools,
  ];
  const callbackUrls: Record<string, readonly string[]> = {
    ...stored.callbackUrls,
    ...(options.callbackUrls ?? defaultCallbackUrls()),
  };
  const keys = new KeyStore(sql);
  await keys.load(pools.map((p) => p.userPoolId));
  const outbox = new OutboxMailer(sql);
  const mailer: Mailer = options.smtpUrl
    ? new SmtpMailer(
        parseSmtpUrl(options.smtpUrl, options.mailFrom ?? 'no-reply@marketplace.local'),
      )
    : outbox;
  // A development tool: never in production mode, and only for callers on this machine.
  const outboxServed = mailer === outbox && options.production !== true;

  let ready = false;
  let handlePublic: (req: IncomingMessage, res: ServerResponse) => void = () => undefined;
  let handleInternal: (req: IncomingMessage, res: ServerResponse) => void = () => undefined;
  const starting = (res: ServerResponse) =>
    send(res, 503, { message: 'Identity service is starting' });
  const metrics = createIdentityMetrics();
  const server = createServer((req, res) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    metrics.observe('public', req, res, publicOperationOf);
    if (ready) return handlePublic(req, res);
    setCors(req, res);
    starting(res);
  });
  const internalServer = createServer((req, res) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    metrics.observe('internal', req, res, internalOperationOf);
    if (ready) return handleInternal(req, res);
    starting(res);
  });
  const internalHost = options.internalHost ?? '127.0.0.1';
  const port = await listen(server, options.port, options.host ?? '0.0.0.0');
  let internalPort: number;
  try {
    internalPort = await listen(internalServer, options.internalPort, internalHost);
  } catch (error) {
    await closeServer(server);
    await sql.close();
    throw error;
  }
  const publicUrl = (options.publicUrl ?? `http://localhost:${port}`).replace(/\/$/, '');
  const issuer = (pool: TenantPool) => `${publicUrl}/${pool.userPoolId}`;

  const throttle = new LoginThrottle({ ...DEFAULT_THROTTLE, ...options.throttle, now });
  const userPools = new UserPoolService({ sql, keys, mailer, throttle, pools, issuer, now });
  const identityPools = new IdentityPoolService({ sql, userPools, pools, issuer, now });
  const revocations = new RevocationLog(sql, now);
  const hostedUi = new HostedUi({ userPools, callbackUrls, now });
  const registry = new PoolRegistry(pools, async (pool) => {
    await keys.load([pool.userPoolId]);
    userPools.addPool(pool);
    identityPools.addPool(pool);
  });
  if (options.seedDemo) await seedDemoAccounts(userPools, pools);
  const purge = setInterval(() => {
    void identityPools.purgeExpired().catch(() => undefined);
    void revocations.purge().catch(() => undefined);
  }, 600_000);
  purge.unref();

  const sourceIp = (req: IncomingMessage) => {
    const forwarded = options.trustProxy
      ? String(req.headers['x-forwarded-for'] ?? '')
          .split(',')[0]
          ?.trim()
      : '';
    return forwarded || req.socket.remoteAddress || 'unknown';
  };

  /** The socket is loopback and so is every address a trusted proxy says it forwarded for. */
  const fromThisMachine = (req: IncomingMessage) => {
    if (!isLoopbackAddress(req.socket.remoteAddress)) return false;
    if (!options.trustProxy) return true;
    const forwarded = String(req.headers['x-forwarded-for'] ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    return forwarded.every(isLoopbackAddress);
  };

  async function handleTarget(req: IncomingMessage, res: ServerResponse, target: string) {
    const body = parseJsonObject(await readBody(req));
    const [prefix, ops] = target.startsWith(USER_POOL_PREFIX)
      ? [USER_POOL_PREFIX, userPools.operations]
      : target.startsWith(IDENTITY_POOL_PREFIX)
        ? [IDENTITY_POOL_PREFIX, identityPools.operations]
        : ['', {}];
    const operation = (
      ops as Record<string, (b: Record<string, unknown>, c: { ip: string }) => Promise<object>>
    )[target.slice(prefix.length)];
    if (!prefix || !operation || !Object.hasOwn(ops, target.slice(prefix.length))) {
      throw new ServiceError('UnknownOperationException', `Unknown operation ${target}`);
    }
    const result = await operation(body, { ip: sourceIp(req) });
    send(res, 200, result, 'application/x-amz-json-1.1');
  }

  function requiredString(body: Record<string, unknown>, field: string): string {
    const value = body[field];
    if (typeof value !== 'string' || !value || value.length > 4096) {
      throw new HttpError(400, `${field} is required`);
    }
    return value;
  }

  async function resolveCredential(body: Record<string, unknown>) {
    const credential = await identityPools.resolve(requiredString(body, 'accessKeyId'));
    if (!credential) throw new HttpError(404, 'Unknown or expired credential');
    return credential;
  }

  async function verifySession(body: Record<string, unknown>) {
    const verified = await userPools.verifyToken(requiredString(body, 'token'));
    if (!verified) throw new HttpError(401, 'Invalid or revoked token');
    return {
      userId: verified.user.sub,
      tenantId: verified.pool.tenantId,
      sessionId: verified.claims.origin_jti,
    };
  }

  /** The API ends a user's sessions when it deactivates the account. */
  async function signOutUser(body: Record<string, unknown>) {
    const pool = userPools.poolForTenant(requiredString(body, 'tenantId'));
    if (!pool) throw new HttpError(404, 'Unknown tenant');
    return { revoked: await userPools.endSessions(pool, requiredString(body, 'userId')) };
  }

  function sinceOf(url: URL): number | null {
    const raw = url.searchParams.get('since');
    if (raw === null) return null;
    const since = Number(raw);
    if (!/^-?\d{1,16}$/.test(raw) || !Number.isSafeInteger(since)) {
      throw new HttpError(400, 'since must be epoch milliseconds');
    }
    return since;
  }

  /**
   * An operator's new tenant (the API's POST /operator/tenants): its pool, app client and
   * identity pool, served at once and kept across restarts, and its first administrator.
   * Repeating it answers the same pool and administrator (a retry after a failure).
   */
  async function createTenant(body: Record<string, unknown>) {
    const tenantId = requiredString(body, 'tenantId');
    if (!TENANT_POOL_ID.test(tenantId)) throw new HttpError(400, 'tenantId is not a pool name');
    const admin = body.administrator as Record<string, unknown> | undefined;
    if (typeof admin !== 'object' || admin === null) {
      throw new HttpError(400, 'administrator is required');
    }
    const password = admin.password;
    if (password !== undefined && typeof password !== 'string') {
      throw new HttpError(400, 'administrator.password must be a string');
    }
    // Checked before anything is stored, so a refused password leaves no pool behind.
    if (password !== undefined) checkPasswordPolicy(password);
    const urls = stringList(body.callbackUrls, 'callbackUrls');
    await sql.query(
      `INSERT INTO identity.tenant_pools (tenant_id, region, callback_urls) VALUES ($1, $2, $3)
       ON CONFLICT (tenant_id) DO UPDATE SET callback_urls = EXCLUDED.callback_urls`,
      [tenantId, options.region ?? DEFAULT_REGION, JSON.stringify(urls)],
    );
    callbackUrls[tenantId] = urls;
    const { pool } = await registry.add(tenantId, options.region);
    const administrator = await userPools.createAdministrator(pool, {
      email: requiredString(admin, 'email'),
      name: requiredString(admin, 'name'),
      ...(password === undefined ? {} : { password }),
      invitation: {
        marketplaceName: requiredString(body, 'marketplaceName'),
        signInUrl: requiredString(body, 'signInUrl'),
      },
    });
    return {
      tenantId: pool.tenantId,
      region: pool.region,
      userPoolId: pool.userPoolId,
      clientId: pool.clientId,
      identityPoolId: pool.identityPoolId,
      administrator: { userId: administrator.sub, invited: administrator.invited },
    };
  }

  const internalPosts = new Map<string, (body: Record<string, unknown>) => Promise<object>>([
    ['POST /internal/credentials/resolve', resolveCredential],
    ['POST /internal/sessions/verify', verifySession],
    ['POST /internal/users/sign-out', signOutUser],
    ['POST /internal/tenants', createTenant],
  ]);

  /** The internal listener: bearer-guarded, no CORS, nothing a browser page may read. */
  async function routeInternal(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://identity.internal');
    const key = `${req.method ?? ''} ${url.pathname}`;
    if (key === 'GET /health') return send(res, 200, { ok: true });
    // Operational numbers, no secrets: the scraper reads them without the internal token.
    if (key === 'GET /metrics') {
      res.writeHead(200, { 'content-type': metrics.registry.contentType });
      res.end(await metrics.registry.metrics());
      return;
    }
    if (!bearerMatches(req, options.internalToken)) throw new HttpError(403, 'Bad internal token');
    if (key === 'GET /internal/revocations') {
      return send(res, 200, await revocations.since(sinceOf(url)));
    }
    const answer = internalPosts.get(key);
    if (answer === undefined) throw new HttpError(404, 'Not found');
    send(res, 200, await answer(parseJsonObject(await readBody(req))));
  }

  async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
    const type = String(req.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim();
    if (type !== 'application/x-www-form-urlencoded') {
      throw new OAuthError(415, 'invalid_request', 'Expected application/x-www-form-urlencoded');
    }
    return new URLSearchParams(await readBody(req));
  }

  async function handleOAuthPost(req: IncomingMessage, res: ServerResponse, path: string) {
    if (path === '/oauth2/authorize') {
      return hostedUi.submitSignIn(res, await readForm(req), sourceIp(req));
    }
    res.setHeader('Cache-Control', 'no-store');
    send(res, 200, await hostedUi.exchangeCode(await readForm(req)));
  }

  async function serveOutbox(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (!outboxServed) {
      throw new HttpError(404, 'The outbox is a development tool (MAILER=outbox, not production)');
    }
    if (!fromThisMachine(req)) throw new HttpError(403, 'The outbox answers this machine only');
    const email = url.searchParams.get('email');
    const tenant = url.searchParams.get('tenant');
    if (!email || !tenant) throw new HttpError(400, 'email and tenant are required');
    res.setHeader('Cache-Control', 'no-store');
    return send(res, 200, { messages: await outbox.latest(tenant, email) });
  }

  async function handleGet(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (url.pathname === '/oauth2/authorize') return hostedUi.showSignIn(res, url.searchParams);
    if (url.pathname === '/health') return send(res, 200, { ok: true });
    if (url.pathname === '/config') {
      return send(res, 200, {
        tenants: pools.map((p) => ({
          tenantId: p.tenantId,
          region: p.region,
          userPoolId: p.userPoolId,
          clientId: p.clientId,
          identityPoolId: p.identityPoolId,
          endpoint: `${publicUrl}/`,
          loginProvider: issuer(p).replace(/^https?:\/\//, ''),
        })),
      });
    }
    if (url.pathname === '/outbox') return serveOutbox(req, res, url);
    const match = JWKS_PATH.exec(url.pathname);
    const pool = match && userPools.poolById(match[1] ?? '');
    if (match && pool) {
      if (match[2] === 'jwks.json') return send(res, 200, keys.jwks(pool.userPoolId));
      return send(res, 200, {
        issuer: issuer(pool),
        jwks_uri: `${issuer(pool)}/.well-known/jwks.json`,
        id_token_signing_alg_values_supported: ['RS256'],
        subject_types_supported: ['public'],
      });
    }
    throw new HttpError(404, 'Not found');
  }

  /** The public listener: what browsers call. The internal endpoints are not here at all. */
  async function routePublic(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://identity.local');
    if (req.method === 'OPTIONS') {
      res.writeHead(204);
      res.end();
      return;
    }
    if (req.method === 'GET') return handleGet(req, res, url);
    if (req.method === 'POST' && url.pathname === '/') {
      const target = req.headers['x-amz-target'];
      if (typeof target !== 'string')
        throw new ServiceError('MissingTargetException', 'X-Amz-Target header is required.');
      return handleTarget(req, res, target);
    }
    if (
      req.method === 'POST' &&
      (url.pathname === '/oauth2/authorize' || url.pathname === '/oauth2/token')
    ) {
      return handleOAuthPost(req, res, url.pathname);
    }
    throw new HttpError(404, 'Not found');
  }

  const answerErrors =
    (route: (req: IncomingMessage, res: ServerResponse) => Promise<void>) =>
    (req: IncomingMessage, res: ServerResponse) => {
      route(req, res).catch((error: unknown) => {
        if (res.headersSent) return;
        if (error instanceof ServiceError) return sendServiceError(res, error);
        if (error instanceof OAuthError) {
          return send(res, error.status, { error: error.code, error_description: error.message });
        }
        if (error instanceof HttpError) return send(res, error.status, { message: error.message });
        console.error('[identity] unexpected error', error);
        send(res, 500, { __type: 'InternalErrorException', message: 'Internal error' });
      });
    };
  const publicRoutes = answerErrors(routePublic);
  handlePublic = (req, res) => {
    setCors(req, res);
    publicRoutes(req, res);
  };
  handleInternal = answerErrors(routeInternal);
  ready = true;

  return {
    url: publicUrl,
    port,
    internalUrl: urlOf(internalHost, internalPort),
    internalPort,
    pools,
    async close() {
      clearInterval(purge);
      await Promise.all([closeServer(server), closeServer(internalServer)]);
      await sql.close();
    },
  };
}
