/**
 * Every screen says where you are (docs/shell.md#page-titles): the tab reads the tenant's title
 * for the route where it set one, else "<screen name> | <tenant name>"; never the bare tenant
 * name. Each role's screens on both tenants.
 */
import { expect, navigateInApp, test } from '../fixtures';
import { enterAs, TENANTS, type CrawlRole, type TenantKey } from '../crawl';

/** The tenants' own titles (their seeded route metadata). */
const TENANT_TITLES: Record<TenantKey, Record<string, string>> = {
  demo: {
    '/': 'Demo Freelance: hire trusted freelancers',
    '/login': 'Sign in | Demo Freelance',
    '/register': 'Join as a freelancer | Demo Freelance',
    '/customer-register': 'Hire a freelancer | Demo Freelance',
    '/customer/jobs': 'Your jobs | Demo Freelance',
    '/freelancer/search-jobs': 'Find jobs | Demo Freelance',
    '/freelancer/profile/frankie-freelancer': 'Freelancer profile | Demo Freelance',
    '/freelancers/website-design': 'Freelancers by service | Demo Freelance',
    '/products': 'Services to book | Demo Freelance',
    '/post-job': 'Post a job | Demo Freelance',
  },
  acme: {
    '/': 'Acme Talent: vetted specialists for European teams',
    '/login': 'Sign in | Acme Talent',
    '/register': 'Apply as a specialist | Acme Talent',
    '/freelancer/search-jobs': 'Find work | Acme Talent',
    '/customer/cl-search': 'Talent search | Acme Talent',
    '/customer/jobs': 'Engagements | Acme Talent',
    '/freelancer/profile/frankie-acme': 'Specialist profile | Acme Talent',
    '/post-job': 'Start an engagement | Acme Talent',
  },
};

const FORBIDDEN = 'Not available to this account';

const PROFILE: Record<TenantKey, string> = { demo: 'frankie-freelancer', acme: 'frankie-acme' };

/** Each role's screens and their names; `:me` is the tenant's seeded freelancer. */
const SCREENS: Record<CrawlRole, Array<[path: string, screen: string, only?: TenantKey]>> = {
  'signed out': [
    ['/', 'Home'],
    ['/login', 'Sign in'],
    ['/register', 'Join as a freelancer'],
    ['/customer-register', 'Sign up as a customer'],
    ['/unauthorized', 'Signed out'],
    ['/freelancers/website-design', 'Freelancers by service'],
    ['/freelancer/search-jobs', 'Search jobs'],
    ['/freelancer/profile/:me', 'Freelancer profile'],
    ['/freelancer/profile/:me/hire', 'Hire a freelancer'],
    ['/products', 'Products', 'demo'],
    ['/post-job', 'Post a job'],
    ['/post-form', 'Job form', 'demo'],
    ['/terms', 'Terms and conditions', 'demo'],
    ['/terms', 'Terms of engagement', 'acme'],
    ['/404-error', 'Page not found'],
    ['/no/such/page', 'Page not found'],
  ],
  customer: [
    ['/dashboard', 'Dashboard'],
    ['/data', 'Data we collect'],
    ['/customer/jobs', 'Your jobs'],
    ['/customer/cl-search', 'Find freelancers'],
    ['/customer/list-all-proposals', 'Received proposals'],
    ['/customer/short-list', 'Short list'],
    ['/customer/favorites', 'Favorites'],
    ['/customer/manage', 'Manage contracts'],
    ['/customer/contract/no-such-job', 'Contract'],
    ['/customer/cl-invoices', 'Invoices'],
    ['/customer/inbox', 'Inbox'],
    ['/customer/inbox/no-such-channel', 'Conversation'],
    ['/customer/meet', 'Meetings'],
    ['/customer/profile', 'Your profile'],
    ['/customer/setting', 'Settings'],
    ['/shifts', 'Shifts', 'acme'],
    ['/freelancer/proposals', FORBIDDEN],
  ],
  freelancer: [
    ['/dashboard', 'Dashboard'],
    ['/freelancer/proposals', 'Your proposals'],
    ['/freelancer/manage', 'Current jobs'],
    ['/freelancer/manage/no-such-job', 'Contract'],
    ['/freelancer/fl-invoices', 'Invoices'],
    ['/freelancer/inbox', 'Inbox'],
    ['/freelancer/meet', 'Meetings'],
    ['/freelancer/profile', 'Your profile'],
    ['/freelancer/setting', 'Settings'],
    ['/products/create', 'New product', 'demo'],
    ['/products/draft', 'Draft products', 'demo'],
    ['/products/live', 'Live products', 'demo'],
    ['/customer/jobs', FORBIDDEN],
  ],
  administrator: [
    ['/dashboard', 'Dashboard'],
    ['/freelancers/website-design', 'Freelancers by service'],
  ],
};

for (const tenant of Object.keys(TENANTS) as TenantKey[]) {
  for (const role of Object.keys(SCREENS) as CrawlRole[]) {
    test(`${tenant}, ${role}: every screen has its own title`, async ({ page }) => {
      test.setTimeout(120_000);
      const { name } = TENANTS[tenant];
      await enterAs(page, tenant, role);
      for (const [pattern, screen, only] of SCREENS[role]) {
        if (only && only !== tenant) continue;
        const path = pattern.replace(':me', PROFILE[tenant]);
        await navigateInApp(page, path);
        // The tenant's title is its route's; a forbidden screen names itself instead.
        const own = screen === FORBIDDEN ? undefined : TENANT_TITLES[tenant][path];
        const expected = own ?? `${screen} | ${name}`;
        await expect(page, `title of ${path}`).toHaveTitle(expected);
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description, `description of ${path}`).toBeTruthy();
      }
    });
  }
}

test('titles follow the language of the screen', async ({ page }) => {
  await page.goto(`${TENANTS.acme.origin}/freelancer/profile/frankie-acme/hire`);
  await expect(page).toHaveTitle('Hire a freelancer | Acme Talent');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(page).toHaveTitle('Freelancer beauftragen | Acme Talent');
});
