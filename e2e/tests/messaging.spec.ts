import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { DEMO, newActorPage, signInAs } from '../jobs';
import { isUserSocketConnect, signedInUserId } from '../session';
import { signIn } from '../sign-in';

// Two users, each signed in through the real screens, take turns.
test.setTimeout(60_000);

const SEEDED_JOB_ID = 'demo-job-booking-website';

/** The seeded demo accounts (packages/contracts seed-accounts). */
const CUSTOMER = { email: 'customer@demo.test', name: 'Casey Customer' };
const FREELANCER = { email: 'freelancer@demo.test', name: 'Frankie Freelancer' };

/**
 * Signs in in a browser context of its own, and reports when the live socket is connected
 * (the user's socket.io CONNECT packet, "40{…}") and the unread count has been read: from then on a
 * message reaches this page live and bumps a count that is already in place.
 */
async function signInListening(browser: Browser, email: string) {
  const { context, page } = await newActorPage(browser, DEMO, email);
  let connected = false;
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (isUserSocketConnect(payload)) connected = true;
    }),
  );
  const unreadRead = page.waitForResponse((r) => r.url().includes('countUnread=1'));
  await signIn(page, DEMO, email);
  await unreadRead;
  await expect.poll(() => connected, { timeout: 15_000 }).toBe(true);
  return { context, page };
}

function conversationLog(page: Page, name: string) {
  return page.getByRole('log', { name: `Messages with ${name}` });
}

async function send(page: Page, to: string, text: string): Promise<void> {
  const composer = page.getByRole('textbox', { name: `Message to ${to}` });
  await composer.fill(text);
  await composer.press('Enter');
  await expect(composer).toHaveValue('');
}

test('a customer writes to a freelancer, who is told live, reads it (badge clears) and replies live', async ({
  browser,
}) => {
  const customerAccount = CUSTOMER;
  const freelancerAccount = FREELANCER;
  const freelancer = await signInListening(browser, freelancerAccount.email);
  const freelancerId = await signedInUserId(freelancer.page);
  const customer = await signInAs(browser, DEMO, customerAccount.email);
  const text = `Hello from the yoga studio ${Date.now()}`;

  // The customer opens the conversation from the inbox address a "Message" button links to.
  await customer.page.goto(
    `${DEMO}/customer/inbox?freelancerId=${freelancerId}&jobId=${SEEDED_JOB_ID}`,
  );
  await expect(customer.page).toHaveURL(/\/customer\/inbox\/[A-Za-z0-9_-]+$/);
  const channelPath = new URL(customer.page.url()).pathname.replace('/customer/', '/freelancer/');
  await expect(customer.page.getByRole('heading', { name: freelancerAccount.name })).toBeVisible();
  await send(customer.page, freelancerAccount.name, text);
  await expect(
    conversationLog(customer.page, freelancerAccount.name).getByText(text),
  ).toBeVisible();

  // The freelancer hears of it live: a toast linking to the conversation, and the badge.
  const fp = freelancer.page;
  await expect(fp.getByText(`New message from ${customerAccount.name}`)).toBeVisible();
  await expect(fp.getByLabel('1 unread messages').first()).toBeVisible();
  const review = fp.getByRole('link', { name: 'Click here to review' }).first();
  await expect(review).toHaveAttribute('href', channelPath);
  await review.click();
  await expect(fp).toHaveURL(`${DEMO}${channelPath}`);
  await expect(conversationLog(fp, customerAccount.name).getByText(text)).toBeVisible();
  await expect(fp.getByLabel(/unread messages/)).toHaveCount(0);
  // This job's conversation: the same two people may talk about other jobs too.
  const listed = fp
    .getByRole('navigation', { name: 'Conversations' })
    .getByRole('link', { name: new RegExp(customerAccount.name) })
    .and(fp.locator(`a[href="${channelPath}"]`));
  await expect(listed).toContainText(text);
  await expect(listed).not.toContainText('unread');

  // The reply reaches the customer's open conversation live.
  const reply = `Happy to help ${Date.now()}`;
  await send(fp, customerAccount.name, reply);
  await expect(
    conversationLog(customer.page, freelancerAccount.name).getByText(reply),
  ).toBeVisible();
  await expect(conversationLog(customer.page, freelancerAccount.name).getByText('You')).toHaveCount(
    1,
  );

  // Away from the inbox, the next message counts from the exact total the inbox left: 1.
  await fp.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  await expect(fp).toHaveURL(`${DEMO}/freelancer/profile`);
  await send(customer.page, freelancerAccount.name, `One more thing ${Date.now()}`);
  await expect(fp.getByLabel('1 unread messages').first()).toBeVisible();
  await expect(fp.getByLabel('2 unread messages')).toHaveCount(0);

  await customer.context.close();
  await freelancer.context.close();
});
