import { expect, test } from '../fixtures';
import {
  ACME,
  DEMO,
  postJob,
  registerAs,
  searchJobs,
  SEEDED_DEMO_CONTRACT_JOB_ID,
  sendProposalFromDetails,
  signInAs,
  uniqueTitle,
} from '../jobs';
import {
  acceptOffer,
  addCard,
  CARDS,
  PAYMENT_ALERT_MESSAGES,
  payOnScreen as pay,
  signOffOnScreen,
  submitOnboardingDetails,
  submitWorkOnScreen,
} from '../paying';

// Money moves (docs/milestones.md, docs/payments.md): two users, the provider's hosted page and
// the sandbox settling charges and payouts by webhook. Longer than one page test.
test.setTimeout(120_000);

test('the customer adds a card and pays a milestone, the freelancer delivers, the customer signs off, and the freelancer is paid out', async ({
  browser,
}) => {
  const title = uniqueTitle('Milestone payments landing page');
  const task = 'Design and build the landing page';
  const customer = await signInAs(browser, DEMO, 'customer@demo.test');
  const jobId = await postJob(customer, {
    title,
    description: 'A landing page for a spring sale, with a sign-up form.',
    amount: '900',
  });
  const freelancer = await signInAs(browser, DEMO, 'freelancer@demo.test');
  const results = await searchJobs(freelancer.page, DEMO, title);
  await results.getByRole('link', { name: title, exact: true }).first().click();
  await sendProposalFromDetails(freelancer.page, title, {
    coverLetter: 'Landing pages that convert, delivered in a week.',
    taskTitle: task,
    amount: '750',
  });

  const { page } = customer;
  await acceptOffer(customer, jobId, 'Frankie Freelancer');

  await addCard(customer, CARDS.succeeds);

  // The contract list says what waits; the overview pays it.
  await page.goto(`${DEMO}/customer/manage`);
  const row = page
    .getByRole('region', { name: 'In contract' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(row.getByText('1 milestone to pay')).toBeVisible();
  await row.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(`${DEMO}/customer/contract/${jobId}?mode=overview`);
  await expect(page.getByText('CONTRACT TYPE')).toBeVisible();
  await pay(page, task);
  const milestone = page.getByRole('article', { name: task });
  await expect(milestone.getByText('Paid, in progress', { exact: true })).toBeVisible({
    timeout: 20_000,
  });
  const totals = page.getByRole('group', { name: 'Money on this contract' });
  await expect(totals.getByText('In escrow').locator('xpath=..')).toContainText('£750.00');

  // The freelancer delivers from their contract view, with a note and a file.
  const { page: work } = freelancer;
  await work.goto(`${DEMO}/freelancer/manage`);
  const current = work
    .getByRole('region', { name: 'In progress' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(current.getByText('Work to submit on 1 milestone')).toBeVisible();
  await current.getByRole('link', { name: title, exact: true }).click();
  await expect(work).toHaveURL(`${DEMO}/freelancer/manage/${jobId}`);
  const delivering = work.getByRole('article', { name: task });
  await delivering.getByRole('button', { name: 'Submit work' }).click();
  const submit = work.getByRole('dialog', { name: `Submit work for “${task}”` });
  await submit.getByLabel('Note to the customer').fill('Live on staging: sign-up form included.');
  await submit.getByLabel('Files').setInputFiles({
    name: 'handover.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Logins and the style guide.\n'),
  });
  await submit.getByRole('button', { name: 'Submit work' }).click();
  await expect(submit).toHaveCount(0, { timeout: 15_000 });
  await expect(delivering.getByText('Work submitted', { exact: true })).toBeVisible();

  // The customer reads the note, opens the file and signs off.
  await page.reload();
  await expect(milestone.getByText('Live on staging: sign-up form included.')).toBeVisible();
  const download = page.waitForEvent('download');
  await milestone.getByRole('button', { name: 'Download handover.txt' }).click();
  expect((await download).suggestedFilename()).toBe('handover.txt');
  await milestone.getByRole('button', { name: 'Sign off' }).click();
  const signOff = page.getByRole('dialog', { name: `Sign off “${task}”?` });
  await signOff.getByRole('button', { name: 'Sign off' }).click();
  await expect(signOff).toHaveCount(0);
  await expect(milestone.getByText('Signed off', { exact: true })).toBeVisible();

  // The seeded freelancer is onboarded: the payout goes out and settles.
  await work.reload();
  await expect(delivering.getByText('Payout: Paid out')).toBeVisible({ timeout: 20_000 });
  const timeline = work.getByRole('region', { name: 'What happened' });
  await expect(timeline.getByText(`The customer signed off “${task}”`)).toBeVisible();
  await expect(timeline.getByText(`You submitted the work of “${task}”`)).toBeVisible();

  await customer.context.close();
  await freelancer.context.close();
});

test('a declined card shows what to do; with a new card the retry succeeds', async ({
  browser,
}) => {
  const task = 'Logo and palette';
  const customer = await signInAs(browser, DEMO, 'customer@demo.test');
  const { page } = customer;
  await addCard(customer, CARDS.declined);

  await page.goto(`${DEMO}/customer/contract/${SEEDED_DEMO_CONTRACT_JOB_ID}?mode=overview`);
  await pay(page, task);
  const milestone = page.getByRole('article', { name: task });
  const refusal = milestone.getByRole('alert');
  await expect(refusal).toContainText('The last payment was refused.', { timeout: 20_000 });
  await expect(refusal).toContainText(
    'The bank of the card refused the payment. Ask your bank, or pay with another card.',
  );
  await expect(
    page
      .getByRole('region', { name: 'What happened' })
      .getByText(`The payment provider refused the payment of “${task}”`),
  ).toBeVisible();

  // The alert leads to the settings, where another card is added.
  await refusal.getByRole('link', { name: 'Add a card or bank account' }).click();
  await expect(page).toHaveURL(`${DEMO}/customer/setting#payment-methods`);
  await addCard(customer, CARDS.succeeds);

  await page.goto(`${DEMO}/customer/contract/${SEEDED_DEMO_CONTRACT_JOB_ID}?mode=overview`);
  await pay(page, task, { again: true });
  await expect(milestone.getByText('Paid, in progress', { exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await expect(milestone.getByRole('alert')).toHaveCount(0);

  await customer.context.close();
});

test('on acme, in euros: a new freelancer without a payout account is told to onboard, the payout waits and goes out once they have', async ({
  browser,
}) => {
  const title = uniqueTitle('Acme stock count');
  const task = 'Count the stock';
  const freelancer = await registerAs(browser, 'acme', 'freelancer', 'Wanda Waitingpay');
  const { page: work } = freelancer;
  await expect(work.getByText(PAYMENT_ALERT_MESSAGES.completeOnboarding)).toBeVisible();

  const customer = await signInAs(browser, ACME, 'customer@acme.test');
  const jobId = await postJob(customer, {
    title,
    description: 'Count the stock of our two warehouses before the year ends.',
    amount: '600',
  });
  const results = await searchJobs(work, ACME, title);
  await results.getByRole('link', { name: title, exact: true }).first().click();
  await sendProposalFromDetails(work, title, {
    coverLetter: 'I have counted stock for ten years.',
    taskTitle: task,
    amount: '400',
  });
  await acceptOffer(customer, jobId, /Waitingpay/);
  await addCard(customer, CARDS.succeeds);

  // acme counts in euros: the quote, the total and the contract's money.
  const { page } = customer;
  await page.goto(`${ACME}/customer/contract/${jobId}?mode=overview`);
  const milestone = page.getByRole('article', { name: task });
  await expect(milestone).toContainText('€400.00');
  await pay(page, task, { sign: '€' });
  await expect(milestone.getByText('Paid, in progress', { exact: true })).toBeVisible({
    timeout: 20_000,
  });
  const totals = page.getByRole('group', { name: 'Money on this contract' });
  await expect(totals.getByText('In escrow').locator('xpath=..')).toContainText('€400.00');

  await work.goto(`${ACME}/freelancer/manage/${jobId}`);
  await submitWorkOnScreen(work, task, 'Both warehouses counted; the sheet is attached.');
  await page.reload();
  await signOffOnScreen(page, task);
  await expect(totals.getByText('Paid', { exact: true }).locator('xpath=..')).toContainText(
    '€400.00',
  );

  // Without a payout account the payout waits, and the shell says what to do.
  await work.reload();
  const delivered = work.getByRole('article', { name: task });
  await expect(delivered.getByText('Signed off', { exact: true })).toBeVisible();
  await expect(
    delivered.getByText("Payout: Waiting for the freelancer's payment account"),
  ).toBeVisible();
  await expect(work.getByText(PAYMENT_ALERT_MESSAGES.completeOnboarding)).toBeVisible();
  await expect(
    milestone.getByText("Payout: Waiting for the freelancer's payment account"),
  ).toBeVisible();

  // The freelancer onboards on the provider's hosted page and gives a bank account.
  await work.getByRole('link', { name: 'Open payment settings' }).first().click();
  await expect(work).toHaveURL(`${ACME}/freelancer/setting#payment-account`);
  const section = work.locator('section#payment-account');
  await section.getByRole('button', { name: 'Set up payments' }).click();
  await submitOnboardingDetails(work, { first: 'Wanda', last: 'Waitingpay' });
  await expect(work).toHaveURL(`${ACME}/freelancer/setting#payment-account`, { timeout: 20_000 });
  await expect(section.getByText('Complete')).toBeVisible({ timeout: 20_000 });
  const bankForm = section.getByRole('form', { name: 'Bank account details' });
  await bankForm.getByLabel('Name on the account').fill('Wanda Waitingpay');
  await bankForm.getByLabel('Country of the bank').selectOption('DE');
  await bankForm.getByLabel('Account number or IBAN').fill('DE89370400440532013000');
  await bankForm.getByRole('button', { name: 'Save bank account' }).click();
  await expect(
    section.getByText('Bank account saved. Your payouts will go to this account.'),
  ).toBeVisible();

  // Now payable: the waiting payout goes out and settles; nothing is left to ask for.
  await work.goto(`${ACME}/freelancer/manage/${jobId}`);
  await expect(delivered.getByText('Payout: Paid out')).toBeVisible({ timeout: 20_000 });
  for (const message of Object.values(PAYMENT_ALERT_MESSAGES)) {
    await expect(work.getByText(message)).toHaveCount(0);
  }
  await page.reload();
  await expect(milestone.getByText('Payout: Paid out')).toBeVisible();

  await customer.context.close();
  await freelancer.context.close();
});
