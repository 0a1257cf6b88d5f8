import { expect, test } from '../fixtures';
import { DEMO, registerAs } from '../jobs';
import { E2E_API_URL } from '../services';

// Plans and credits (docs/payments.md#subscriptions-and-plans, docs/payments.md#credits). The
// demo tenant's stripeSubscriptions switch is on for customers (its seeded features).
// Sign-up, the provider's page and two payments that settle by webhook: one long journey.
test.setTimeout(120_000);

test('a customer adds a card, subscribes to a plan, gets the allowance and buys credits', async ({
  browser,
}) => {
  const customer = await registerAs(browser, 'demo', 'customer', 'Sami Subscriber');
  const { page } = customer;
  const openAvatarMenu = async () => {
    await page.getByRole('button', { name: /Account menu of/ }).click();
    return page.getByTestId('credits');
  };

  // The avatar menu leads to plans and credits.
  const before = await openAvatarMenu();
  await expect(before.getByText('0 credits available', { exact: true })).toBeVisible();
  await expect(before.getByText('Monthly allowance left: 0', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Plans and credits' }).click();
  await expect(page).toHaveURL(`${DEMO}/customer/plans`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plans and credits');

  // A card first, on the provider's own page.
  const wayToPay = page.getByRole('region', { name: 'Way to pay' });
  await expect(wayToPay.getByText('You have not added a card yet.')).toBeVisible();
  await wayToPay.getByRole('button', { name: 'Add a card' }).click();
  await expect(page).toHaveURL(new RegExp(`^${E2E_API_URL}/payment/sandbox/setup`));
  await page.getByLabel('Name on the card or account').fill('Sami Subscriber');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByRole('button', { name: 'Save and return' }).click();
  await expect(page).toHaveURL(new RegExp(`^${DEMO}/customer/plans`), { timeout: 20_000 });
  await expect(wayToPay.getByText('Visa ending in 4242')).toBeVisible();

  // Subscribe, after a confirmation that names the price and the card.
  const plans = page.getByRole('region', { name: 'Plans' });
  await expect(plans.getByText('£9.99 a month')).toBeVisible();
  await plans.getByRole('button', { name: 'Subscribe to Starter' }).click();
  const confirm = page.getByRole('dialog', { name: 'Subscribe to Starter?' });
  await expect(confirm).toContainText(
    'You pay £9.99 now with Visa ending in 4242, then every month until you cancel.',
  );
  await confirm.getByRole('button', { name: 'Subscribe for £9.99' }).click();
  const subscription = page.getByRole('region', { name: 'Your subscription' });
  await expect(
    subscription.getByText('Your subscription is active. Your credits for this month are ready.'),
  ).toBeVisible({ timeout: 20_000 });
  await expect(subscription.getByText('Active', { exact: true })).toBeVisible();
  await expect(subscription.getByText(/^Renews on /)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Plans' })).toHaveCount(0);

  // The month's allowance shows on the screen and in the avatar menu.
  const credits = page.getByRole('region', { name: 'Credits' });
  await expect(credits.getByText("Left of this month's allowance: 20")).toBeVisible();
  const subscribed = await openAvatarMenu();
  await expect(subscribed.getByText('Monthly allowance left: 20', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  // Buying a pack changes the balance, here and in the avatar menu.
  await expect(credits.getByText('Credits available: 0')).toBeVisible();
  await credits.getByRole('button', { name: 'Buy 10 credits for £10.00' }).click();
  await expect(credits.getByText('10 credits added to your balance.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(credits.getByText('Credits available: 10')).toBeVisible();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('row', { name: /Bought/ })).toContainText('+10');
  const bought = await openAvatarMenu();
  await expect(bought.getByText('10 credits available', { exact: true })).toBeVisible();
  await expect(bought.getByText('Monthly allowance left: 20', { exact: true })).toBeVisible();
  await customer.context.close();
});
