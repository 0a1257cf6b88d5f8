import type { Browser, Page } from '@playwright/test';
import { expect, navigateInApp, test } from '../fixtures';
import { DEMO, newActorPage, signInAs } from '../jobs';
import { controlService } from '../services';
import { isUserSocketConnect, signedInUserId } from '../session';
import { signIn } from '../sign-in';

// Services are stopped and started within the tests (docs/security.md#faults).
test.setTimeout(120_000);

// Not the job the messaging walk uses: each spec starts its own seeded conversation.
const SEEDED_JOB_ID = 'demo-job-brand-refresh';
const CUSTOMER = { email: 'customer@demo.test', name: 'Casey Customer' };
const FREELANCER = { email: 'freelancer@demo.test', name: 'Frankie Freelancer' };

/**
 * Signs in and counts the user's live socket connections: socket.io's CONNECT packet of the
 * main namespace ("40{…}"), not the tenant-wide one every page opens ("40/tenant,…").
 */
async function signInCountingSockets(browser: Browser, email: string) {
  const { context, page } = await newActorPage(browser, DEMO, email);
  const sockets = { connects: 0 };
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (isUserSocketConnect(payload)) sockets.connects += 1;
    }),
  );
  await signIn(page, DEMO, email);
  await expect.poll(() => sockets.connects, { timeout: 15_000 }).toBe(1);
  return { context, page, sockets };
}

function conversationLog(page: Page, name: string) {
  return page.getByRole('log', { name: `Messages with ${name}` });
}

test('the API restarted mid-session: the page recovers, the socket reconnects, no write is lost', async ({
  browser,
}) => {
  const freelancer = await signInCountingSockets(browser, FREELANCER.email);
  const freelancerId = await signedInUserId(freelancer.page);
  const customer = await signInAs(browser, DEMO, CUSTOMER.email);
  const page = customer.page;
  await page.goto(`${DEMO}/customer/inbox?freelancerId=${freelancerId}&jobId=${SEEDED_JOB_ID}`);
  await expect(page).toHaveURL(/\/customer\/inbox\/[A-Za-z0-9_-]+$/);
  const composer = page.getByRole('textbox', { name: `Message to ${FREELANCER.name}` });
  const log = conversationLog(page, FREELANCER.name);
  const during = `Sent while the API restarts ${Date.now()}`;
  // The conversation must have loaded before the API goes: a conversation that never loaded
  // shows its own error and retry instead of a composer.
  await expect(composer).toBeEditable();

  await controlService('api', 'stop');
  try {
    await composer.fill(during);
    await composer.press('Enter');
    // A clear error, and the text stays for the retry.
    // Other alerts may show meanwhile (the API is away for every part of the page).
    await expect(
      page.getByRole('alert').filter({
        hasText: 'The message was not sent. Check your connection and try again.',
      }),
    ).toBeVisible();
    await expect(composer).toHaveValue(during);
  } finally {
    await controlService('api', 'start');
  }

  // The freelancer's live socket comes back by itself.
  await expect.poll(() => freelancer.sockets.connects, { timeout: 30_000 }).toBeGreaterThan(1);

  // Retrying the same text stores it exactly once.
  await composer.press('Enter');
  await expect(composer).toHaveValue('');
  await expect(log.getByText(during)).toHaveCount(1);
  await page.reload();
  await expect(conversationLog(page, FREELANCER.name).getByText(during)).toHaveCount(1);

  // Live events reach the reconnected socket.
  await expect(
    freelancer.page.getByText(`New message from ${CUSTOMER.name}`).first(),
  ).toBeVisible();

  // The freelancer reads it: later tests of this seeded conversation start with nothing unread.
  const channelPath = new URL(page.url()).pathname.replace('/customer/', '/freelancer/');
  await freelancer.page.goto(`${DEMO}${channelPath}`);
  await expect(conversationLog(freelancer.page, CUSTOMER.name).getByText(during)).toBeVisible();
  await expect(freelancer.page.getByLabel(/unread messages/)).toHaveCount(0);
  await customer.context.close();
  await freelancer.context.close();
});

test('the identity service down: signed-in pages keep working, sign-in says so clearly', async ({
  browser,
}) => {
  const customer = await signInAs(browser, DEMO, CUSTOMER.email);
  const page = customer.page;
  await page.goto(`${DEMO}/customer/jobs`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await controlService('identity', 'stop');
  try {
    // Pages of the signed-in user keep loading their data on the cached credentials.
    await navigateInApp(page, '/customer/inbox');
    await expect(page.getByRole('navigation', { name: 'Conversations' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Conversations' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);

    // Signing in needs the service: a translated message, not a raw network error.
    const stranger = await newActorPage(browser, DEMO, FREELANCER.email);
    await stranger.page.goto(`${DEMO}/login`);
    await stranger.page.getByLabel('E-mail address').fill(FREELANCER.email);
    await stranger.page
      .getByRole('textbox', { name: 'Password', exact: true })
      .fill(stranger.password);
    await stranger.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(stranger.page.getByRole('alert')).toHaveText(
      'We could not reach the sign-in service. Check your connection and try again.',
    );
    await expect(stranger.page).toHaveURL(/\/login/);
    await stranger.context.close();
  } finally {
    await controlService('identity', 'start');
  }
  await customer.context.close();
});
