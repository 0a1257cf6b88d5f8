import { SEEDED_ACCOUNTS, SEEDED_PASSWORD } from '@mp/contracts';
import { defaultCallbackUrls } from './config';
import { startIdentityServer, type IdentityServer } from './http-server';
import { signUp, userPool } from './testing/cognito-client';
import { freshDataDir, removeDataDir } from './testing/data-dir';
import { openPgliteInWorker } from './testing/pglite-worker';

jest.setTimeout(60_000);

const CALLBACK = 'http://localhost:8080/callback';
const INTERNAL = 'test-internal-token';
let dataDir: string;
let server: IdentityServer;
let base: string;

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
    throttle: { freeFailuresPerClient: 3, freeFailuresPerIp: 1000, freeFailuresPerAccount: 1000 },
    callbackUrls: { demo: [CALLBACK], acme: ['http://acme.localhost:8080/callback'] },
    openSql: () => openPgliteInWorker(dataDir),
  });
  base = `http://127.0.0.1:${server.port}`;
}, 120_000);

afterAll(async () => {
  await server?.close();
  removeDataDir(dataDir);
});

function authorizeQuery(overrides: Record<string, string> = {}): URLSearchParams {
  return new URLSearchParams({
    client_id: 'demowebclient',
    redirect_uri: CALLBACK,
    response_type: 'code',
    state: 'st-123',
    identity_provider: 'LocalSandbox',
    ...overrides,
  });
}

function postForm(path: string, fields: Record<string, string>): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

function submit(email: string, password: string, extra: Record<string, string> = {}) {
  return postForm('/oauth2/authorize', {
    ...Object.fromEntries(authorizeQuery()),
    email,
    password,
    action: 'signin',
    ...extra,
  });
}

async function codeFor(email: string): Promise<string> {
  const res = await submit(email, SEEDED_PASSWORD);
  expect(res.status).toBe(303);
  const location = new URL(res.headers.get('location') ?? '');
  expect(`${location.origin}${location.pathname}`).toBe(CALLBACK);
  expect(location.searchParams.get('state')).toBe('st-123');
  return location.searchParams.get('code') ?? '';
}

function exchange(code: string, redirectUri = CALLBACK): Promise<Response> {
  return postForm('/oauth2/token', {
    grant_type: 'authorization_code',
    client_id: 'demowebclient',
    code,
    redirect_uri: redirectUri,
  });
}

function claims(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

describe('hosted sign-in (oauth2 authorization code)', () => {
  it('serves the sign-in page, then exchanges the code once for tokens the service accepts', async () => {
    const pageRes = await fetch(`${base}/oauth2/authorize?${authorizeQuery()}`);
    expect(pageRes.status).toBe(200);
    const csp = pageRes.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self' http://localhost:8080");
    const html = await pageRes.text();
    expect(html).toContain('<label for="email">E-mail address</label>');
    expect(html).not.toMatch(/<script|src=|href=/);

    const code = await codeFor('freelancer@demo.test');
    expect(code).toMatch(/^[\w-]{40,}$/);
    const res = await exchange(code);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    const seeded = SEEDED_ACCOUNTS.find((a) => a.email === 'freelancer@demo.test');
    const id = claims(String(body.id_token));
    expect(id).toMatchObject({
      sub: seeded?.userId,
      'custom:tenantId': 'demo',
      'custom:role': '2',
      token_use: 'id',
      aud: 'demowebclient',
    });
    expect(claims(String(body.access_token)).token_use).toBe('access');
    expect(typeof body.refresh_token).toBe('string');
    const verified = await fetch(`${server.internalUrl}/internal/sessions/verify`, {
      method: 'POST',
      headers: { authorization: `Bearer ${INTERNAL}`, 'content-type': 'application/json' },
      body: JSON.stringify({ token: body.access_token }),
    });
    expect(await verified.json()).toEqual({
      userId: seeded?.userId,
      tenantId: 'demo',
      sessionId: claims(String(body.access_token)).origin_jti,
    });

    const reused = await exchange(code);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('re-renders the page for a wrong password or an unconfirmed user, and cancels to the callback', async () => {
    const wrong = await submit('customer@demo.test', 'Wrong-passw0rd');
    expect(wrong.status).toBe(400);
    expect(wrong.headers.get('location')).toBeNull();
    expect(await wrong.text()).toContain('Incorrect e-mail address or password.');

    await signUp(userPool(`${base}/`, 'demo'), 'new.hosted@example.test', 'Str0ng!Pass', {
      name: 'New Hosted',
    });
    const unconfirmed = await submit('new.hosted@example.test', 'Str0ng!Pass');
    expect(unconfirmed.status).toBe(400);
    expect(await unconfirmed.text()).toContain('This account is not confirmed yet.');

    const cancel = await submit('', '', { action: 'cancel' });
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get('location')).toBe(`${CALLBACK}?error=access_denied&state=st-123`);
  });

  it('makes the address wait after repeated failures like the API sign-in', async () => {
    for (let i = 0; i < 3; i += 1) await submit('customer@acme.test', 'Wrong-passw0rd');
    const res = await postForm('/oauth2/authorize', {
      ...Object.fromEntries(authorizeQuery({ client_id: 'acmewebclient' })),
      redirect_uri: 'http://acme.localhost:8080/callback',
      email: 'customer@acme.test',
      password: SEEDED_PASSWORD,
    });
    // Different pool (acme): the demo failures above did not count against it.
    expect(res.status).toBe(303);
    for (let i = 0; i < 3; i += 1) await submit('customer@demo.test', 'Wrong-passw0rd');
    const waiting = await submit('customer@demo.test', SEEDED_PASSWORD);
    expect(waiting.status).toBe(429);
    expect(await waiting.text()).toMatch(/Too many failed sign-ins\. Try again in \d+ seconds?\./);
  });

  it('never redirects to a callback URL the client does not allow', async () => {
    for (const redirectUri of [
      'https://evil.example/callback',
      'http://acme.localhost:8080/callback',
    ]) {
      const page = await fetch(
        `${base}/oauth2/authorize?${authorizeQuery({ redirect_uri: redirectUri })}`,
        { redirect: 'manual' },
      );
      expect(page.status).toBe(400);
      expect(page.headers.get('location')).toBeNull();
      const post = await submit('freelancer@demo.test', SEEDED_PASSWORD, {
        redirect_uri: redirectUri,
      });
      expect(post.status).toBe(400);
      expect(post.headers.get('location')).toBeNull();
    }
    const code = await codeFor('freelancer@demo.test');
    const mismatched = await exchange(code, 'http://localhost:9999/callback');
    expect(await mismatched.json()).toMatchObject({ error: 'invalid_grant' });
    // The mismatched try consumed the code.
    expect((await exchange(code)).status).toBe(400);
    expect((await fetch(`${base}/oauth2/authorize?client_id=nope`)).status).toBe(400);
  });

  it('escapes every echoed value', async () => {
    const evil = '"><script>alert(1)</script>';
    const page = await fetch(`${base}/oauth2/authorize?${authorizeQuery({ state: evil })}`);
    const html = await page.text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    const rerender = await submit(`${evil}@x.test`, 'Wrong-passw0rd', { state: evil });
    const again = await rerender.text();
    expect(again).not.toContain('<script>');
  });
});

describe('callback URLs from the environment', () => {
  it('follow the shell hosts and port, or CALLBACK_URLS', () => {
    expect(defaultCallbackUrls({ SHELL_PORT: '10580' })).toEqual({
      demo: ['http://localhost:10580/callback'],
      acme: ['http://acme.localhost:10580/callback'],
    });
    expect(
      defaultCallbackUrls({ CALLBACK_URLS: '{"demo":["https://demo.example/callback"]}' }),
    ).toEqual({ demo: ['https://demo.example/callback'] });
    expect(() => defaultCallbackUrls({ CALLBACK_URLS: '{"demo":"x"}' })).toThrow(/CALLBACK_URLS/);
  });
});
