import { expect, test } from '../fixtures';
import { DEMO, registerAs, signInAs } from '../jobs';
import { E2E_API_URL } from '../services';
import { PAYMENT_ALERT_MESSAGES, submitOnboardingDetails } from '../paying';

// A new user, the provider's hosted page and the verification wait: one long journey.
test.setTimeout(120_000);

test('a new freelancer follows the alert to settings, onboards with the provider and adds a bank account', async ({
  browser,
}) => {
  const freelancer = await registerAs(browser, 'demo', 'freelancer', 'Petra Payout');
  const { page } = freelancer;
  const onboardingAlert = page.getByText(PAYMENT_ALERT_MESSAGES.completeOnboarding);
  await expect(onboardingAlert).toBeVisible();
  await page.getByRole('link', { name: 'Open payment settings' }).first().click();
  await expect(page).toHaveURL(`${DEMO}/freelancer/setting#payment-account`);

  // The settings page (mf-profile) holds the section owned by mf-contracts-payments.
  const section = page.locator('section#payment-account');
  await expect(section.getByRole('heading', { name: 'Payment account' })).toBeVisible();
  await section.getByRole('button', { name: 'Set up payments' }).click();

  // The provider's own page (served by the sandbox), as a real provider's would be.
  await expect(page).toHaveURL(new RegExp(`^${E2E_API_URL}/payment/sandbox/onboarding`));
  await page.getByRole('button', { name: 'Submit details' }).click();
  await expect(page.getByText('Enter your first name.').first()).toBeVisible();
  await submitOnboardingDetails(page, { first: 'Petra', last: 'Payout' });

  // Back on the site: the section checks until the provider has verified the details.
  await expect(page).toHaveURL(`${DEMO}/freelancer/setting#payment-account`, { timeout: 20_000 });
  await expect(section.getByText('Complete')).toBeVisible({ timeout: 20_000 });
  const bankForm = section.getByRole('form', { name: 'Bank account details' });
  await bankForm.getByLabel('Name on the account').fill('Petra Payout');
  await bankForm.getByLabel('Country of the bank').selectOption('GB');
  await bankForm.getByLabel('Account number or IBAN').fill('000111111116');
  await bankForm.getByRole('button', { name: 'Save bank account' }).click();
  await expect(bankForm.getByText(/declined/i)).toBeVisible();
  await bankForm.getByLabel('Account number or IBAN').fill('00012345');
  await bankForm.getByRole('button', { name: 'Save bank account' }).click();
  await expect(
    section.getByText('Bank account saved. Your payouts will go to this account.'),
  ).toBeVisible();
  await expect(section.getByText('ending in 2345')).toBeVisible();

  // On the next visit the shell has nothing left to ask for.
  await page.goto(`${DEMO}/freelancer/profile`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const message of Object.values(PAYMENT_ALERT_MESSAGES)) {
    await expect(page.getByText(message)).toHaveCount(0);
  }
  await freelancer.context.close();
});

test('the seeded freelancer is onboarded: no payment alert, the bank account is shown', async ({
  browser,
}) => {
  const { page, context } = await signInAs(browser, DEMO, 'freelancer@demo.test');
  await page.goto(`${DEMO}/freelancer/setting#payment-account`);
  const section = page.locator('section#payment-account');
  await expect(section.getByText('Complete')).toBeVisible();
  await expect(section.getByText(/ending in \d{4}/)).toBeVisible();
  for (const message of Object.values(PAYMENT_ALERT_MESSAGES)) {
    await expect(page.getByText(message)).toHaveCount(0);
  }
  await context.close();
});
