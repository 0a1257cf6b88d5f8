import { expect, test } from '../fixtures';
import { signIn } from '../sign-in';
import { SHELL_PORT } from '../site';

const DEMO = `http://localhost:${SHELL_PORT}`;
const ACME = `http://acme.localhost:${SHELL_PORT}`;
const SHOTS = process.env.MP_SCREENSHOTS;

test('signed-out visitors of a private area are sent to sign in with a redirect', async ({
  page,
}) => {
  await page.goto(`${DEMO}/customer/jobs?tab=open`);
  await expect(page).toHaveURL(
    `${DEMO}/login?redirect=${encodeURIComponent('/customer/jobs?tab=open')}`,
  );
});

test('a customer on a freelancer page sees the freelancer forbidden screen', async ({ page }) => {
  // An organisation customer: the survey popup is only for other customers.
  await signIn(page, DEMO, 'org-customer@demo.test');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Inbox' })).toHaveAttribute('href', '/customer/inbox');
  await expect(nav.getByRole('link', { name: 'Post Job' })).toBeVisible();
  await page.goto(`${DEMO}/freelancer/proposals`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Log in as a freelancer to view this page',
  );
  // The tenant's own description replaces the default one.
  await expect(page.getByText('Switch to your freelancer account to see this page.')).toBeVisible();
  await expect(page.locator('.mp-shell-header')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/demo-forbidden.png`, fullPage: true });

  await page.getByRole('button', { name: /Account menu of/ }).click();
  await expect(page.getByText('credits available')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/demo-avatar-menu.png` });
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
});

test('a freelancer on a customer page sees the customer forbidden screen', async ({ page }) => {
  await signIn(page, ACME, 'freelancer@acme.test');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Jobs' }).click();
  await expect(nav.getByRole('link', { name: 'Search Jobs' })).toBeVisible();
  await page.goto(`${ACME}/customer/jobs`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Log in as a customer to view this page',
  );
  await expect(page.getByText('Clients only')).toBeVisible();
});

test('an unapproved customer sees the pending-approval screen on every path', async ({ page }) => {
  await signIn(page, ACME, 'pending-customer@acme.test');
  for (const path of ['/', '/customer/jobs', '/freelancer/search-jobs', '/no/such/page']) {
    await page.goto(`${ACME}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Your account is waiting for approval',
    );
  }
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/acme-pending.png`, fullPage: true });
});

test("the chat-support widget sends the customer's message to the API", async ({ page }) => {
  await signIn(page, ACME, 'customer@acme.test');
  const launcher = page.getByRole('button', { name: 'Chat with support' });
  await launcher.click();
  const panel = page.getByRole('dialog', { name: 'Support' });
  // The site's own controls, not the browser's: a themed panel in the corner, @mp/ui fields.
  await expect(launcher).toHaveClass(/mp-button/);
  await expect(panel).toHaveCSS('position', 'static');
  await expect(page.locator('.mp-support')).toHaveCSS('position', 'fixed');
  await expect(panel.getByLabel('Message')).toHaveClass(/mp-field__textarea/);
  await expect(panel.getByRole('button', { name: 'Send' })).toHaveClass(/mp-button--primary/);
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByText('Please input Message')).toBeVisible();
  await panel.getByLabel('Subject').fill('Invoice');
  await panel.getByLabel('Message').fill('Where is my invoice for the logo job?');
  const sent = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/apis/events' && response.request().method() === 'POST',
  );
  await panel.getByRole('button', { name: 'Send' }).click();
  const response = await sent;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({
    type: 'support_request',
    data: { subject: 'Invoice', message: 'Where is my invoice for the logo job?' },
  });
  await expect(panel.getByRole('status')).toHaveText(
    'Thanks, your message was sent. We will reply by e-mail.',
  );
  await expect(panel.getByLabel('Message')).toHaveValue('');
});
