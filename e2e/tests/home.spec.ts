import { expect, test } from '../fixtures';
import { SHELL_PORT } from '../site';

const TENANTS = [
  {
    name: 'demo',
    url: `http://localhost:${SHELL_PORT}`,
    headline: 'Creative freelancers for your small business',
  },
  {
    name: 'acme',
    url: `http://acme.localhost:${SHELL_PORT}`,
    headline: 'Vetted external specialists for Acme teams',
  },
] as const;

for (const tenant of TENANTS) {
  test.describe(`the ${tenant.name} home page, signed out`, () => {
    test("shows the tenant's own hero and a card per service opening its freelancers", async ({
      page,
    }) => {
      await page.goto(`${tenant.url}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(tenant.headline);
      const services = page.getByRole('region', { name: 'Browse services' });
      const card = services.getByRole('link', { name: 'Website development', exact: true });
      await expect(card).toBeVisible();
      await card.click();
      await expect(page).toHaveURL(`${tenant.url}/freelancers/website-development`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Freelancers for Website development',
      );
    });

    test('a featured freelancer card opens their profile', async ({ page }) => {
      await page.goto(`${tenant.url}/`);
      const featured = page.getByRole('region', { name: 'Featured freelancers' });
      const first = featured.getByRole('listitem').first();
      const link = first.getByRole('link');
      const name = (await link.textContent())?.trim() ?? '';
      expect(name).not.toBe('');
      const href = await link.getAttribute('href');
      expect(href).toMatch(/^\/freelancer\/profile\/[^/]+$/);
      // The whole card is the link: a click on its middle opens the profile too.
      await first.click();
      await expect(page).toHaveURL(`${tenant.url}${href}`);
      const username = decodeURIComponent(href!.split('/').pop()!);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Profile of ${username}`);
      await expect(page.getByRole('main').getByText(name).first()).toBeVisible();
    });

    test('fits a 375 px phone without sideways scrolling', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(`${tenant.url}/`);
      await expect(page.getByRole('region', { name: 'Featured freelancers' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'How it works' })).toBeVisible();
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        body: document.body.scrollWidth,
        viewport: window.innerWidth,
      }));
      expect(widths.page).toBeLessThanOrEqual(widths.viewport);
      expect(widths.body).toBeLessThanOrEqual(widths.viewport);
      // Keyboard: the search comes first after the header, then the service cards.
      const search = page.getByRole('search', { name: 'Find freelancers' });
      const service = search.getByRole('combobox', { name: 'Service' });
      await expect(service).toBeEnabled();
      await service.focus();
      await page.keyboard.press('Tab');
      await expect(search.getByRole('textbox', { name: 'Place' })).toBeFocused();
    });
  });
}

test('the sign-up calls lead to both registrations', async ({ page }) => {
  await page.goto('/');
  const start = page.getByRole('region', { name: 'Ready to start?' });
  await start.getByRole('link', { name: 'Sign up as a freelancer' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page.goBack();
  await page
    .getByRole('region', { name: 'Ready to start?' })
    .getByRole('link', { name: 'Sign up as a customer' })
    .click();
  await expect(page).toHaveURL(/\/customer-register$/);
});
