import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { DEMO, postJob, searchJobs, sendProposalFromDetails, signInAs, uniqueTitle } from '../jobs';
import { acceptOffer, addCard, CARDS } from '../paying';

// Ongoing work (docs/milestones.md#recurring-work): two users, the provider's hosted page and the
// sandbox settling the charge and the payout by webhook. Longer than one page test.
test.setTimeout(120_000);

/** The one cycle of the ongoing work named `title` on an open contract view. */
function cycleRow(page: Page, title: string) {
  return page
    .getByRole('region', { name: title, exact: true })
    .getByRole('table', { name: `Cycles of ${title}` })
    .getByRole('row')
    .nth(1);
}

test('weekly ongoing work: the freelancer gives hours, the customer pays the cycle, the freelancer is paid out', async ({
  browser,
}) => {
  const title = uniqueTitle('Weekly support retainer');
  const task = 'Weekly site care';
  const customer = await signInAs(browser, DEMO, 'customer@demo.test');
  const jobId = await postJob(customer, {
    title,
    description: 'Keep our shop running: updates, backups and small fixes every week.',
    amount: '900',
    cycle: 'Weekly',
  });
  const freelancer = await signInAs(browser, DEMO, 'freelancer@demo.test');
  const results = await searchJobs(freelancer.page, DEMO, title);
  await results.getByRole('link', { name: title, exact: true }).first().click();
  await sendProposalFromDetails(freelancer.page, title, {
    coverLetter: 'I look after small shops every week.',
    taskTitle: task,
    amount: '55',
  });
  // Accepting starts the recurring rule and opens its first cycle at once; the schedule
  // (RECURRING_TICK_MS) only opens the cycles after it, a week later.
  await acceptOffer(customer, jobId, 'Frankie Freelancer');
  await addCard(customer, CARDS.succeeds);

  // The freelancer sees the contract's terms and gives the hours of the open cycle.
  const { page: work } = freelancer;
  await work.goto(`${DEMO}/freelancer/manage/${jobId}`);
  const terms = work.getByText('CONTRACT TYPE').locator('xpath=../..');
  await expect(terms).toContainText('Ongoing Work');
  await expect(terms).toContainText('CYCLE DURATION');
  await expect(terms).toContainText('Weekly');
  const ongoing = work.getByRole('region', { name: task, exact: true });
  await expect(ongoing.getByText('Active', { exact: true })).toBeVisible();
  // The freelancer's hourly rate of £55.00 (their profile's), capped by the £900 budget.
  await expect(ongoing.getByText('Hourly rate').locator('xpath=..')).toContainText('£55.00');
  await expect(ongoing.getByText('Hours a cycle').locator('xpath=..')).toContainText('16');
  const mine = cycleRow(work, task);
  await expect(mine.getByText('Open', { exact: true })).toBeVisible();
  await mine.getByRole('button', { name: 'Give hours' }).click();
  const hours = mine.getByRole('form', { name: /^Hours for / });
  await hours.getByLabel('Hours worked').fill('3');
  await hours.getByLabel('Note (optional)').fill('Updated plugins, fixed the checkout button.');
  await hours.getByRole('button', { name: 'Give hours' }).click();
  await expect(mine.getByText('Hours given', { exact: true })).toBeVisible();
  await expect(mine).toContainText('£165.00');

  // The customer reads the hours and pays the cycle: 3 h × £55.00, the fee on top.
  const { page } = customer;
  await page.goto(`${DEMO}/customer/contract/${jobId}?mode=overview`);
  const theirs = cycleRow(page, task);
  await expect(theirs.getByText('Hours given', { exact: true })).toBeVisible();
  await expect(theirs).toContainText('Updated plugins, fixed the checkout button.');
  await expect(theirs).toContainText('£165.00');
  const totals = page.getByRole('group', { name: 'Money on this contract' });
  await expect(totals.getByText('Due').locator('xpath=..')).toContainText('£165.00');
  await theirs.getByRole('button', { name: 'Pay this cycle' }).click();
  const dialog = page.getByRole('dialog', { name: /^Pay the cycle .+\?$/ });
  const quote = (term: string) => dialog.getByText(term, { exact: true }).locator('xpath=..');
  await expect(quote('Amount')).toContainText('£165.00');
  // The provider's fee: 1.9 % of £165.00 (£3.135, rounded to £3.14) plus £0.20.
  await expect(quote('Payment provider fee')).toContainText('£3.34');
  await expect(quote('Total')).toContainText('£168.34');
  await expect(dialog.getByText(/You pay with .+ •••• 4242\./)).toBeVisible();
  await dialog.getByRole('button', { name: 'Pay £168.34' }).click();
  await expect(dialog).toHaveCount(0);
  // The sandbox settles the charge by webhook; a paid cycle is released to the freelancer.
  await expect(theirs.getByText('Paid', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(theirs.getByRole('button', { name: 'Pay this cycle' })).toHaveCount(0);
  await expect(totals.getByText('Paid', { exact: true }).locator('xpath=..')).toContainText(
    '£165.00',
  );
  await expect(totals.getByText('Due').locator('xpath=..')).toContainText('£0.00');
  await expect(theirs.getByText(/^Payout: (On its way to the freelancer|Paid out)$/)).toBeVisible();

  // The freelancer sees the cycle paid and the payout settled.
  await work.reload();
  await expect(mine.getByText('Paid', { exact: true })).toBeVisible();
  await expect(mine.getByText('Payout: Paid out')).toBeVisible({ timeout: 20_000 });
  await expect(mine.getByRole('button', { name: 'Give hours' })).toHaveCount(0);
  const timeline = work.getByRole('region', { name: 'What happened' });
  await expect(timeline.getByText(`You gave hours for “${task}”`)).toBeVisible();

  await customer.context.close();
  await freelancer.context.close();
});
