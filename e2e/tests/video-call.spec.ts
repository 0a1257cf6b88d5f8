import type { Browser, BrowserContext, Locator, Page, WebSocketRoute } from '@playwright/test';
import { FAKE_MEDIA_LAUNCH } from '../fake-media';
import { expect, test } from '../fixtures';
import { ACME, DEMO, newActorPage, signInAs } from '../jobs';
import { signedInUserId } from '../session';
import { signIn } from '../sign-in';

// Only this file's browser has the test camera and microphone; no STUN/TURN: the two pages
// connect through host candidates on this machine.
test.use({ launchOptions: FAKE_MEDIA_LAUNCH });

// Two users, each signed in through the real screens, plus two who must stay out.
test.setTimeout(120_000);

const SEEDED_JOB_ID = 'demo-job-booking-website';
const CUSTOMER = { email: 'customer@demo.test', name: 'Casey Customer' };
const FREELANCER = { email: 'freelancer@demo.test', name: 'Frankie Freelancer' };

/**
 * The live socket of a browser context, passed through a route that can cut it like a network
 * drop (open sockets close, new ones are refused) and let it back; counts the connections made
 * (socket.io's CONNECT packet "40…").
 */
async function cuttableLiveSocket(context: BrowserContext) {
  const open = new Set<WebSocketRoute>();
  let cut = false;
  let connections = 0;
  await context.routeWebSocket(/\/socket\.io\//, (ws) => {
    if (cut) return void ws.close();
    const server = ws.connectToServer();
    open.add(ws);
    ws.onMessage((message) => server.send(message));
    server.onMessage((message) => {
      if (String(message).startsWith('40')) connections += 1;
      ws.send(message);
    });
    ws.onClose(() => {
      open.delete(ws);
      void server.close();
    });
    server.onClose(() => {
      open.delete(ws);
      void ws.close();
    });
  });
  return {
    connections: () => connections,
    cut: async () => {
      cut = true;
      await Promise.all([...open].map((ws) => ws.close()));
    },
    restore: () => {
      cut = false;
    },
  };
}

/** Signs in and waits until the live socket is connected. */
async function signInListening(browser: Browser, origin: string, email: string) {
  const { context, page } = await newActorPage(browser, origin, email);
  const live = await cuttableLiveSocket(context);
  await signIn(page, origin, email);
  await expect.poll(live.connections, { timeout: 15_000 }).toBeGreaterThan(0);
  return { context, page, live };
}

const currentTime = (video: Locator) =>
  video.evaluate((element: HTMLVideoElement) => element.currentTime);

/** The other person's video plays: it has a picture, its time moves on and new frames come. */
async function expectPlaying(page: Page, name: string): Promise<void> {
  const video = page.getByLabel(`Video of ${name}`);
  await expect(video).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => currentTime(video), { timeout: 30_000 }).toBeGreaterThan(0.2);
  const before = await currentTime(video);
  await expect.poll(() => currentTime(video), { timeout: 10_000 }).toBeGreaterThan(before + 0.5);
  const frames = await video.evaluate(
    (element: HTMLVideoElement) =>
      new Promise<number>((resolve) => {
        let count = 0;
        const onFrame = () => {
          count += 1;
          if (count < 5) element.requestVideoFrameCallback(onFrame);
          else resolve(count);
        };
        element.requestVideoFrameCallback(onFrame);
      }),
  );
  expect(frames).toBe(5);
  expect(await video.evaluate((element: HTMLVideoElement) => element.videoWidth)).toBeGreaterThan(
    0,
  );
}

test('the customer calls the freelancer from a conversation; both see each other, come back after a drop, strangers stay out', async ({
  browser,
}) => {
  const freelancer = await signInListening(browser, DEMO, FREELANCER.email);
  const freelancerId = await signedInUserId(freelancer.page);
  const customer = await signInAs(browser, DEMO, CUSTOMER.email);
  const cp = customer.page;
  const fp = freelancer.page;

  // From the conversation about the job, the customer starts the call.
  await cp.goto(`${DEMO}/customer/inbox?freelancerId=${freelancerId}&jobId=${SEEDED_JOB_ID}`);
  await expect(cp).toHaveURL(/\/customer\/inbox\/[A-Za-z0-9_-]+$/);
  await cp.getByRole('link', { name: `Video call with ${FREELANCER.name}` }).click();
  await expect(cp.getByRole('heading', { name: `Call ${FREELANCER.name}` })).toBeVisible();
  await expect(cp.getByLabel('Video of You')).toBeVisible();
  await cp.getByRole('button', { name: 'Start call' }).click();
  await expect(cp).toHaveURL(/\/customer\/meet\?room=[A-Za-z0-9_-]+$/);
  const roomName = new URL(cp.url()).searchParams.get('room');
  await expect(cp.getByText(`Waiting for ${FREELANCER.name} to join…`)).toBeVisible();

  // The freelancer is rung (the toast stays 30 s) and joins from it.
  await expect(fp.getByText(`${CUSTOMER.name} is video calling you.`)).toBeVisible();
  await fp.getByRole('link', { name: 'Join the call now.' }).click();
  await expect(fp).toHaveURL(`${DEMO}/freelancer/meet?room=${roomName}`);
  await expect(fp.getByText(`With ${CUSTOMER.name}`)).toBeVisible();
  await fp.getByRole('button', { name: 'Join call' }).click();

  await expectPlaying(cp, FREELANCER.name);
  await expectPlaying(fp, CUSTOMER.name);
  await expect(cp.getByRole('timer')).toHaveText(/^\d+:\d\d$/);
  await expect(cp.getByText(`Waiting for ${FREELANCER.name} to join…`)).toHaveCount(0);

  // The freelancer mutes: the customer sees it.
  await fp.getByRole('button', { name: 'Mute', exact: true }).click();
  await expect(fp.getByRole('button', { name: 'Unmute' })).toHaveAttribute('aria-pressed', 'true');
  await expect(
    cp.getByRole('figure').filter({ hasText: FREELANCER.name }).getByText('Microphone off'),
  ).toBeVisible();

  // The freelancer's live connection drops: the call says so, and once the connection is
  // back joins again by itself; both see each other again.
  const before = freelancer.live.connections();
  await freelancer.live.cut();
  await expect(fp.getByText('Connection lost. Reconnecting…')).toBeVisible({ timeout: 20_000 });
  freelancer.live.restore();
  await expect(fp.getByText('Connection lost. Reconnecting…')).toHaveCount(0, { timeout: 30_000 });
  expect(freelancer.live.connections()).toBeGreaterThan(before);
  await expectPlaying(cp, FREELANCER.name);
  await expectPlaying(fp, CUSTOMER.name);

  // Someone of the tenant who is not invited, and someone of another tenant, cannot join.
  const stranger = await signInAs(browser, DEMO, 'agency@demo.test');
  await stranger.page.goto(`${DEMO}/freelancer/meet?room=${roomName}`);
  await expect(
    stranger.page.getByRole('heading', {
      name: 'This call has ended, or you are not invited to it.',
    }),
  ).toBeVisible();
  await expect(stranger.page.getByRole('button', { name: 'Join call' })).toHaveCount(0);
  const otherTenant = await signInAs(browser, ACME, 'freelancer@acme.test');
  await otherTenant.page.goto(`${ACME}/freelancer/meet?room=${roomName}`);
  await expect(
    otherTenant.page.getByRole('heading', {
      name: 'This call has ended, or you are not invited to it.',
    }),
  ).toBeVisible();
  await expect(otherTenant.page.getByRole('button', { name: 'Join call' })).toHaveCount(0);

  // Leaving: the freelancer's page says so, the customer waits again.
  await fp.getByRole('button', { name: 'Leave call' }).click();
  await expect(fp.getByRole('heading', { name: 'You left the call' })).toBeVisible();
  await expect(cp.getByText(`Waiting for ${FREELANCER.name} to join…`)).toBeVisible();

  for (const actor of [customer, freelancer, stranger, otherTenant]) await actor.context.close();
});
