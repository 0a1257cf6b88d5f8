import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import {
  apiClientOf,
  getMe,
  ORIGIN,
  postJob,
  sendProposalCall,
  signInAs,
  uniqueTitle,
  updateProposal,
  type TenantId,
} from '../jobs';

// A customer and a freelancer take turns on each tenant (docs/dashboard.md).
test.setTimeout(120_000);

/** Opens /dashboard and waits until its live socket is connected (socket.io's "40…" packet). */
async function openDashboardListening(page: Page, origin: string): Promise<void> {
  let connected = false;
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (String(payload).startsWith('40')) connected = true;
    }),
  );
  await page.goto(`${origin}/dashboard`);
  await expect(page.getByRole('region', { name: 'What needs you now' })).toBeVisible();
  await expect.poll(() => connected, { timeout: 15_000 }).toBe(true);
}

/** The freelancer sends a one-task proposal through the API, as the compose screen would. */
async function proposeThroughApi(tenant: TenantId, email: string, jobId: string): Promise<string> {
  const api = await apiClientOf(tenant, email);
  const me = await api.call(getMe);
  await api.call(updateProposal, {
    body: {
      freelancerId: me.userId,
      jobID: jobId,
      proposal: {
        description: 'I design menus and signs for small shops.',
        tasks: [{ title: 'Design the menu', amount: 30000 }],
      },
    },
  });
  await api.call(sendProposalCall, { body: { freelancerId: me.userId, jobID: jobId } });
  return me.name;
}

for (const tenant of ['demo', 'acme'] as const) {
  test(`on ${tenant} the customer's dashboard shows a new proposal live, and its link opens it`, async ({
    browser,
  }) => {
    const origin = ORIGIN[tenant];
    const customer = await signInAs(browser, origin, `customer@${tenant}.test`);
    const title = uniqueTitle('Dashboard menu card');
    const jobId = await postJob(customer, {
      title,
      description: 'A menu card for a small cafe, printed and online.',
      amount: '400',
    });
    const { page } = customer;
    await openDashboardListening(page, origin);
    const needsYou = page.getByRole('region', { name: 'What needs you now' });
    await expect(
      needsYou.getByRole('link', { name: `No proposals yet for “${title}”: invite freelancers` }),
    ).toBeVisible();

    // The freelancer proposes; the customer's dashboard shows it without a reload.
    const loads: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && loads.push(frame.url()));
    const freelancerName = await proposeThroughApi(tenant, `freelancer@${tenant}.test`, jobId);
    const itemName = `${freelancerName} sent a proposal for “${title}”`;
    const item = needsYou.getByRole('link', { name: itemName });
    await expect(item).toBeVisible({ timeout: 15_000 });
    expect(loads).toEqual([]);
    await expect(
      needsYou.getByRole('link', { name: new RegExp(`No proposals yet for “${title}”`) }),
    ).toHaveCount(0);
    const row = needsYou
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: itemName }) });
    await expect(row.locator('img, .mp-avatar').first()).toBeVisible();

    await item.click();
    await expect(page).toHaveURL(`${origin}/customer/list-all-proposals?jobId=${jobId}`);
    await expect(page.getByRole('article', { name: freelancerName })).toBeVisible();
    await expect(page.getByText('I design menus and signs for small shops.')).toBeVisible();
    await customer.context.close();
  });
}
