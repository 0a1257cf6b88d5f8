import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { ACME, DEMO, REMOTES, SEEDED_DEMO_CONTRACT_JOB_ID, type TenantId } from '../jobs';
import { signIn } from '../sign-in';

/**
 * axe-core on every route of both tenants, signed out and as each role
 * (docs/accessibility.md): no serious or critical violation of WCAG 2.1 A/AA.
 */
type Visitor = 'signedOut' | 'customer' | 'freelancer' | 'admin';

const ORIGIN: Record<TenantId, string> = { demo: DEMO, acme: ACME };

/** Real values for the path parameters, from each tenant's seed. */
const PARAMS: Record<TenantId, Record<string, string>> = {
  demo: {
    username: 'frankie-freelancer',
    serviceName: 'website-design',
    productId: 'seed-product-logo-review',
    jobId: SEEDED_DEMO_CONTRACT_JOB_ID,
  },
  acme: {
    username: 'frankie-acme',
    serviceName: 'website-design',
    jobId: 'acme-job-app-prototype',
  },
};

// The content pages are the tenants' own (docs/content-pages.md); both tenants have these.
const SHELL_ROUTES = [
  '/',
  '/login',
  '/register',
  '/customer-register',
  '/dashboard',
  '/admin/console',
  '/operator',
  '/terms',
  '/how-it-works',
];
const FREELANCER_PUBLIC = [
  /^\/freelancer\/profile\/[^/]+(\/hire)?$/,
  /^\/freelancer\/search-jobs$/,
];
const FREELANCER_ONLY = [
  '/products/create',
  '/products/draft',
  '/products/live',
  '/products/bookings',
];

function audience(
  route: string,
): 'public' | 'customer' | 'freelancer' | 'signedIn' | 'administrator' {
  if (route.startsWith('/admin/')) return 'administrator';
  if (route.startsWith('/freelancer/'))
    return FREELANCER_PUBLIC.some((pattern) => pattern.test(route)) ? 'public' : 'freelancer';
  if (FREELANCER_ONLY.includes(route) || route.endsWith('/edit')) return 'freelancer';
  if (route.startsWith('/customer/')) return 'customer';
  if (['/dashboard', '/post-job', '/post', '/post-form', '/shifts'].includes(route))
    return 'signedIn';
  return 'public';
}

/** The tenant's routes with their parameters filled; channel pages are reached from the inbox. */
function routesOf(tenant: TenantId): string[] {
  const params = PARAMS[tenant];
  const remotes = REMOTES.filter((remote) => tenant === 'demo' || remote.name !== 'mf_products');
  const routes = [...SHELL_ROUTES, ...remotes.flatMap((remote) => remote.routes)];
  return routes.flatMap((route) => {
    const filled = route.replace(/:([a-zA-Z]+)/g, (_, name: string) => params[name] ?? `:${name}`);
    return filled.includes(':') ? [] : [filled];
  });
}

function visits(tenant: TenantId, visitor: Visitor): string[] {
  const wanted: Record<Visitor, ReadonlyArray<ReturnType<typeof audience>>> = {
    signedOut: ['public'],
    customer: ['public', 'customer', 'signedIn'],
    freelancer: ['public', 'freelancer', 'signedIn'],
    admin: ['signedIn', 'administrator'],
  };
  return routesOf(tenant).filter(
    (route) =>
      wanted[visitor].includes(audience(route)) &&
      !(visitor !== 'signedOut' && ['/login', '/register', '/customer-register'].includes(route)),
  );
}

const EMAIL: Record<Exclude<Visitor, 'signedOut'>, string> = {
  customer: 'customer',
  freelancer: 'freelancer',
  admin: 'admin',
};

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary ?? ''}`,
      ),
    );
}

for (const tenant of ['demo', 'acme'] as const) {
  for (const visitor of ['signedOut', 'customer', 'freelancer', 'admin'] as const) {
    test(`${tenant}, ${visitor}: no serious or critical accessibility violation on any route`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const origin = ORIGIN[tenant];
      if (visitor !== 'signedOut') await signIn(page, origin, `${EMAIL[visitor]}@${tenant}.test`);
      const found: Record<string, string[]> = {};
      for (const route of visits(tenant, visitor)) {
        await page.goto(`${origin}${route}`);
        await settle(page);
        const violations = await seriousViolations(page);
        if (violations.length > 0) found[route] = violations;
      }
      expect(found).toEqual({});
    });
  }
}
