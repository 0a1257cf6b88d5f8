import type { Browser } from '@playwright/test';
import { expect, test } from '../fixtures';
import { DEMO, newActorPage, postJob, signInAs, uniqueTitle } from '../jobs';
import { isUserSocketConnect, signedInUserId } from '../session';
import { signIn } from '../sign-in';

// Two users, each signed in through the real screens, take turns.
test.setTimeout(90_000);

const FREELANCER = { email: 'freelancer@demo.test', name: 'Frankie Freelancer' };
const CUSTOMER = { email: 'org-customer@demo.test' };

// A real 1×1 PNG: the API checks the bytes, and the preview must decode.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Signs in and waits until the live socket is connected (the user's socket.io CONNECT packet, "40{…}"). */
async function signInListening(browser: Browser, email: string) {
  const actor = await newActorPage(browser, DEMO, email);
  let connected = false;
  actor.page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (isUserSocketConnect(payload)) connected = true;
    }),
  );
  const listed = actor.page.waitForResponse((r) => new URL(r.url()).pathname === '/notifications');
  await signIn(actor.page, DEMO, email);
  await listed;
  await expect.poll(() => connected, { timeout: 15_000 }).toBe(true);
  return actor;
}

function unreadOf(label: string | null): number {
  return Number(/(\d+) unread/.exec(label ?? '')?.[1] ?? NaN);
}

test('an invitation appears live in the freelancer’s bell and opens the job', async ({
  browser,
}) => {
  const freelancer = await signInListening(browser, FREELANCER.email);
  const fp = freelancer.page;
  const bell = fp.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  const before = unreadOf(await bell.getAttribute('aria-label'));

  const customer = await signInAs(browser, DEMO, CUSTOMER.email);
  const title = uniqueTitle('Bell brochure');
  const jobId = await postJob(customer, {
    title,
    description: 'A brochure for the notification centre test.',
    amount: '300',
    service: 'Website design',
  });
  await customer.page.goto(`${DEMO}/customer/cl-search?jobId=${jobId}`);
  await customer.page.getByRole('button', { name: `Invite to job ${FREELANCER.name}` }).click();
  await expect(
    customer.page.getByRole('button', { name: `Invited ${FREELANCER.name}` }),
  ).toBeVisible();

  // Live: the count goes up without a reload, and the panel lists the invitation first.
  await expect(
    fp.getByRole('button', { name: `Notifications, ${before + 1} unread` }),
  ).toBeVisible();
  await fp.getByRole('button', { name: `Notifications, ${before + 1} unread` }).click();
  const panel = fp.getByRole('region', { name: 'Notifications' });
  const invitation = panel.getByRole('link', {
    name: new RegExp(`invited you to the job “${title}”`),
  });
  await expect(invitation).toBeVisible();
  await invitation.click();
  await expect(fp).toHaveURL(new RegExp(`/freelancer/proposal\\?jobId=${jobId}&`));
  await expect(fp.getByRole('button', { name: `Notifications, ${before} unread` })).toBeVisible();
});

test('a customer attaches an image and a PDF; the freelancer sees the preview; a program is refused', async ({
  browser,
}) => {
  const freelancer = await signInAs(browser, DEMO, FREELANCER.email);
  const freelancerId = await signedInUserId(freelancer.page);
  const customer = await signInAs(browser, DEMO, CUSTOMER.email);
  const cp = customer.page;
  await cp.goto(`${DEMO}/customer/inbox?freelancerId=${freelancerId}`);
  await expect(cp).toHaveURL(/\/customer\/inbox\/[A-Za-z0-9_-]+$/);
  const channelPath = new URL(cp.url()).pathname.replace('/customer/', '/freelancer/');

  const picker = cp.getByLabel('Attach files');
  await picker.setInputFiles([
    { name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ....') },
  ]);
  await expect(cp.getByText('setup.exe: this type of file cannot be sent.')).toBeVisible();
  await cp.getByRole('button', { name: 'Remove setup.exe' }).click();

  const name = `plan-${Date.now()}.png`;
  await picker.setInputFiles([
    { name, mimeType: 'image/png', buffer: PNG },
    { name: 'brief.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
  ]);
  const picked = cp.getByRole('list', { name: 'Files to send' });
  await expect(picked.getByText('Ready')).toHaveCount(2);
  await cp.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(picked).toHaveCount(0);

  for (const [page, who] of [
    [cp, FREELANCER.name],
    [freelancer.page, null],
  ] as const) {
    if (who === null) await page.goto(`${DEMO}${channelPath}`);
    const preview = page.getByRole('log').getByRole('img', { name });
    await expect(preview).toBeVisible();
    await expect
      .poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(1);
    await expect(page.getByRole('button', { name: 'Download brief.pdf' }).last()).toBeVisible();
  }
});
