import { expect, navigateInApp, test } from '../fixtures';
import { signIn } from '../sign-in';
import { SHELL_URL } from '../site';

test('a remote that is down is contained in its area and Retry mounts it once it is back', async ({
  page,
  site,
}) => {
  await signIn(page, SHELL_URL, 'org-customer@demo.test');
  await site.stopRemote('mf_proposals');
  try {
    await page.goto('/customer/short-list');
    const fallback = page.getByRole('alert');
    await expect(fallback).toContainText('Proposals is not available right now');
    const retry = fallback.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible();

    // The rest of the site keeps working: another area mounts, then we come back.
    await page.getByRole('link', { name: /home page/ }).click();
    await expect(page.locator('[data-page="home"]')).toBeVisible();
    await navigateInApp(page, '/freelancer/search-jobs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search jobs');
    await page.goBack(); // home
    await page.goBack(); // the short list
    await expect(page.getByRole('alert')).toContainText('Proposals is not available right now');

    // Still down: Retry fails again, contained.
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('alert')).toContainText('Proposals is not available right now');
  } finally {
    await site.startRemote('mf_proposals');
  }
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Short list');
  await expect(page.getByRole('alert')).toHaveCount(0);
});
