import { expect, recordRequests, requestedFromPort, test } from '../fixtures';
import { remotePort, SHELL_PORT } from '../site';

const ACME = `http://acme.localhost:${SHELL_PORT}`;

test('a remote switched off for a tenant is neither fetched nor routable', async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto(`${ACME}/`);
  await expect(page.getByRole('link', { name: 'Acme Marketplace' })).toBeVisible();
  // The home page's sections have loaded: no products among them, no link into the area.
  const main = page.getByRole('main');
  await expect(main.getByRole('region', { name: 'Featured freelancers' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Services to book' })).toHaveCount(0);
  await expect(page.locator('a[href^="/products"]')).toHaveCount(0);

  await page.goto(`${ACME}/products`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await page.goto(`${ACME}/products/create`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');

  // Other areas still mount for acme.
  await page.goto(`${ACME}/freelancer/search-jobs`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search jobs');
  expect(requestedFromPort(requests, remotePort('mf_products'))).toEqual([]);
});

test('the same area is there for the demo tenant', async ({ page }) => {
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Products');
});

test('unknown paths and /404-error show the not-found page inside the site', async ({ page }) => {
  for (const path of ['/no/such/page', '/404-error', '/products/a/b/c/d']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('link', { name: 'Demo Marketplace' })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL('/');
});
