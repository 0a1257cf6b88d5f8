/**
 * Credentials the API no longer accepts do not throw a signed-in user out: the page signs again
 * with fresh ones from the same session (docs/identity.md#refused-credentials).
 */
import type { Page } from '@playwright/test';
import { expect, guardedTest as test } from '../fixtures';
import { registerAs } from '../jobs';

const REFUSED_KEY = 'ASIAREFUSEDKEY000000';

/** The access key id of the temporary credentials the page keeps in local storage. */
function storedAccessKey(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const key = Object.keys(window.localStorage).find((name) => name.endsWith('.credentials'));
    if (key === undefined) return null;
    const stored = JSON.parse(window.localStorage.getItem(key) ?? 'null') as {
      accessKeyId?: string;
    } | null;
    return stored?.accessKeyId ?? null;
  });
}

/** Replaces the stored access key with one the identity service never issued. */
async function storeRefusedKey(page: Page): Promise<void> {
  await page.evaluate((refused) => {
    const key = Object.keys(window.localStorage).find((name) => name.endsWith('.credentials'));
    if (key === undefined) throw new Error('no stored credentials');
    const stored = JSON.parse(window.localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    window.localStorage.setItem(key, JSON.stringify({ ...stored, accessKeyId: refused }));
  }, REFUSED_KEY);
}

test('a reload with refused stored credentials renews them and stays signed in', async ({
  browser,
  httpClean,
}) => {
  // The one refusal the test provokes: the first signed call of the reloaded page.
  httpClean.expectFailure({ status: 401, path: '/users/me', method: 'GET' });
  const freelancer = await registerAs(browser, 'demo', 'freelancer', 'Rena Renewed');
  const { page, origin } = freelancer;
  const issued = await storedAccessKey(page);
  expect(issued).toMatch(/^ASIA/);

  await storeRefusedKey(page);
  await page.reload();

  await expect(page).toHaveURL(`${origin}/freelancer/profile`);
  await expect(page.getByRole('button', { name: 'Account menu of Rena Renewed' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => storedAccessKey(page)).not.toBe(REFUSED_KEY);
  expect(await storedAccessKey(page)).not.toBe(issued);
  await freelancer.context.close();
});
