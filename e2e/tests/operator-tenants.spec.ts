import { expect, test } from '../fixtures';
import { signInAs } from '../jobs';
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
