/** Tenant routes answer each tenant's own seeded configuration and catalogues. */
import {
  enabledRemoteNames,
  REMOTES,
  summariseContentPage,
  ZSettingsResponse,
  type PublicProfile,
} from '@mp/contracts';
import { SEED_TENANTS } from '../src/seed/data';
import { account, call, startTestApi, TEST_TIMEOUT_MS, type TestApi } from './harness';

jest.setTimeout(TEST_TIMEOUT_MS);

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.dispose();
});

describe.each(SEED_TENANTS.map((tenant) => [tenant.id, tenant] as const))(
  'tenant %s',
  (tenantId, seed) => {
    async function get(url: string): Promise<unknown> {
      const response = await call(api, { method: 'GET', url, tenant: tenantId });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      return response.json();
    }

    it('serves its settings, styling, features and data types', async () => {
      const settings = await get('/settings');
      expect(ZSettingsResponse.safeParse(settings).success).toBe(true);
      // The stored settings, with the tenant's name and its content pages as links only.
      expect(settings).toEqual({
        ...seed.settings,
        name: seed.name,
        contentPages: seed.settings.contentPages?.map(summariseContentPage),
      });
      expect(await get('/styling/get_tenant_styling')).toEqual(seed.styling);
      expect(await get('/settings/features')).toEqual(seed.features);
      expect(await get('/settings/datatypes')).toEqual(seed.datatypes);
    });

    it('serves its catalogues in seed order', async () => {
      expect(await get('/services')).toEqual(seed.services);
      expect(await get('/skills')).toEqual(seed.skills);
      expect(await get('/freelancer/agencies')).toEqual(
        seed.agencies.map((agency) => ({ ...agency, memberCount: 0 })),
      );
    });
  },
);

describe('tenants differ', () => {
  it('gives demo and acme different settings, and acme turns at least one remote off', async () => {
    const demo = await call(api, { method: 'GET', url: '/settings', tenant: 'demo' });
    const acme = await call(api, { method: 'GET', url: '/settings', tenant: 'acme' });
    expect(demo.json()).not.toEqual(acme.json());
    expect(demo.json()).toMatchObject({ currency: 'GBP', currencySign: '£' });
    expect(acme.json()).toMatchObject({ currency: 'EUR', currencySign: '€' });
    const features = (
      await call(api, { method: 'GET', url: '/settings/features', tenant: 'acme' })
    ).json<Parameters<typeof enabledRemoteNames>[0]>();
    expect(enabledRemoteNames(features, { tenantId: 'acme' }).length).toBeLessThan(REMOTES.length);
  });

  it("evaluates acme's hideFreelancerRate switch for the viewer of a public profile", async () => {
    const freelancer = account('acme', 'freelancer');
    const url = `/users/${freelancer.userId}`;
    const own = (
      await call(api, { method: 'GET', url: '/users/me', tenant: 'acme', user: freelancer.userId })
    ).json<{
      hourlyRate: number | null;
    }>();
    expect(own.hourlyRate).not.toBeNull();
    const anonymous = (
      await call(api, { method: 'GET', url, tenant: 'acme' })
    ).json<PublicProfile>();
    expect(anonymous.hourlyRate).toBeNull();
    const customer = account('acme', 'customer');
    const asCustomer = (
      await call(api, { method: 'GET', url, tenant: 'acme', user: customer.userId })
    ).json<PublicProfile>();
    expect(asCustomer.hourlyRate).toBeNull();
    const peer = account('acme', 'agency');
    const asFreelancer = (
      await call(api, { method: 'GET', url, tenant: 'acme', user: peer.userId })
    ).json<PublicProfile>();
    expect(asFreelancer.hourlyRate).toBe(own.hourlyRate);
  });

  it('refuses a signed viewer of another tenant on a public profile (403 TENANT_MISMATCH)', async () => {
    const response = await call(api, {
      method: 'GET',
      url: `/users/${account('acme', 'freelancer').userId}`,
      tenant: 'acme',
      user: account('demo', 'customer').userId,
    });
    expect(response.statusCode).toBe(403);
  });
});
