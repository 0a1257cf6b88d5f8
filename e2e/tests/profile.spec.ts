import { expect, test } from '../fixtures';
import { DEMO, registerAs } from '../jobs';

test.setTimeout(60_000);
const SHOTS = process.env.MP_SCREENSHOTS;

test('a new freelancer completes their profile on landing, and a signed-out visitor sees it by username', async ({
  browser,
}) => {
  const freelancer = await registerAs(browser, 'demo', 'freelancer', 'Petra Profile');
  const { page } = freelancer;
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await expect(page.getByText(/things are missing/)).toBeVisible({ timeout: 15_000 });

  const stamp = Date.now().toString(36);
  const title = `Brand photographer ${stamp}`;
  const username = `petra-${stamp}`;
  await expect(page.getByRole('button', { name: 'Account menu of Petra Profile' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Petra Portfolio');
  await page.getByRole('textbox', { name: 'Profile address' }).fill(username);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Hourly rate' }).fill('55');
  await page
    .getByRole('group', { name: 'Services' })
    .getByRole('checkbox', { name: 'Website design' })
    .check();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile is saved.')).toBeVisible({ timeout: 15_000 });
  // The shell's header follows the saved name without a reload.
  await expect(page.getByRole('button', { name: 'Account menu of Petra Portfolio' })).toBeVisible();
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/my-profile.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 740 });
    await page.screenshot({ path: `${SHOTS}/my-profile-mobile.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 720 });
  }

  const publicPath = `/freelancer/profile/${username}`;
  await expect(page.getByRole('link', { name: 'See your public profile' })).toHaveAttribute(
    'href',
    publicPath,
  );

  const visitor = await browser.newContext({ baseURL: DEMO });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`${DEMO}${publicPath}`);
  await expect(visitorPage.getByRole('heading', { level: 2, name: 'Petra Portfolio' })).toBeVisible(
    {
      timeout: 15_000,
    },
  );
  await expect(visitorPage.getByText(title)).toBeVisible();
  await expect(visitorPage.getByText('£55.00 per hour')).toBeVisible();
  await expect(visitorPage.getByRole('list', { name: 'Services' })).toContainText('Website design');
  if (SHOTS) {
    await visitorPage.screenshot({ path: `${SHOTS}/public-profile.png`, fullPage: true });
    await visitorPage.setViewportSize({ width: 375, height: 740 });
    await visitorPage.screenshot({ path: `${SHOTS}/public-profile-mobile.png`, fullPage: true });
  }

  // Hiring asks the visitor to sign in and brings them back here.
  await visitorPage.getByRole('link', { name: 'Hire Petra Portfolio' }).click();
  await expect(visitorPage.getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute(
    'href',
    `/login?redirect=${encodeURIComponent(`${publicPath}/hire`)}`,
  );

  await visitor.close();
  await freelancer.context.close();
});
