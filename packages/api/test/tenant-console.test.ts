/**
 * The tenant console: the draft, publishing, versions and rollback of a tenant's settings,
 * styling and switches; administrators of the tenant only; live at once on the public routes
 * and announced to every open page of the tenant.
 */
import {
  TENANT_LIVE_EVENTS,
  type AuditEntry,
  type AuditPage,
  type StylingResponse,
  type SettingsResponse,
  type TenantConfigDraft,
  type TenantConfigVersion,
  type TenantConfigVersions,
} from '@mp/contracts';
import { connectClient, refusal } from '../src/live/test-support';
import { account, accounts, call, setUpTestApi } from './harness';

const api = setUpTestApi({ TENANT_CACHE_MS: '60000' });
const acmeAdmin = account('acme', 'admin');
const demoAdmin = accounts.admin;

const DRAFT = '/admin/tenant-config/draft';

async function draftOf(user: string, tenant: string): Promise<TenantConfigDraft> {
  const response = await call(api, { method: 'GET', url: DRAFT, tenant, user });
  expect(response.statusCode).toBe(200);
  return response.json<TenantConfigDraft>();
}

async function styling(tenant: string): Promise<StylingResponse> {
  const response = await call(api, { method: 'GET', url: '/styling/get_tenant_styling', tenant });
  return response.json<StylingResponse>();
}

async function versions(user: string, tenant: string): Promise<TenantConfigVersion[]> {
  const response = await call(api, {
    method: 'GET',
    url: '/admin/tenant-config/versions',
    tenant,
    user,
  });
  expect(response.statusCode).toBe(200);
  return response.json<TenantConfigVersions>().versions;
}

async function publish(user: string, tenant: string): Promise<TenantConfigVersion> {
  const response = await call(api, {
    method: 'POST',
    url: '/admin/tenant-config/publish',
    tenant,
    user,
    body: {},
  });
  expect(response.statusCode).toBe(200);
  return response.json<TenantConfigVersion>();
}

async function latestAuditEntry(user: string, tenant: string): Promise<AuditEntry | undefined> {
  const response = await call(api, { method: 'GET', url: '/admin/audit', tenant, user });
  expect(response.statusCode).toBe(200);
  return response.json<AuditPage>().entries[0];
}

describe('the draft', () => {
  it('starts as the published configuration, based on the seed (version 1)', async () => {
    const draft = await draftOf(acmeAdmin.userId, 'acme');
    expect(draft.basedOnVersion).toBe(1);
    expect(draft.savedAt).toBeUndefined();
    expect(draft.config.styling).toEqual(await styling('acme'));
    const list = await versions(acmeAdmin.userId, 'acme');
    expect(list).toEqual([expect.objectContaining({ version: 1, source: 'seed', current: true })]);
    expect(list[0]?.publishedBy).toBeUndefined();
  });

  it('is saved without changing what the public routes answer', async () => {
    const before = await styling('acme');
    const draft = await draftOf(acmeAdmin.userId, 'acme');
    draft.config.styling.colorsMap = { ...draft.config.styling.colorsMap, color1: '#123456' };
    const saved = await call(api, {
      method: 'PUT',
      url: DRAFT,
      tenant: 'acme',
      user: acmeAdmin.userId,
      body: draft.config,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<TenantConfigDraft>().savedAt).toEqual(expect.any(String));
    expect((await draftOf(acmeAdmin.userId, 'acme')).config.styling.colorsMap.color1).toBe(
      '#123456',
    );
    expect(await styling('acme')).toEqual(before);
  });

  it('refuses invalid settings, styling and switches naming every failing field', async () => {
    const draft = await draftOf(acmeAdmin.userId, 'acme');
    const bad = {
      settings: { ...draft.config.settings, currencySign: 42 },
      styling: { ...draft.config.styling, colorsMap: { 'not a name': '#fff' } },
      features: { 'Not-Camel': draft.config.features[Object.keys(draft.config.features)[0]!] },
    };
    const response = await call(api, {
      method: 'PUT',
      url: DRAFT,
      tenant: 'acme',
      user: acmeAdmin.userId,
      body: bad,
    });
    expect(response.statusCode).toBe(400);
    const paths = response.json<{ fields: { path: string }[] }>().fields.map((field) => field.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^body\.settings\.currencySign/),
        expect.stringMatching(/^body\.styling\.colorsMap/),
        expect.stringMatching(/^body\.features/),
      ]),
    );
    expect((await draftOf(acmeAdmin.userId, 'acme')).config.styling.colorsMap.color1).toBe(
      '#123456',
    );
  });
});

describe('who may use the console', () => {
  it.each([
    ['a customer', accounts.acmeCustomer.userId],
    ['a freelancer', accounts.acmeFreelancer.userId],
  ])('refuses %s with 403', async (_who, user) => {
    const response = await call(api, { method: 'GET', url: DRAFT, tenant: 'acme', user });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a signed-out caller with 401', async () => {
    const response = await call(api, { method: 'GET', url: DRAFT, tenant: 'acme' });
    expect(response.statusCode).toBe(401);
  });

  it("never lets another tenant's administrator read or change the draft", async () => {
    const read = await call(api, {
      method: 'GET',
      url: DRAFT,
      tenant: 'acme',
      user: demoAdmin.userId,
    });
    expect(read.statusCode).toBe(403);
    expect(read.body).not.toContain('#123456');
    const publishAttempt = await call(api, {
      method: 'POST',
      url: '/admin/tenant-config/publish',
      tenant: 'acme',
      user: demoAdmin.userId,
      body: {},
    });
    expect(publishAttempt.statusCode).toBe(403);
    // In their own tenant they see their own configuration, not acme's draft.
    const own = await draftOf(demoAdmin.userId, 'demo');
    expect(own.config.styling.colorsMap.color1).not.toBe('#123456');
    expect(await versions(acmeAdmin.userId, 'acme')).toHaveLength(1);
  });
});

describe('publishing and rollback', () => {
  it('publishes the draft at once, with who and when, and announces it to every page', async () => {
    const acmePage = await connectClient(`${api.url}/tenant`, { tenantId: 'acme' });
    const demoPage = await connectClient(`${api.url}/tenant`, { tenantId: 'demo' });
    try {
      expect((await styling('acme')).colorsMap.color1).not.toBe('#123456');
      const version = await publish(acmeAdmin.userId, 'acme');
      expect(version).toMatchObject({
        version: 2,
        source: 'publish',
        current: true,
        publishedBy: { userId: acmeAdmin.userId, name: expect.any(String) },
      });
      expect(Date.parse(version.publishedAt)).not.toBeNaN();
      const entry = await latestAuditEntry(acmeAdmin.userId, 'acme');
      expect(entry).toMatchObject({
        actor: { userId: acmeAdmin.userId },
        action: 'tenantConfig.publish',
        targetType: 'tenantConfig',
        targetId: 'acme',
        before: { version: 1, styling: { colorsMap: { color1: expect.any(String) } } },
        after: { version: 2, styling: { colorsMap: { color1: '#123456' } } },
      });
      // The tenant cache (60 s here) is forgotten: the public route answers the new version.
      expect((await styling('acme')).colorsMap.color1).toBe('#123456');
      expect(await acmePage.next(TENANT_LIVE_EVENTS.configPublished)).toEqual({ version: 2 });
      await expect(demoPage.next(TENANT_LIVE_EVENTS.configPublished, 300)).rejects.toThrow();
      const draft = await draftOf(acmeAdmin.userId, 'acme');
      expect(draft).toMatchObject({ basedOnVersion: 2 });
      expect(draft.savedAt).toBeUndefined();
    } finally {
      acmePage.socket.close();
      demoPage.socket.close();
    }
  });

  it('rolls back by publishing a copy of an earlier version', async () => {
    const response = await call(api, {
      method: 'POST',
      url: '/admin/tenant-config/versions/1/rollback',
      tenant: 'acme',
      user: acmeAdmin.userId,
      body: {},
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ version: 3, source: 'rollback', restoredVersion: 1 });
    expect(await latestAuditEntry(acmeAdmin.userId, 'acme')).toMatchObject({
      action: 'tenantConfig.rollback',
      targetType: 'tenantConfig',
      before: { version: 2, styling: { colorsMap: { color1: '#123456' } } },
      after: { version: 3, restoredVersion: 1 },
    });
    expect((await styling('acme')).colorsMap.color1).not.toBe('#123456');
    const list = await versions(acmeAdmin.userId, 'acme');
    expect(list.map((v) => [v.version, v.current])).toEqual([
      [3, true],
      [2, false],
      [1, false],
    ]);
    const settings = await call(api, { method: 'GET', url: '/settings', tenant: 'acme' });
    expect(settings.json<SettingsResponse>().name).toBe('Acme Talent');
  });

  it('numbers concurrent publishes one after the other, each auditing the version it replaced', async () => {
    const published = await Promise.all([
      publish(acmeAdmin.userId, 'acme'),
      publish(acmeAdmin.userId, 'acme'),
    ]);
    expect(published.map((v) => v.version).sort()).toEqual([4, 5]);
    const response = await call(api, {
      method: 'GET',
      url: '/admin/audit',
      tenant: 'acme',
      user: acmeAdmin.userId,
    });
    const [newest, previous] = response.json<AuditPage>().entries;
    expect([previous, newest].map((entry) => [entry?.before, entry?.after])).toEqual([
      [expect.objectContaining({ version: 3 }), expect.objectContaining({ version: 4 })],
      [expect.objectContaining({ version: 4 }), expect.objectContaining({ version: 5 })],
    ]);
  });

  it('answers 404 naming the version for one the tenant does not have', async () => {
    const response = await call(api, {
      method: 'POST',
      url: '/admin/tenant-config/versions/99/rollback',
      tenant: 'acme',
      user: acmeAdmin.userId,
      body: {},
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'CONFIG_VERSION_NOT_FOUND',
      fields: [{ path: 'params.version' }],
    });
    const demoVersion = await call(api, {
      method: 'POST',
      url: '/admin/tenant-config/versions/2/rollback',
      tenant: 'demo',
      user: demoAdmin.userId,
      body: {},
    });
    // Acme's version 2 is not demo's.
    expect(demoVersion.statusCode).toBe(404);
  });

  it('refuses a version that is not a positive number with 400', async () => {
    const response = await call(api, {
      method: 'POST',
      url: '/admin/tenant-config/versions/zero/rollback',
      tenant: 'acme',
      user: acmeAdmin.userId,
      body: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: [{ path: 'params.version' }] });
  });
});

describe('the tenant-wide live namespace', () => {
  it('refuses a handshake without a tenant id, naming it', async () => {
    const error = await refusal(`${api.url}/tenant`, {});
    expect(error.data).toMatchObject({
      code: 'HANDSHAKE_INVALID',
      fields: [{ path: 'query.tenantId' }],
    });
  });
});
