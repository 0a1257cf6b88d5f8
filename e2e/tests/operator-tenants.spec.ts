import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { ACME, DEMO, signInAs } from '../jobs';
import { E2E_API_URL, OPERATOR_TOKEN_ENV } from '../services';
import { SHELL_PORT } from '../site';

// A new pool makes its signing key and the shell's server looks the host up: allow for both.
test.setTimeout(90_000);

test('a tenant the operator creates is served at its host at once, and its administrator signs in', async ({
  browser,
  request,
}) => {
  // One id per run would do (each run starts on fresh data); a unique one keeps reruns apart.
  const tenantId = `nova${Date.now().toString(36)}`;
  const host = `${tenantId}.localhost`;
  const origin = `http://${host}:${SHELL_PORT}`;
  const administrator = { email: `owner@${host}`, name: 'Nova Owner', password: 'Nova-Start1' };

  const created = await request.post(`${E2E_API_URL}/operator/tenants`, {
    headers: { authorization: `Bearer ${process.env[OPERATOR_TOKEN_ENV] ?? ''}` },
    data: {
      tenantId,
      name: 'Nova Works',
      hosts: [host],
      languages: ['en', 'de'],
      currency: 'EUR',
      administrator,
    },
  });
  expect(created.status()).toBe(201);

  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto(`${origin}/`);
  await expect(page.getByLabel('Language').locator('option')).toHaveText(['English', 'Deutsch']);
  await expect(page.getByRole('contentinfo')).toContainText('Nova Works');
  await visitor.close();

  const admin = await signInAs(browser, origin, administrator.email, administrator.password);
  // An administrator lands on the dashboard, signed in as the account the operator created.
  await expect(admin.page).toHaveURL(`${origin}/dashboard`);
  await expect(
    admin.page.getByRole('button', { name: 'Account menu of Nova Owner' }),
  ).toBeVisible();
  await admin.context.close();
});

/** Serious or critical WCAG A/AA violations, and every accessible name that hides its visible text. */
async function violations(page: Page): Promise<string[]> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
  const wcag = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const names = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
  return [
    ...wcag.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
    ...names.violations,
  ].flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`));
}

async function enterToken(page: Page, token: string, label: string, submit: string) {
  await page.getByLabel(label, { exact: false }).first().fill(token);
  await page.getByRole('button', { name: submit }).click();
}

test('the operator screen asks for the token, refuses a wrong one, and creates a tenant', async ({
  browser,
}) => {
  const token = process.env[OPERATOR_TOKEN_ENV] ?? '';
  const tenantId = `vega${Date.now().toString(36)}`;
  const host = `${tenantId}.localhost`;
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${DEMO}/operator`);
  await expect(page.getByRole('heading', { level: 1, name: 'Platform operator' })).toBeVisible();
  // In no tenant's menus.
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Platform operator' }),
  ).toHaveCount(0);

  await enterToken(page, 'not-the-operator-token', 'Operator token', 'Continue');
  await expect(
    page.getByText('The API refused this operator token. Check it and enter it again.'),
  ).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

  await enterToken(page, token, 'Operator token', 'Continue');
  const tenants = page.getByRole('table', { name: /tenants/ });
  await expect(tenants.getByRole('row', { name: /demo/ })).toBeVisible();
  await expect(tenants.getByRole('row', { name: /acme/ })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  // The screen's texts in the demo tenant's other language, then in German on acme.
  await page.getByLabel('Language', { exact: true }).selectOption('ua');
  await expect(page.getByRole('heading', { level: 1, name: 'Оператор платформи' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.getByLabel('Мова', { exact: true }).selectOption('en');

  await page.getByLabel('Tenant id').fill(tenantId);
  await page.getByLabel('Marketplace name').fill('Vega Works');
  await page.getByLabel('Host names').fill(host);
  await page.getByRole('checkbox', { name: 'Deutsch' }).check();
  await page.getByLabel('Administrator e-mail').fill(`owner@${host}`);
  await page.getByLabel('Administrator name').fill('Vega Owner');
  await page.getByLabel('Initial password').fill('Vega-Start1');
  await page.getByRole('button', { name: 'Create tenant' }).click();
  await expect(page.getByText(`Tenant ${tenantId} created`)).toBeVisible({ timeout: 30_000 });
  await expect(tenants.getByRole('row', { name: new RegExp(tenantId) })).toBeVisible();

  // A second creation of the same id shows the API's field error.
  await page.getByLabel('Tenant id').fill(tenantId);
  await page.getByLabel('Marketplace name').fill('Vega Again');
  await page.getByLabel('Host names').fill(`again.${host}`);
  await page.getByLabel('Administrator e-mail').fill(`owner@${host}`);
  await page.getByLabel('Administrator name').fill('Vega Owner');
  await page.getByRole('button', { name: 'Create tenant' }).click();
  await expect(page.getByText('A tenant with this id exists')).toBeVisible();

  await page.getByRole('button', { name: 'Forget the operator token' }).click();
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  await expect(page.getByLabel('Operator token')).toBeVisible();

  // German, on the acme tenant's site (English and German).
  await page.goto(`${ACME}/operator`);
  await page.getByLabel('Language', { exact: true }).selectOption('de');
  await enterToken(page, token, 'Betreiber-Token', 'Weiter');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Mandanten', exact: true }),
  ).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await context.close();

  // The new tenant is served at its host, and its administrator finds the creation in the audit
  // trail, by the platform operator.
  const origin = `http://${host}:${SHELL_PORT}`;
  const admin = await signInAs(browser, origin, `owner@${host}`, 'Vega-Start1');
  await admin.page.goto(`${origin}/admin/audit`);
  await expect(admin.page.getByText('Platform operator created the marketplace')).toBeVisible();
  await admin.context.close();
});
