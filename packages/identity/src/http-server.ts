import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { timingSafeEqual } from 'node:crypto';
import { SEEDED_ACCOUNTS, SEEDED_PASSWORD } from '@mp/contracts';
import { SCHEMA_SQL, openDatabase, type Sql } from './db';
import { ServiceError } from './errors';
import { HostedUi, OAuthError } from './hosted-ui';
import { IdentityPoolService } from './identity-pool';
import { OutboxMailer, SmtpMailer, parseSmtpUrl, type Mailer } from './mailer';
import { tenantPool, type TenantPool } from './tenants';
import { defaultCallbackUrls } from './config';
import { DEFAULT_THROTTLE, LoginThrottle, type ThrottleOptions } from './throttle';
import { KeyStore } from './tokens';
import { UserPoolService } from './user-pool';

export interface IdentityServerOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
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
  pools: readonly TenantPool[];
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 1024 * 1024;
const USER_POOL_PREFIX = 'AWSCognitoIdentityProviderService.';
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
  const now = options.now ?? Date.now;
  const pools = options.tenants.map((tenant) => tenantPool(tenant, options.region));
  const sql: Sql = options.openSql
    ? options.openSql()
    : openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  await sql.exec(SCHEMA_SQL);
  const keys = new KeyStore(sql);
  await keys.load(pools.map((p) => p.userPoolId));
  const outbox = new OutboxMailer(sql);
  const mailer: Mailer = options.smtpUrl
    ? new SmtpMailer(
        parseSmtpUrl(options.smtpUrl, options.mailFrom ?? 'no-reply@marketplace.local'),
      )
    : outbox;

  let ready = false;
  let handle: (req: IncomingMessage, res: ServerResponse) => void = () => undefined;
  const server = createServer((req, res) => {
    if (ready) return handle(req, res);
    setCors(req, res);
    send(res, 503, { message: 'Identity service is starting' });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port, options.host ?? '0.0.0.0', resolve),
  );
  const port = (server.address() as AddressInfo).port;
  const publicUrl = (options.publicUrl ?? `http://localhost:${port}`).replace(/\/$/, '');
  const issuer = (pool: TenantPool) => `${publicUrl}/${pool.userPoolId}`;

  const throttle = new LoginThrottle({ ...DEFAULT_THROTTLE, ...options.throttle, now });
  const userPools = new UserPoolService({ sql, keys, mailer, throttle, pools, issuer, now });
  const identityPools = new IdentityPoolService({ sql, userPools, pools, issuer, now });
  const hostedUi = new HostedUi({
    userPools,
    callbackUrls: options.callbackUrls ?? defaultCallbackUrls(),
    now,
  });
  if (options.seedDemo) await seedDemoAccounts(userPools, pools);
  const purge = setInterval(
    () => void identityPools.purgeExpired().catch(() => undefined),
    600_000,
  );
  purge.unref();

  const sourceIp = (req: IncomingMessage) => {
    const forwarded = options.trustProxy
      ? String(req.headers['x-forwarded-for'] ?? '')
          .split(',')[0]
          ?.trim()
      : '';
    return forwarded || req.socket.remoteAddress || 'unknown';
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

  async function handleInternal(req: IncomingMessage, res: ServerResponse, path: string) {
    if (!bearerMatches(req, options.internalToken)) throw new HttpError(403, 'Bad internal token');
    const body = parseJsonObject(await readBody(req));
    if (path === '/internal/credentials/resolve') {
      if (typeof body.accessKeyId !== 'string' || !body.accessKeyId) {
        throw new HttpError(400, 'accessKeyId is required');
      }
      const credential = await identityPools.resolve(body.accessKeyId);
      if (!credential) throw new HttpError(404, 'Unknown or expired credential');
      send(res, 200, credential);
      return;
    }
    if (typeof body.token !== 'string' || !body.token)
      throw new HttpError(400, 'token is required');
    const verified = await userPools.verifyToken(body.token);
    if (!verified) throw new HttpError(401, 'Invalid or revoked token');
    send(res, 200, { userId: verified.user.sub, tenantId: verified.pool.tenantId });
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

  async function handleGet(res: ServerResponse, url: URL) {
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
    if (url.pathname === '/outbox') {
      if (mailer !== outbox)
        throw new HttpError(404, 'The outbox is only served when MAILER=outbox');
      const email = url.searchParams.get('email');
      const tenant = url.searchParams.get('tenant');
      if (!email || !tenant) throw new HttpError(400, 'email and tenant are required');
      return send(res, 200, { messages: await outbox.latest(tenant, email) });
    }
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

  async function route(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://identity.local');
    if (req.method === 'OPTIONS') {
      res.writeHead(204);
      res.end();
      return;
    }
    if (req.method === 'GET') return handleGet(res, url);
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
    if (
      req.method === 'POST' &&
      (url.pathname === '/internal/credentials/resolve' ||
        url.pathname === '/internal/sessions/verify')
    ) {
      return handleInternal(req, res, url.pathname);
    }
    throw new HttpError(404, 'Not found');
  }

  handle = (req, res) => {
    setCors(req, res);
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
  ready = true;

  return {
    url: publicUrl,
    port,
    pools,
    async close() {
      clearInterval(purge);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await sql.close();
    },
  };
}
