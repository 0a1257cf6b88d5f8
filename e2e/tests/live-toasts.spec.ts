import { expect, test } from '../fixtures';
import { E2E_API_URL } from '../services';
import { signedInUserId } from '../session';
import { signIn } from '../sign-in';
import { SHELL_PORT } from '../site';

const DEMO = `http://localhost:${SHELL_PORT}`;
/** The API of the e2e run is started with this token (see packages/api/src/live/test-publish.ts). */
const TEST_TOKEN = process.env.LIVE_TEST_PUBLISH_TOKEN ?? 'e2e-live';

async function publish(event: Record<string, unknown>): Promise<number> {
  const response = await fetch(`${E2E_API_URL}/__test__/live/publish`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TEST_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(event),
  });
  return response.status;
}

const SOCKET_EVENTS = {
  channelMessageReceived: 'CHANNEL_MESSAGE_RECEIVED',
  massCloseJobsFinished: 'MASS_CLOSE_JOBS_FINISHED',
  bookingCreated: 'BOOKING_CREATED',
} as const;

const freelancer = { email: 'freelancer@demo.test', userId: '' };

test('a live message reaches the signed-in user as a toast linking to the inbox', async ({
  page,
}) => {
  await signIn(page, DEMO, freelancer.email);
  freelancer.userId = await signedInUserId(page);
  const event = {
    tenantId: 'demo',
    to: { userId: freelancer.userId },
    type: SOCKET_EVENTS.channelMessageReceived,
    payload: { channelId: 'chan-42', senderName: 'Cara Customer', message: 'Hello!' },
  };
  const toast = page.getByText('New message from Cara Customer');
  // The socket connects shortly after sign-in: publish until one arrives.
  await expect
    .poll(
      async () => {
        expect(await publish(event)).toBe(202);
        await page.waitForTimeout(500);
        return toast.count();
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
  const link = page.getByRole('link', { name: 'Click here to review' }).first();
  await expect(link).toHaveAttribute('href', '/freelancer/inbox/chan-42');

  await publish({
    tenantId: 'demo',
    to: { userId: freelancer.userId },
    type: SOCKET_EVENTS.massCloseJobsFinished,
    payload: { jobsProcessedCount: 4, jobsNotClosed: [{ jobId: 'j1', title: 'Logo design' }] },
  });
  await expect(
    page.getByText('Closing of all child jobs process finished. 4 jobs were processed'),
  ).toBeVisible();
  const massClose = page
    .getByRole('status')
    .filter({ hasText: 'The following jobs were not closed:' });
  await expect(massClose).toBeVisible();
  await expect(massClose.getByText('Logo design')).toBeVisible();
});

test('an event for another tenant or user never shows', async ({ page }) => {
  await signIn(page, DEMO, freelancer.email);
  freelancer.userId = await signedInUserId(page);
  const mine = {
    tenantId: 'demo',
    to: { userId: freelancer.userId },
    type: SOCKET_EVENTS.bookingCreated,
    payload: { bookingId: 'b1', productTitle: 'Mine' },
  };
  await expect
    .poll(
      async () => {
        await publish(mine);
        await page.waitForTimeout(500);
        return page.getByText('Booking successful: Mine').count();
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
  await publish({ ...mine, tenantId: 'acme', payload: { bookingId: 'b2', productTitle: 'Acme' } });
  await publish({
    ...mine,
    to: { userId: 'someone-else' },
    payload: { bookingId: 'b3', productTitle: 'Other' },
  });
  await publish({ ...mine, payload: { bookingId: 'b4', productTitle: 'Last' } });
  await expect(page.getByText('Booking successful: Last')).toBeVisible();
  await expect(page.getByText('Booking successful: Acme')).toHaveCount(0);
  await expect(page.getByText('Booking successful: Other')).toHaveCount(0);
});
