/**
 * The platform operator creates a tenant (docs/tenants.md#creating-a-tenant): only the operator
 * may, input is checked field by field, a taken id or host is 409, and the new tenant is served
 * at once (its public settings by its tenant id, its site's origin, its administrator's sign-in)
 * without touching the tenants that exist.
 */
import { API_ERROR_CODES, ROLES } from '@mp/contracts';
import { loadConfig } from '../src/config';
import {
  account,
  call,
  OPERATOR_HEADERS,
  setUpTestApi,
  snapshotTenant,
  startTestApi,
} from './harness';
import { signInCredentials } from './identity-support';

const api = setUpTestApi();

const BETA = {
  tenantId: 'beta',
  name: 'Beta Market',
  hosts: ['beta.localhost', 'market.beta.test'],
  languages: ['de', 'en'],
  administrator: { email: 'Owner@Beta.test', name: 'Bea Owner', password: 'Beta-Start1' },
};

function createTenant(body: unknown, headers: Record<string, string> = { ...OPERATOR_HEADERS }) {
  return call(api, { method: 'POST', url: '/operator/tenants', tenant: null, body, headers });
}

function fieldsOf(response: { json: <T>() => T }): string[] {
  return response.json<{ fields: { path: string }[] }>().fields.map((field) => field.path);
}

describe('who may create a tenant', () => {
  it('refuses anonymous callers and a wrong token with 401', async () => {
    const anonymous = await createTenant(BETA, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json<{ code: string }>().code).toBe(API_ERROR_CODES.unauthenticated);
    const wrong = await createTenant(BETA, { authorization: 'Bearer not-the-operator-token' });
    expect(wrong.statusCode).toBe(401);
  });

  it.each([
    ['a tenant administrator', account('demo', 'admin')],
    ['a customer', account('demo', 'customer')],
    ['an administrator of another tenant', account('acme', 'admin')],
  ])('refuses %s with 403 FORBIDDEN_ROLE', async (_who, caller) => {
    const response = await call(api, {
      method: 'POST',
      url: '/operator/tenants',
      tenant: caller.tenantId,
      user: caller.userId,
      body: BETA,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ code: string }>().code).toBe(API_ERROR_CODES.forbiddenRole);
  });

  it('refuses every call when no operator token is configured', async () => {
    const unconfigured = await startTestApi(undefined, { OPERATOR_TOKEN: '' });
    try {
      const response = await call(unconfigured, {
        method: 'POST',
        url: '/operator/tenants',
        tenant: null,
        body: BETA,
        headers: { ...OPERATOR_HEADERS },
      });
      expect(response.statusCode).toBe(401);
    } finally {
      await unconfigured.dispose();
    }
  });

  it('takes no operator token shorter than 32 characters', () => {
    const internal = { INTERNAL_TOKEN: 'an-internal-token-of-forty-characters-00' };
    expect(() => loadConfig({ ...internal, OPERATOR_TOKEN: 'short-token' })).toThrow(
      /OPERATOR_TOKEN/,
    );
    expect(loadConfig({ ...internal, OPERATOR_TOKEN: 'x'.repeat(32) }).operatorToken).toBe(
      'x'.repeat(32),
    );
    expect(loadConfig(internal).operatorToken).toBeNull();
  });
});

describe("who may list the deployment's tenants", () => {
  const listTenants = (headers: Record<string, string>) =>
    call(api, { method: 'GET', url: '/operator/tenants', tenant: null, headers });

  it('refuses a missing or wrong token with 401', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer not-the-operator-token' },
    ];
    for (const headers of attempts) {
      const response = await listTenants(headers);
      expect(response.statusCode).toBe(401);
      expect(response.json<{ code: string }>().code).toBe(API_ERROR_CODES.unauthenticated);
    }
  });

  it.each([
    ['a tenant administrator', account('demo', 'admin')],
    ['a freelancer', account('demo', 'freelancer')],
    ['an administrator of another tenant', account('acme', 'admin')],
  ])('refuses %s with 403 FORBIDDEN_ROLE', async (_who, caller) => {
    const response = await call(api, {
      method: 'GET',
      url: '/operator/tenants',
      tenant: caller.tenantId,
      user: caller.userId,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ code: string }>().code).toBe(API_ERROR_CODES.forbiddenRole);
  });
});

describe('input', () => {
  it.each([
    ['an id that is no slug', { tenantId: 'Beta_1' }, ['body.tenantId']],
    ['no host', { hosts: [] }, ['body.hosts']],
    ['a host with a scheme', { hosts: ['https://beta.test'] }, ['body.hosts.0']],
    ['a language the screens are not translated into', { languages: ['fr'] }, ['body.languages.0']],
    ['a default locale not offered', { defaultLocale: 'ua' }, ['body.defaultLocale']],
    [
      'an administrator without an e-mail',
      { administrator: { name: 'X', email: 'nope' } },
      ['body.administrator.email'],
    ],
    [
      'a password the pool would refuse',
      { administrator: { ...BETA.administrator, password: 'password' } },
      ['body.administrator.password'],
    ],
  ])('refuses %s with 400 naming the field', async (_case, change, paths) => {
    const response = await createTenant({ ...BETA, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ code: string }>().code).toBe(API_ERROR_CODES.validationFailed);
    expect(fieldsOf(response)).toEqual(expect.arrayContaining(paths));
  });
});

describe('a created tenant', () => {
  let demoBefore: Record<string, string[]>;
  let created: {
    tenantId: string;
    identity: { userPoolId: string; clientId: string };
    administrator: { userId: string; email: string; invited: boolean };
  };

  beforeAll(async () => {
    demoBefore = await snapshotTenant(api.db, 'demo');
    // The origin check has read the hosts before the tenant exists.
    const before = await call(api, {
      method: 'GET',
      url: '/settings',
      tenant: 'demo',
      headers: { origin: 'http://beta.localhost:8080' },
    });
    expect(before.headers['access-control-allow-origin']).toBeUndefined();
    const response = await createTenant(BETA);
    expect(response.statusCode).toBe(201);
    created = response.json();
  });

  it('answers its pool and administrator', () => {
    expect(created).toMatchObject({
      tenantId: 'beta',
      identity: { userPoolId: 'local_beta', clientId: 'betawebclient' },
      administrator: { email: 'owner@beta.test', invited: false },
    });
  });

  it('is served at once: settings from the template, its languages and currency', async () => {
    const response = await call(api, { method: 'GET', url: '/settings', tenant: 'beta' });
    expect(response.statusCode).toBe(200);
    const settings = response.json<Record<string, unknown>>();
    expect(settings).toMatchObject({
      name: 'Beta Market',
      currency: 'GBP',
      currencySign: '£',
      defaultLocale: 'de',
      languages: [
        { value: 'de', label: 'Deutsch' },
        { value: 'en', label: 'English' },
      ],
    });
    expect(response.body).not.toMatch(/demo|acme/i);
    const services = await call(api, { method: 'GET', url: '/services', tenant: 'beta' });
    expect(services.json<{ id: string }[]>().map((s) => s.id)).toContain('website-design');
    const styling = await call(api, {
      method: 'GET',
      url: '/styling/get_tenant_styling',
      tenant: 'beta',
    });
    expect(styling.statusCode).toBe(200);
  });

  it('allows its sites as origins at once', async () => {
    for (const origin of ['http://beta.localhost:8080', 'https://market.beta.test']) {
      const response = await call(api, {
        method: 'GET',
        url: '/settings',
        tenant: 'beta',
        headers: { origin },
      });
      expect(response.headers['access-control-allow-origin']).toBe(origin);
    }
  });

  it('tells the shell server which tenant its hosts serve', async () => {
    const byHost = (host: string) =>
      call(api, { method: 'GET', url: `/platform/tenant-by-host?host=${host}`, tenant: null });
    const found = await byHost('market.beta.test');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ tenantId: 'beta' });
    expect((await byHost('acme.localhost')).json()).toEqual({ tenantId: 'acme' });
    expect((await byHost('nobody.localhost')).statusCode).toBe(404);
    expect((await byHost('Bad%20Host')).statusCode).toBe(400);
  });

  it('lets its administrator sign in through the identity service and use the console', async () => {
    const credentials = await signInCredentials(api.identity, {
      tenantId: 'beta',
      email: 'owner@beta.test',
      password: BETA.administrator.password,
    });
    const me = await call(api, { method: 'GET', url: '/users/me', tenant: 'beta', credentials });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      userId: created.administrator.userId,
      roles: ROLES.administrator,
    });
    const draft = await call(api, {
      method: 'GET',
      url: '/admin/tenant-config/draft',
      tenant: 'beta',
      credentials,
    });
    expect(draft.statusCode).toBe(200);
    // Its administrator is no one's elsewhere: the demo tenant refuses the credentials.
    const elsewhere = await call(api, {
      method: 'GET',
      url: '/users/me',
      tenant: 'demo',
      credentials,
    });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json<{ code: string }>().code).toBe(API_ERROR_CODES.tenantMismatch);
  });

  it("records the creation in the new tenant's audit trail, by the operator, without the password", async () => {
    const credentials = await signInCredentials(api.identity, {
      tenantId: 'beta',
      email: 'owner@beta.test',
      password: BETA.administrator.password,
    });
    const response = await call(api, {
      method: 'GET',
      url: '/admin/audit',
      tenant: 'beta',
      credentials,
    });
    expect(response.statusCode).toBe(200);
    const page = response.json<{ total: number; entries: Record<string, unknown>[] }>();
    expect(page.total).toBe(1);
    expect(page.entries[0]).toMatchObject({
      actor: { kind: 'operator', userId: '', name: '', picture: null },
      action: 'tenant.create',
      targetType: 'tenant',
      targetId: 'beta',
      before: null,
      after: {
        tenantId: 'beta',
        name: 'Beta Market',
        hosts: BETA.hosts,
        languages: BETA.languages,
        defaultLocale: 'de',
        currency: 'GBP',
        administrator: { email: 'owner@beta.test', name: 'Bea Owner' },
      },
    });
    expect(response.body).not.toContain(BETA.administrator.password);
    // Filtering by an administrator leaves the operator's entry out; by the action keeps it.
    const byAction = await call(api, {
      method: 'GET',
      url: '/admin/audit?action=tenant.create',
      tenant: 'beta',
      credentials,
    });
    expect(byAction.json<{ total: number }>().total).toBe(1);
    const byAdministrator = await call(api, {
      method: 'GET',
      url: `/admin/audit?actorId=${created.administrator.userId}`,
      tenant: 'beta',
      credentials,
    });
    expect(byAdministrator.json<{ total: number }>().total).toBe(0);
    // No other tenant sees it.
    const demo = await call(api, {
      method: 'GET',
      url: '/admin/audit?action=tenant.create',
      tenant: 'demo',
      user: account('demo', 'admin').userId,
    });
    expect(demo.json<{ total: number }>().total).toBe(0);
  });

  it('records nothing for a refused retry of the same creation', async () => {
    const again = await createTenant(BETA);
    expect(again.statusCode).toBe(409);
    const rows = await api.db.query(
      `SELECT id FROM operator_audit_entries WHERE tenant_id = 'beta' AND action = 'tenant.create'`,
    );
    expect(rows.rows).toHaveLength(1);
  });

  it("is in the operator's list of tenants, with the seeded ones", async () => {
    const response = await call(api, {
      method: 'GET',
      url: '/operator/tenants',
      tenant: null,
      headers: { ...OPERATOR_HEADERS },
    });
    expect(response.statusCode).toBe(200);
    const { tenants } = response.json<{ tenants: { tenantId: string }[] }>();
    expect(tenants.map((tenant) => tenant.tenantId)).toEqual(
      expect.arrayContaining(['acme', 'beta', 'demo']),
    );
    expect(tenants.find((tenant) => tenant.tenantId === 'beta')).toMatchObject({
      name: 'Beta Market',
      hosts: BETA.hosts,
      languages: ['de', 'en'],
      defaultLocale: 'de',
      currency: 'GBP',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(tenants.find((tenant) => tenant.tenantId === 'acme')).toMatchObject({
      hosts: ['acme.localhost'],
      currency: 'EUR',
    });
  });

  it('leaves the existing tenants as they were', async () => {
    expect(await snapshotTenant(api.db, 'demo')).toEqual(demoBefore);
    const acme = await call(api, { method: 'GET', url: '/settings', tenant: 'acme' });
    expect(acme.json<{ name: string }>().name).toBe('Acme Talent');
  });

  it('refuses a taken id or host with 409 naming the field', async () => {
    const again = await createTenant(BETA);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ code: string }>().code).toBe(API_ERROR_CODES.conflict);
    expect(fieldsOf(again)).toEqual(
      expect.arrayContaining(['body.tenantId', 'body.hosts.0', 'body.hosts.1']),
    );
    const takenHost = await createTenant({
      ...BETA,
      tenantId: 'gamma',
      hosts: ['gamma.localhost', 'acme.localhost'],
    });
    expect(takenHost.statusCode).toBe(409);
    expect(fieldsOf(takenHost)).toEqual(['body.hosts.1']);
  });

  it('invites an administrator given no password', async () => {
    const response = await createTenant({
      tenantId: 'delta',
      name: 'Delta Works',
      hosts: ['delta.localhost'],
      languages: ['en'],
      currency: 'EUR',
      administrator: { email: 'lead@delta.test', name: 'Dee Lead' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ currency: 'EUR', administrator: { invited: true } });
    const outbox = await fetch(`${api.identity.url}/outbox?tenant=delta&email=lead%40delta.test`);
    const { messages } = (await outbox.json()) as { messages: { subject: string; text: string }[] };
    expect(messages[0]?.subject).toBe('You are the administrator of Delta Works');
    expect(messages[0]?.text).toContain('http://delta.localhost:8080/login');
  });
});
