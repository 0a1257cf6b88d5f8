import {
  FREELANCER_ROLES,
  ROLES,
  SEEDED_ACCOUNTS,
  SEEDED_TENANT_IDS,
  ZAgency,
  ZDataType,
  ZService,
  ZSkill,
  ZTenantFeatures,
  ZTenantSettings,
  ZTenantStyling,
  evaluateFeature,
  isExternalLink,
  isRemoteEnabled,
  readFeatureValue,
  resolveAlias,
  rewriteToAlias,
  toastDurationMs,
} from '@mp/contracts';
import { z } from 'zod';
import type { SeedInput } from '../seed';
import {
  ACME_TENANT,
  DEMO_TENANT,
  SEED_PROFILES,
  SEED_PROFILE_RECORDS,
  SEED_TENANTS,
  ZSeedProfile,
} from './index';

// Compile-time check: the data is exactly what the API's loader takes.
const _loaderInput: SeedInput = {
  tenants: SEED_TENANTS,
  accounts: SEEDED_ACCOUNTS,
  profiles: SEED_PROFILE_RECORDS,
};

function issuesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

const customer = (tenantId: string) => ({ tenantId, role: ROLES.customer });
const freelancer = (tenantId: string) => ({
  tenantId,
  role: ROLES.freelancer,
  freelancerRole: FREELANCER_ROLES.independentFreelancer,
});

describe.each(SEED_TENANTS.map((t) => [t.id, t] as const))('seed tenant %s', (_id, tenant) => {
  it('parses with every contracts schema', () => {
    expect(issuesOf(ZTenantSettings, tenant.settings)).toEqual([]);
    expect(issuesOf(ZTenantStyling, tenant.styling)).toEqual([]);
    expect(issuesOf(ZTenantFeatures, tenant.features)).toEqual([]);
    expect(issuesOf(z.array(ZDataType), tenant.datatypes)).toEqual([]);
    expect(issuesOf(z.array(ZService), tenant.services)).toEqual([]);
    expect(issuesOf(z.array(ZSkill), tenant.skills)).toEqual([]);
    expect(issuesOf(z.array(ZAgency), tenant.agencies)).toEqual([]);
  });

  it('has consistent catalogues', () => {
    const serviceIds = tenant.services.map((s) => s.id);
    const skillIds = tenant.skills.map((s) => s.id);
    expect(new Set(serviceIds).size).toBe(serviceIds.length);
    expect(new Set(tenant.services.map((s) => s.slug)).size).toBe(serviceIds.length);
    expect(new Set(skillIds).size).toBe(skillIds.length);
    expect(skillIds.length).toBeGreaterThanOrEqual(20);
    expect(new Set(tenant.datatypes.map((d) => d.id)).size).toBe(tenant.datatypes.length);
    for (const skill of tenant.skills) {
      for (const id of skill.serviceIds ?? []) expect(serviceIds).toContain(id);
    }
    expect(serviceIds).toEqual(
      expect.arrayContaining([
        'website-design',
        'website-development',
        'graphic-design',
        'digital-marketing',
        'content-marketing',
        'photography-and-videography',
      ]),
    );
  });

  it('works offline: images are inline and fonts are local', () => {
    const images = [
      tenant.styling.logo,
      tenant.styling.favicon,
      tenant.settings.styling.logo,
      tenant.settings.styling.footerLogo,
    ];
    for (const image of images) expect(image).toMatch(/^data:image\/svg\+xml,/);
    for (const font of tenant.styling.fontsList) {
      expect(font.type).toBe('local');
      expect(font.url).toBeUndefined();
    }
  });

  it('has aliases that resolve to their canonical routes and back', () => {
    const metadata = tenant.settings.styling.metadata ?? {};
    const aliased = Object.entries(metadata).filter(([, meta]) => meta.alias);
    expect(aliased.length).toBeGreaterThan(0);
    for (const [pattern, meta] of aliased) {
      const concrete = pattern.replace(/:[A-Za-z]+/g, 'sample');
      const alias = rewriteToAlias(`${concrete}?q=1#top`, metadata);
      expect(alias).toBe(`${(meta.alias ?? '').replace(/:[A-Za-z]+/g, 'sample')}?q=1#top`);
      expect(resolveAlias(alias, metadata)).toBe(`${concrete}?q=1#top`);
    }
  });

  it('routes every internal menu link to a path', () => {
    const host = tenant.hosts[0] ?? '';
    const items = Object.values(tenant.settings.customMenus).flatMap((group) =>
      (group ?? []).flatMap((item) => [item, ...(item.children ?? [])]),
    );
    for (const item of items) {
      if (!isExternalLink(item.url, host)) expect(item.url.startsWith('/')).toBe(true);
    }
  });
});

describe('tenant differences', () => {
  it('serves two hosts with different looks and languages', () => {
    expect(DEMO_TENANT.hosts).toContain('localhost');
    expect(ACME_TENANT.hosts).toEqual(['acme.localhost']);
    expect(SEED_TENANTS.map((t) => t.id)).toEqual([...SEEDED_TENANT_IDS]);
    expect(DEMO_TENANT.styling.colorsMap.primaryButton).not.toBe(
      ACME_TENANT.styling.colorsMap.primaryButton,
    );
    expect(DEMO_TENANT.styling.fontVariablesList).not.toEqual(
      ACME_TENANT.styling.fontVariablesList,
    );
    expect(DEMO_TENANT.styling.logo).not.toBe(ACME_TENANT.styling.logo);
    expect(DEMO_TENANT.settings.languages.map((l) => l.value)).toEqual(['en', 'ua']);
    expect(ACME_TENANT.settings.languages.map((l) => l.value)).toEqual(['en', 'de']);
    expect(DEMO_TENANT.settings.footer.intro).not.toBe(ACME_TENANT.settings.footer.intro);
  });

  it('turns the products remote off for acme only', () => {
    expect(isRemoteEnabled(ACME_TENANT.features, 'mf_products', customer('acme'))).toBe(false);
    expect(isRemoteEnabled(ACME_TENANT.features, 'mf_jobs', customer('acme'))).toBe(true);
    expect(isRemoteEnabled(DEMO_TENANT.features, 'mf_products', customer('demo'))).toBe(true);
  });

  it('gates customers behind admin approval with restriction on acme only', () => {
    const schema = z.strictObject({ withRestriction: z.boolean() });
    expect(
      readFeatureValue(ACME_TENANT.features, 'adminApprovesCustomers', schema, customer('acme')),
    ).toEqual({ withRestriction: true });
    expect(
      evaluateFeature(DEMO_TENANT.features, 'adminApprovesCustomers', customer('demo')).enabled,
    ).toBe(false);
  });

  it('has per-role values, a forced switch and toast durations', () => {
    const demo = DEMO_TENANT.features;
    expect(evaluateFeature(demo, 'customerCreatesMilestones', customer('demo')).enabled).toBe(true);
    expect(evaluateFeature(demo, 'customerCreatesMilestones', freelancer('demo')).enabled).toBe(
      false,
    );
    expect(demo.contentDataPage.isEnabled).toBe(false);
    expect(evaluateFeature(demo, 'contentDataPage', { tenantId: 'demo' }).enabled).toBe(true);
    expect(toastDurationMs(demo, customer('demo'), 4000)).toBe(8000);
    expect(toastDurationMs(ACME_TENANT.features, freelancer('acme'), 4000)).toBe(10_000);
  });
});

describe('seed profiles', () => {
  const accountsByEmail = new Map(SEEDED_ACCOUNTS.map((a) => [a.email, a]));

  it('belong to seeded accounts, parse, and use their tenant catalogues', () => {
    for (const [email, profile] of Object.entries(SEED_PROFILES)) {
      const account = accountsByEmail.get(email);
      expect(account).toBeDefined();
      expect(issuesOf(ZSeedProfile, profile)).toEqual([]);
      const tenant = SEED_TENANTS.find((t) => t.id === account?.tenantId);
      const skillIds = tenant?.skills.map((s) => s.id) ?? [];
      const serviceIds = tenant?.services.map((s) => s.id) ?? [];
      for (const id of profile.skills) expect(skillIds).toContain(id);
      for (const id of profile.services) expect(serviceIds).toContain(id);
    }
  });

  it('gives every freelancer a searchable profile and unique usernames per tenant', () => {
    for (const account of SEEDED_ACCOUNTS.filter((a) => a.role === ROLES.freelancer)) {
      const profile = SEED_PROFILES[account.email];
      expect(profile?.skills.length).toBeGreaterThan(0);
      expect(profile?.hourlyRate).toEqual(expect.any(Number));
      expect(profile?.coordinates).not.toBeNull();
    }
    for (const tenantId of SEEDED_TENANT_IDS) {
      const usernames = SEED_PROFILE_RECORDS.filter((p) =>
        SEEDED_ACCOUNTS.some((a) => a.userId === p.userId && a.tenantId === tenantId),
      ).map((p) => p.username);
      expect(new Set(usernames).size).toBe(usernames.length);
    }
    expect(SEED_PROFILE_RECORDS).toHaveLength(Object.keys(SEED_PROFILES).length);
  });
});

describe('content pages of the seed', () => {
  it('gives every page of the footer a page of the tenant, and refuses a page on an alias', () => {
    for (const tenant of SEED_TENANTS) {
      const slugs = (tenant.settings.contentPages ?? []).map((page) => `/${page.slug}`);
      const footer = tenant.settings.footer;
      expect(slugs).toEqual(expect.arrayContaining(['/terms', '/privacy', '/about']));
      for (const url of [footer.termsAndConditions.url, footer.privacy.url]) {
        expect(slugs).toContain(url);
      }
    }
    // `/jobs` is demo's alias of /customer/jobs: a page there would never be reached.
    const clash = {
      ...DEMO_TENANT.settings,
      contentPages: [{ slug: 'jobs', texts: { en: { title: 'Jobs', body: 'Text.' } } }],
    };
    const parsed = ZTenantSettings.safeParse(clash);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['contentPages', 0, 'slug']);
  });
});
