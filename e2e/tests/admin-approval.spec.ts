import { expect, test } from '../fixtures';
import { ACME, postJob, registerAs, signInAs, uniqueTitle } from '../jobs';

// Two users in their own browser contexts, each through the real screens.
test.setTimeout(90_000);

test('an acme administrator approves a new customer, who can then post a job', async ({
  browser,
}) => {
  const name = `Wanda Waiting ${Date.now().toString(36)}`;
  const customer = await registerAs(browser, 'acme', 'customer', name);
  await expect(customer.page.getByRole('heading', { level: 1 })).toHaveText(
    'Your account is waiting for approval',
  );

  // The administrator lands on the dashboard, the approvals queue their menu leads to.
  const admin = await signInAs(browser, ACME, 'admin@acme.test');
  await expect(admin.page).toHaveURL(`${ACME}/dashboard`);
  await expect(
    admin.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Approvals' }),
  ).toHaveAttribute('href', '/dashboard');
  const queue = admin.page.locator('[data-section="customer-approvals"]');
  await expect(
    queue.getByRole('heading', { name: 'Customers waiting for approval' }),
  ).toBeVisible();
  const entry = queue
    .getByRole('listitem')
    .filter({ has: admin.page.getByRole('heading', { name }) });
  await expect(entry.getByText(customer.email)).toBeVisible();
  await entry.getByRole('button', { name: `Approve ${name}` }).click();
  await expect(queue.getByRole('status')).toHaveText(
    `${name} is approved and can now use the marketplace.`,
  );
  await expect(queue.getByRole('heading', { name })).toHaveCount(0);

  // On the customer's next load /users/me says approved: the marketplace opens.
  await customer.page.reload();
  await expect(customer.page.getByRole('heading', { level: 1 })).not.toHaveText(
    'Your account is waiting for approval',
  );
  await postJob(customer, {
    title: uniqueTitle('Approved customer logo'),
    description: 'A logo for a new bakery, in two colours.',
  });
  await customer.context.close();
  await admin.context.close();
});

test('a declined customer is told their account was not approved, with the reason', async ({
  browser,
}) => {
  const name = `Dora Declined ${Date.now().toString(36)}`;
  const customer = await registerAs(browser, 'acme', 'customer', name);
  const admin = await signInAs(browser, ACME, 'admin@acme.test');
  const queue = admin.page.locator('[data-section="customer-approvals"]');
  const entry = queue
    .getByRole('listitem')
    .filter({ has: admin.page.getByRole('heading', { name }) });
  await entry.getByRole('button', { name: `Decline ${name}` }).click();
  const dialog = admin.page.getByRole('dialog', { name: `Decline ${name}?` });
  await dialog.getByLabel(/Reason/).fill('We could not verify your company.');
  await dialog.getByRole('button', { name: 'Decline customer' }).click();
  await expect(queue.getByRole('status')).toHaveText(`${name} was declined.`);

  await customer.page.reload();
  await expect(customer.page.getByRole('heading', { level: 1 })).toHaveText(
    'Your account was not approved',
  );
  await expect(
    customer.page.getByText('Reason given: We could not verify your company.'),
  ).toBeVisible();
  await customer.context.close();
  await admin.context.close();
});
