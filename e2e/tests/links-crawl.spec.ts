/**
 * Every link of the header, its menus, the avatar menu and the footer leads somewhere for the
 * role that sees it, on both tenants (docs/shell.md#header-and-menus): no not-found, forbidden
 * or error page, and no failed API answer while the linked screen loads.
 */
import { expect, test } from '../fixtures';
import {
  brokenScreen,
  enterAs,
  headerAndFooterLinks,
  inAppPaths,
  navigateInApp,
  recordFailedCalls,
  ROLES_TO_CRAWL,
  settle,
  TENANTS,
  trackCalls,
  type CrawlRole,
  type TenantKey,
} from '../crawl';

for (const tenant of Object.keys(TENANTS) as TenantKey[]) {
  for (const role of Object.keys(ROLES_TO_CRAWL) as CrawlRole[]) {
    test(`${tenant}, ${role}: every header, menu and footer link leads somewhere`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const calls = trackCalls(page);
      await enterAs(page, tenant, role);
      await settle(page, calls);
      const paths = inAppPaths(await headerAndFooterLinks(page));
      expect(paths.length).toBeGreaterThan(3);
      const problems: string[] = [];
      const failed = recordFailedCalls(page);
      for (const path of paths) {
        const before = failed.length;
        await navigateInApp(page, path);
        await settle(page, calls);
        const broken = await brokenScreen(page);
        if (broken) problems.push(`${path}: ${broken} page`);
        for (const call of failed.slice(before)) problems.push(`${path}: ${call}`);
      }
      expect(problems, `links of ${tenant} for ${role}: ${paths.join(', ')}`).toEqual([]);
    });
  }
}

test('the footer links the content pages, each with its own title', async ({ page }) => {
  await page.goto(`${TENANTS.demo.origin}/`);
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Terms and conditions' }).click();
  await expect(page).toHaveURL(`${TENANTS.demo.origin}/terms`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and conditions');
  await expect(page.getByRole('heading', { level: 2, name: 'Payments' })).toBeVisible();
  await expect(page).toHaveTitle('Terms and conditions | Demo Freelance');
  await footer.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveTitle('Pricing | Demo Freelance');
  await expect(page.locator('main').getByRole('link', { name: 'support@demo.test' })).toBeVisible();

  await page.goto(`${TENANTS.acme.origin}/careers`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers at Acme');
  await expect(page).toHaveTitle('Careers at Acme | Acme Talent');
  await page.goto(`${TENANTS.acme.origin}/pricing`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page).toHaveTitle('Page not found | Acme Talent');
});
