import { startIdentityServer, type IdentityServer } from './http-server';
import { confirmPassword, signIn, userPool } from './testing/cognito-client';
import { freshDataDir, removeDataDir } from './testing/data-dir';
import { openPgliteInWorker } from './testing/pglite-worker';

jest.setTimeout(90_000);

const INTERNAL = 'tenant-creation-test-token';
let dataDir: string;
let server: IdentityServer;

function start(): Promise<IdentityServer> {
  return startIdentityServer({
    port: 0,
    host: '127.0.0.1',
    internalPort: 0,
    dataDir,
    internalToken: INTERNAL,
    seedDemo: true,
    tenants: ['demo', 'acme'],
    callbackUrls: { demo: ['http://localhost:8080/callback'] },
    openSql: () => openPgliteInWorker(dataDir),
  });
}

beforeAll(async () => {
  dataDir = await freshDataDir();
  server = await start();
}, 120_000);

afterAll(async () => {
  await server?.close();
  removeDataDir(dataDir);
});

const publicBase = () => `http://127.0.0.1:${server.port}`;

function createTenant(body: unknown, token = INTERNAL) {
  return fetch(`${server.internalUrl}/internal/tenants`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const tenantBody = (tenantId: string, administrator: Record<string, string>) => ({
  tenantId,
  marketplaceName: `${tenantId} market`,
  signInUrl: `http://${tenantId}.localhost:8080/login`,
  callbackUrls: [`http://${tenantId}.localhost:8080/callback`],
  administrator,
});

describe('creating a tenant at the internal listener', () => {
  it('serves the new pool at once: its administrator signs in with the initial password', async () => {
    const response = await createTenant(
      tenantBody('beta', { email: 'Owner@Beta.test', name: 'Beta Owner', password: 'Start-Pass1' }),
    );
    expect(response.status).toBe(200);
    const created = (await response.json()) as {
      userPoolId: string;
      clientId: string;
      administrator: { userId: string; invited: boolean };
    };
    expect(created).toMatchObject({
      userPoolId: 'local_beta',
      clientId: 'betawebclient',
      administrator: { invited: false },
    });
    const { session } = await signIn(
      userPool(publicBase(), 'beta'),
      'owner@beta.test',
      'Start-Pass1',
    );
    const claims = session.getIdToken().decodePayload();
    expect(claims).toMatchObject({
      sub: created.administrator.userId,
      'custom:role': '1',
      'custom:tenantId': 'beta',
    });
    const config = (await (await fetch(`${publicBase()}/config`)).json()) as {
      tenants: { tenantId: string }[];
    };
    expect(config.tenants.map((t) => t.tenantId)).toEqual(['demo', 'acme', 'beta']);
  });

  it('answers the same administrator again when repeated (a retry)', async () => {
    const first = (await (
      await createTenant(
        tenantBody('gamma', { email: 'a@gamma.test', name: 'A', password: 'Start-Pass1' }),
      )
    ).json()) as { administrator: { userId: string } };
    const again = await createTenant(
      tenantBody('gamma', { email: 'a@gamma.test', name: 'A', password: 'Other-Pass2' }),
    );
    expect(again.status).toBe(200);
    expect(
      ((await again.json()) as { administrator: { userId: string } }).administrator.userId,
    ).toBe(first.administrator.userId);
    await expect(
      signIn(userPool(publicBase(), 'gamma'), 'a@gamma.test', 'Other-Pass2'),
    ).rejects.toMatchObject({ code: 'NotAuthorizedException' });
  });

  it('invites an administrator without a password: the e-mailed code sets it', async () => {
    const response = await createTenant(
      tenantBody('delta', { email: 'boss@delta.test', name: 'Boss' }),
    );
    expect(
      ((await response.json()) as { administrator: { invited: boolean } }).administrator.invited,
    ).toBe(true);
    const outbox = (await (
      await fetch(`${publicBase()}/outbox?tenant=delta&email=boss%40delta.test`)
    ).json()) as { messages: { subject: string; text: string; code: string }[] };
    const invitation = outbox.messages[0]!;
    expect(invitation.subject).toBe('You are the administrator of delta market');
    expect(invitation.text).toContain('http://delta.localhost:8080/login');
    const pool = userPool(publicBase(), 'delta');
    await confirmPassword(pool, 'boss@delta.test', invitation.code, 'Chosen-Pass3');
    await expect(signIn(pool, 'boss@delta.test', 'Chosen-Pass3')).resolves.toBeDefined();
  });

  it('refuses a weak initial password, a bad tenant id and a wrong token', async () => {
    const weak = await createTenant(
      tenantBody('eps', { email: 'x@eps.test', name: 'X', password: 'short' }),
    );
    expect(weak.status).toBe(400);
    expect(((await weak.json()) as { __type: string }).__type).toBe('InvalidPasswordException');
    expect(
      (await createTenant(tenantBody('Bad-Id', { email: 'x@y.test', name: 'X' }))).status,
    ).toBe(400);
    expect(
      (await createTenant(tenantBody('zeta', { email: 'x@zeta.test', name: 'X' }), 'wrong')).status,
    ).toBe(403);
  });

  it('has no tenant creation on the public port', async () => {
    const response = await fetch(`${publicBase()}/internal/tenants`, {
      method: 'POST',
      headers: { authorization: `Bearer ${INTERNAL}`, 'content-type': 'application/json' },
      body: JSON.stringify(tenantBody('eta', { email: 'x@eta.test', name: 'X' })),
    });
    expect(response.status).toBe(404);
  });

  it('keeps created pools across a restart', async () => {
    await server.close();
    server = await start();
    expect(server.pools.map((pool) => pool.tenantId)).toEqual(
      expect.arrayContaining(['beta', 'gamma', 'delta']),
    );
    await expect(
      signIn(userPool(publicBase(), 'beta'), 'owner@beta.test', 'Start-Pass1'),
    ).resolves.toBeDefined();
  });
});
