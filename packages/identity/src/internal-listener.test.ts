import { SEEDED_ACCOUNTS, SEEDED_PASSWORD } from '@mp/contracts';
import { optionsFromEnv } from './config';
import { startIdentityServer, type IdentityServer } from './http-server';
import type { RevocationPage } from './revocations';
import { watchRevocations } from './revocation-watch';
import {
  changePassword,
  confirm,
  globalSignOut,
  signIn,
  signUp,
  userPool,
} from './testing/cognito-client';
import { freshDataDir, removeDataDir } from './testing/data-dir';
import { openPgliteInWorker } from './testing/pglite-worker';

jest.setTimeout(60_000);

const INTERNAL = 'internal-listener-test-token';
let dataDir: string;
let server: IdentityServer;

beforeAll(async () => {
  dataDir = await freshDataDir();
  server = await startIdentityServer({
    port: 0,
    host: '127.0.0.1',
    internalPort: 0,
    dataDir,
    internalToken: INTERNAL,
    seedDemo: true,
    tenants: ['demo', 'acme'],
    // Trusting X-Forwarded-For lets a test stand for a client on another machine.
    trustProxy: true,
    openSql: () => openPgliteInWorker(dataDir),
  });
}, 120_000);

afterAll(async () => {
  await server?.close();
  removeDataDir(dataDir);
});

const publicBase = () => `http://127.0.0.1:${server.port}`;

function internalCall(path: string, init: RequestInit = {}, token = INTERNAL) {
  return fetch(`${server.internalUrl}${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...(init.headers as Record<string, string> | undefined),
    },
  });
}

async function revocationsSince(since: number): Promise<RevocationPage> {
  const response = await internalCall(`/internal/revocations?since=${since}`);
  expect(response.status).toBe(200);
  return (await response.json()) as RevocationPage;
}

const seeded = (email: string) => {
  const account = SEEDED_ACCOUNTS.find((a) => a.email === email);
  if (!account) throw new Error(email);
  return account;
};

describe('the internal listener', () => {
  it('is a port of its own on loopback; the public port has no internal endpoint', async () => {
    expect(server.internalPort).not.toBe(server.port);
    expect(new URL(server.internalUrl).hostname).toBe('127.0.0.1');
    for (const path of ['credentials/resolve', 'sessions/verify', 'users/sign-out']) {
      const response = await fetch(`${publicBase()}/internal/${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${INTERNAL}`, 'content-type': 'application/json' },
        body: JSON.stringify({ accessKeyId: 'ASIAX', token: 'x', tenantId: 'demo', userId: 'u' }),
      });
      expect(response.status).toBe(404);
    }
    const listed = await fetch(`${publicBase()}/internal/revocations?since=0`, {
      headers: { authorization: `Bearer ${INTERNAL}` },
    });
    expect(listed.status).toBe(404);
  });

  it('sends nosniff on every answer of both listeners', async () => {
    const answers = [
      await fetch(`${publicBase()}/no-such-page`),
      await fetch(`${publicBase()}/`, { method: 'OPTIONS' }),
      await internalCall('/internal/credentials/resolve', {
        method: 'POST',
        body: '{"accessKeyId":"ASIAX"}',
      }),
    ];
    for (const answer of answers)
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers only the bearer token it was given, and never with CORS', async () => {
    const wrong = await internalCall(
      '/internal/credentials/resolve',
      { method: 'POST', body: '{"accessKeyId":"ASIAX"}', headers: { origin: 'http://evil.test' } },
      'dev-internal-token',
    );
    expect(wrong.status).toBe(403);
    expect(wrong.headers.get('access-control-allow-origin')).toBeNull();
    const unknown = await internalCall('/internal/credentials/resolve', {
      method: 'POST',
      body: '{"accessKeyId":"ASIAX"}',
      headers: { origin: 'http://evil.test' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${server.internalUrl}/internal/credentials/resolve`, {
      method: 'OPTIONS',
      headers: { origin: 'http://evil.test', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.status).toBe(403);
  });

  it('lists every ended session: global sign-out, password change and the API’s sign-out', async () => {
    const start = Date.now() - 1000;
    const pool = userPool(publicBase() + '/', 'demo');
    const freelancer = seeded('freelancer@demo.test');
    const a = await signIn(pool, freelancer.email, SEEDED_PASSWORD, 'USER_PASSWORD_AUTH');
    const b = await signIn(pool, freelancer.email, SEEDED_PASSWORD, 'USER_PASSWORD_AUTH');
    await globalSignOut(a.user);
    const sessionOf = (s: typeof a) => s.session.getIdToken().decodePayload().origin_jti as string;
    const afterSignOut = await revocationsSince(start);
    expect(afterSignOut.complete).toBe(true);
    expect(afterSignOut.events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          tenantId: 'demo',
          userId: freelancer.userId,
          sessionId: sessionOf(a),
        }),
        expect.objectContaining({
          tenantId: 'demo',
          userId: freelancer.userId,
          sessionId: sessionOf(b),
        }),
      ]),
    );

    const email = 'changer@example.test';
    await signUp(pool, email, 'First#Pass1');
    const outbox = (await (
      await fetch(`${publicBase()}/outbox?tenant=demo&email=${encodeURIComponent(email)}`)
    ).json()) as { messages: { code: string }[] };
    await confirm(pool, email, outbox.messages[0]?.code ?? '');
    const changer = await signIn(pool, email, 'First#Pass1', 'USER_PASSWORD_AUTH');
    await changePassword(changer.user, 'First#Pass1', 'Second#Pass2');
    const afterChange = await revocationsSince(afterSignOut.now - 1);
    expect(afterChange.events.map((e) => e.sessionId)).toContain(sessionOf(changer));

    const admin = seeded('admin@demo.test');
    const adminSession = await signIn(pool, admin.email, SEEDED_PASSWORD, 'USER_PASSWORD_AUTH');
    const signOut = await internalCall('/internal/users/sign-out', {
      method: 'POST',
      body: JSON.stringify({ tenantId: 'demo', userId: admin.userId }),
    });
    expect(await signOut.json()).toEqual({ revoked: 1 });
    const afterApi = await revocationsSince(afterChange.now - 1);
    expect(afterApi.events.map((e) => e.sessionId)).toContain(sessionOf(adminSession));
    const verify = await internalCall('/internal/sessions/verify', {
      method: 'POST',
      body: JSON.stringify({ token: adminSession.session.getIdToken().getJwtToken() }),
    });
    expect(verify.status).toBe(401);
  });

  it('hands each revocation to a watcher once', async () => {
    const seen: string[] = [];
    const watch = watchRevocations({
      identityUrl: server.internalUrl,
      internalToken: INTERNAL,
      intervalMs: 50,
      onRevoked: (events) => seen.push(...events.map((e) => e.sessionId)),
      onLost: () => undefined,
    });
    try {
      await watch.pollNow();
      const pool = userPool(publicBase() + '/', 'acme');
      const customer = seeded('customer@acme.test');
      const { user, session } = await signIn(
        pool,
        customer.email,
        SEEDED_PASSWORD,
        'USER_PASSWORD_AUTH',
      );
      await globalSignOut(user);
      const sessionId = session.getIdToken().decodePayload().origin_jti as string;
      await watch.pollNow();
      await watch.pollNow();
      expect(seen.filter((id) => id === sessionId)).toHaveLength(1);
    } finally {
      await watch.stop();
    }
  });
});

describe('sign-in throttling', () => {
  async function passwordSignIn(email: string, password: string, from: string) {
    const response = await fetch(`${publicBase()}/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
        'x-forwarded-for': from,
      },
      body: JSON.stringify({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: 'demowebclient',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    });
    const body = (await response.json()) as { __type?: string; message?: string };
    return { status: response.status, type: body.__type ?? 'ok', message: body.message };
  }

  it('slows the guessing address down and never locks the owner out', async () => {
    const email = 'org-customer@demo.test';
    for (let i = 0; i < 3; i += 1) {
      expect((await passwordSignIn(email, 'Wrong#Pass1', '203.0.113.9')).type).toBe(
        'NotAuthorizedException',
      );
    }
    const waiting = await passwordSignIn(email, SEEDED_PASSWORD, '203.0.113.9');
    expect(waiting).toMatchObject({
      status: 400,
      type: 'TooManyRequestsException',
      message: expect.stringMatching(/Try again in \d+ seconds?\./),
    });
    expect((await passwordSignIn(email, SEEDED_PASSWORD, '198.51.100.2')).type).toBe('ok');
  });
});

describe('the outbox', () => {
  it('answers callers on this machine only', async () => {
    const query = 'tenant=demo&email=customer%40demo.test';
    expect((await fetch(`${publicBase()}/outbox?${query}`)).status).toBe(200);
    const remote = await fetch(`${publicBase()}/outbox?${query}`, {
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(remote.status).toBe(403);
  });

  it('is off in production mode', async () => {
    const dir = await freshDataDir();
    const production = await startIdentityServer({
      port: 0,
      host: '127.0.0.1',
      internalPort: 0,
      dataDir: dir,
      internalToken: INTERNAL,
      production: true,
      seedDemo: false,
      tenants: ['demo'],
      openSql: () => openPgliteInWorker(dir),
    });
    try {
      const response = await fetch(
        `http://127.0.0.1:${production.port}/outbox?tenant=demo&email=a%40b.test`,
      );
      expect(response.status).toBe(404);
    } finally {
      await production.close();
      removeDataDir(dir);
    }
  });
});

describe('configuration', () => {
  const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.test:25' };
  const secret = 'x'.repeat(40);

  it('refuses production mode without explicit secrets and mail', () => {
    expect(() => optionsFromEnv(production, '/tmp/x')).toThrow(/INTERNAL_TOKEN is required/);
    expect(() =>
      optionsFromEnv({ ...production, INTERNAL_TOKEN: 'short-token' }, '/tmp/x'),
    ).toThrow(/at least 32 characters/);
    expect(() =>
      optionsFromEnv({ NODE_ENV: 'production', INTERNAL_TOKEN: secret }, '/tmp/x'),
    ).toThrow(/SMTP_URL/);
    const { options } = optionsFromEnv({ ...production, INTERNAL_TOKEN: secret }, '/tmp/x');
    expect(options).toMatchObject({ production: true, seedDemo: false, internalToken: secret });
    expect(
      optionsFromEnv({ ...production, INTERNAL_TOKEN: secret, SEED_DEMO: 'true' }, '/tmp/x').options
        .seedDemo,
    ).toBe(true);
  });

  it('refuses the retired default token in every mode', () => {
    expect(() => optionsFromEnv({ INTERNAL_TOKEN: 'dev-internal-token' }, '/tmp/x')).toThrow(
      /retired/,
    );
  });

  it('generates a random token per development start, on an internal port of its own', () => {
    const first = optionsFromEnv({}, '/tmp/x');
    const second = optionsFromEnv({}, '/tmp/x');
    expect(first.tokenSource).toBe('generated');
    expect(first.options.internalToken).toMatch(/^[0-9a-f]{64}$/);
    expect(second.options.internalToken).not.toBe(first.options.internalToken);
    expect(first.options).toMatchObject({ port: 4100, internalPort: 4101, seedDemo: true });
    expect(optionsFromEnv({ PORT: '14100' }, '/tmp/x').options.internalPort).toBe(14101);
    expect(optionsFromEnv({ INTERNAL_TOKEN: secret }, '/tmp/x').tokenSource).toBe('environment');
  });
});

describe('metrics', () => {
  it('counts each operation on the internal listener, never on the public port', async () => {
    const account = SEEDED_ACCOUNTS[0];
    if (!account) throw new Error('no seeded account');
    await signIn(userPool(publicBase(), account.tenantId), account.email, SEEDED_PASSWORD);
    await fetch(`${publicBase()}/no/such/path`);
    const response = await fetch(`${server.internalUrl}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toMatch(
      /identity_requests_total\{listener="public",operation="InitiateAuth",status="2xx"\} [1-9]/,
    );
    expect(text).toMatch(
      /identity_requests_total\{listener="public",operation="\(other\)",status="4xx"\} [1-9]/,
    );
    expect(text).toContain('identity_request_duration_seconds_bucket');
    expect((await fetch(`${publicBase()}/metrics`)).status).toBe(404);
  });
});
