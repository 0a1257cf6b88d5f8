/**
 * Helpers of the money journeys through the screens (docs/payments.md#paying,
 * docs/milestones.md#screens): a customer hires, adds a card on the provider's hosted page and
 * pays on the contract overview; a freelancer submits the work of a milestone.
 */
import { expect, type Page } from '@playwright/test';
import { type Actor } from './jobs';
import { E2E_API_URL } from './services';

/** Sandbox test cards (docs/payments.md#test-values-of-payments). */
export const CARDS = { succeeds: '4242424242424242', declined: '4000000000000002' };

/** The customer accepts the offer of `freelancerName` on the job's proposals screen. */
export async function acceptOffer(
  customer: Actor,
  jobId: string,
  freelancerName: string | RegExp,
): Promise<void> {
  const { page, origin } = customer;
  await page.goto(`${origin}/customer/list-all-proposals?jobId=${jobId}`);
  await page
    .getByRole('article', { name: freelancerName })
    .getByRole('button', { name: 'Accept offer' })
    .click();
  const accept = page.getByRole('dialog', { name: 'Accept this offer?' });
  await accept.getByRole('button', { name: 'Accept offer' }).click();
  await expect(accept).toHaveCount(0);
}

/** Adds a card on the provider's hosted page from the customer's settings, and comes back. */
export async function addCard(customer: Actor, number: string): Promise<void> {
  const { page, origin } = customer;
  await page.goto(`${origin}/customer/setting#payment-methods`);
  const section = page.locator('section#payment-methods');
  await expect(section.getByRole('heading', { name: 'Ways to pay' })).toBeVisible();
  await section.getByRole('button', { name: 'Add a card or bank account' }).click();
  await expect(page).toHaveURL(new RegExp(`^${E2E_API_URL}/payment/sandbox/`));
  await page.getByRole('radio', { name: 'Card' }).check();
  await page.getByLabel('Name on the card or account').fill('Casey Customer');
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByRole('button', { name: 'Save and return' }).click();
  // Back on the site: the section reads the list afresh, the newest card pays.
  await expect(page).toHaveURL(`${origin}/customer/setting#payment-methods`, { timeout: 20_000 });
  await expect(section.getByText('Welcome back. Your ways to pay are up to date.')).toBeVisible();
  await expect(
    section.getByRole('listitem').filter({ hasText: 'Used for payments' }),
  ).toContainText(`ending in ${number.slice(-4)}`);
}

export interface PayOptions {
  /** Paying again after a refusal. */
  again?: boolean;
  /** The tenant's currency sign the total is written with. */
  sign?: string;
}

/** Pays a milestone of the open contract page after reading the quote in the dialog. */
export async function payOnScreen(
  page: Page,
  title: string,
  { again = false, sign = '£' }: PayOptions = {},
): Promise<void> {
  const milestone = page.getByRole('article', { name: title });
  await milestone
    .getByRole('button', { name: again ? 'Retry payment' : 'Pay', exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: `Pay “${title}”${again ? ' again' : ''}?` });
  await expect(dialog.getByText('Payment provider fee')).toBeVisible();
  await expect(dialog.getByText(/You pay with .+ •••• \d{4}\./)).toBeVisible();
  await dialog.getByRole('button', { name: `Pay ${sign}` }).click();
  await expect(dialog).toHaveCount(0);
}

/** The freelancer submits the work of a paid milestone on their contract view, with a note. */
export async function submitWorkOnScreen(page: Page, task: string, note: string): Promise<void> {
  const milestone = page.getByRole('article', { name: task });
  await milestone.getByRole('button', { name: 'Submit work' }).click();
  const submit = page.getByRole('dialog', { name: `Submit work for “${task}”` });
  await submit.getByLabel('Note to the customer').fill(note);
  await submit.getByRole('button', { name: 'Submit work' }).click();
  await expect(submit).toHaveCount(0, { timeout: 15_000 });
  await expect(milestone.getByText('Work submitted', { exact: true })).toBeVisible();
}

/** The customer signs off a submitted milestone on the contract overview. */
export async function signOffOnScreen(page: Page, task: string): Promise<void> {
  const milestone = page.getByRole('article', { name: task });
  await milestone.getByRole('button', { name: 'Sign off' }).click();
  const signOff = page.getByRole('dialog', { name: `Sign off “${task}”?` });
  await signOff.getByRole('button', { name: 'Sign off' }).click();
  await expect(signOff).toHaveCount(0);
  await expect(milestone.getByText('Signed off', { exact: true })).toBeVisible();
}

/** The payment onboarding alerts the shell shows freelancers (docs/payments.md#onboarding-alerts). */
export const PAYMENT_ALERT_MESSAGES = {
  completeOnboarding:
    'To start receiving funds, please complete onboarding with the payment provider on your settings page',
  furtherInformation:
    'To continue receiving funds, please provide some further information to the payment provider on your settings page',
  bankAccount:
    'To start receiving funds, please specify which bank account should receive funds on your settings page',
};

/**
 * Fills and submits the sandbox provider's hosted onboarding form with details it verifies
 * (docs/payments.md#sandbox-states-and-test-values).
 */
export async function submitOnboardingDetails(
  page: Page,
  name: { first: string; last: string },
): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^${E2E_API_URL}/payment/sandbox/onboarding`));
  await page.getByLabel('First name').fill(name.first);
  await page.getByLabel('Last name').fill(name.last);
  await page.getByLabel('Date of birth').fill('1990-04-23');
  await page.getByLabel('Address line').fill('1 Market Street');
  await page.getByLabel('Town or city').fill('London');
  await page.getByLabel('Postal code').fill('EC1A 1BB');
  await page.getByLabel('Country', { exact: true }).fill('GB');
  await page.getByLabel('National id number').fill('000000000');
  await page.getByLabel(/I accept the Sandbox Payments services agreement/).check();
  await page.getByRole('button', { name: 'Submit details' }).click();
}
