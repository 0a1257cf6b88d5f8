import { expect, test } from '../fixtures';
import { DEMO, signInAs, uniqueTitle } from '../jobs';
import { payAMilestone } from '../money';

// Disputes (docs/disputes.md): a fresh contract of its own, paid through the API; the
// freelancer disputes the milestone on screen, its payout is held, an administrator splits
// the amount, and both sides see the outcome.
test.setTimeout(120_000);

test('a disputed milestone is held, the administrator splits it, and both sides see the outcome', async ({
  browser,
}) => {
  const task = 'Logo in three colours';
  const { jobId } = await payAMilestone(uniqueTitle('Disputed logo'), {
    title: task,
    amount: 30_000,
  });

  const freelancer = await signInAs(browser, DEMO, 'freelancer@demo.test');
  await freelancer.page.goto(`/freelancer/manage/${jobId}`);
  const milestone = freelancer.page.getByRole('article', { name: task });
  await milestone.getByRole('button', { name: 'Open a dispute' }).click();
  const dialog = freelancer.page.getByRole('dialog', { name: 'Open a dispute' });
  await dialog.getByLabel('What went wrong?').fill('The customer stopped answering.');
  await dialog.getByRole('button', { name: 'Open dispute' }).click();
  await expect(freelancer.page).toHaveURL(/\/disputes\/[^/]+$/);
  const disputePath = new URL(freelancer.page.url()).pathname;
  await expect(freelancer.page.getByText(/payment is held/)).toBeVisible();

  const customer = await signInAs(browser, DEMO, 'customer@demo.test');
  await customer.page.goto(`/customer/contract/${jobId}?mode=overview`);
  await customer.page.goto(disputePath);
  await expect(customer.page.getByText('The customer stopped answering.')).toBeVisible();
  await customer.page.getByLabel('Your message').fill('The logo came late.');
  await customer.page.getByRole('button', { name: 'Send' }).click();
  await expect(customer.page.getByText('The logo came late.')).toBeVisible();

  const admin = await signInAs(browser, DEMO, 'admin@demo.test');
  await admin.page.goto('/disputes');
  await admin.page.getByRole('link', { name: new RegExp(task) }).click();
  await expect(admin.page.getByText('The logo came late.')).toBeVisible();
  await admin.page.getByLabel('Decision').selectOption('split');
  await admin.page.getByLabel("Freelancer's share").fill('100');
  await admin.page.getByRole('button', { name: 'Resolve dispute' }).click();
  const confirm = admin.page.getByRole('dialog', { name: 'Resolve this dispute?' });
  await confirm.getByRole('button', { name: 'Resolve and move the money' }).click();
  await expect(admin.page.getByText('Split between both')).toBeVisible();

  for (const side of [customer, freelancer]) {
    await side.page.goto(disputePath);
    await expect(side.page.getByText('Split between both')).toBeVisible();
    await expect(side.page.getByText(/the discussion is closed/)).toBeVisible();
  }
  await freelancer.page.goto(`/freelancer/manage/${jobId}`);
  await expect(
    freelancer.page.getByRole('article', { name: task }).getByText(/Payout/),
  ).toBeVisible();
});
