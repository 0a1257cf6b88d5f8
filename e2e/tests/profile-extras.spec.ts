import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures';
import { DEMO, registerAs, signInAs } from '../jobs';

// A sign-up, a freelancer and a customer in turn.
test.setTimeout(90_000);

test('a freelancer posts and edits activity a customer then reads, downloads a PDF CV and sees the visit counted', async ({
  browser,
}) => {
  const freelancer = await registerAs(browser, 'demo', 'freelancer', 'Olena Activity');
  const { page } = freelancer;
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();

  // The CV, drawn from the profile, downloaded from My profile.
  const cvButton = page.getByRole('button', { name: 'Download CV (PDF)' });
  await expect(cvButton).toBeVisible({ timeout: 15_000 });
  const downloading = page.waitForEvent('download');
  await cvButton.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^cv-[\w.-]+\.pdf$/);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const publicLink = page.getByRole('link', { name: 'See your public profile' });
  const publicPath = await publicLink.getAttribute('href');
  expect(publicPath).toMatch(/^\/freelancer\/profile\//);
  await publicLink.click();
  await expect(page.getByText('You have not posted yet')).toBeVisible({ timeout: 15_000 });

  const stamp = Date.now().toString(36);
  await page
    .getByLabel('Share news about your work')
    .fill(`Finished a menu for a bakery ${stamp}: https://bakery.example/menu`);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  const feed = page.getByRole('list', { name: 'Activity' });
  await expect(feed).toContainText(`Finished a menu for a bakery ${stamp}`);

  await feed.getByRole('button', { name: 'Edit' }).click();
  const editor = page.getByLabel('Edit your post');
  await editor.fill(`Delivered the bakery menu ${stamp}: https://bakery.example/menu`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(feed).toContainText(`Delivered the bakery menu ${stamp}`);
  await expect(feed).toContainText('edited');

  const customer = await signInAs(browser, DEMO, 'customer@demo.test');
  await customer.page.goto(`${DEMO}${publicPath}`);
  const seen = customer.page.getByRole('list', { name: 'Activity' });
  await expect(seen).toContainText(`Delivered the bakery menu ${stamp}`, { timeout: 15_000 });
  await expect(seen).not.toContainText('Finished a menu');
  await expect(seen.getByRole('link', { name: 'https://bakery.example/menu' })).toHaveAttribute(
    'href',
    'https://bakery.example/menu',
  );
  await expect(seen.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(customer.page.getByLabel('Share news about your work')).toHaveCount(0);
  await customer.context.close();

  // The customer's visit counted once; the freelancer's own visits never do.
  await page.goto(`${DEMO}/freelancer/profile`);
  const views = page.getByRole('region', { name: 'Profile views' });
  await expect(views).toContainText(/Last 7 days\s*1/, { timeout: 15_000 });
  await expect(views).toContainText(/In total\s*1/);
  await freelancer.context.close();
});
