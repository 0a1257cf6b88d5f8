/**
 * Steps of the payment tests: onboarding a freelancer through the sandbox's hosted page, a
 * card on file for a customer, and waiting for what the sandbox's webhooks settle.
 */
import type { PaymentAccountLinkResponse, PaymentAccountResponse } from '@mp/contracts';
import { SANDBOX_CARDS } from '../src/payment-provider';
import { call, type CallResult, type TestApi } from './harness';
import { expectStatus } from './proposals-support';

/** The sandbox settles charges (and verifies accounts) at once. */
export const INSTANT_SANDBOX = {
  PAYMENTS_SANDBOX_SETTLE_MS: '0',
  PAYMENTS_SANDBOX_VERIFICATION_DELAY_MS: '0',
};

export const SITE = 'http://localhost:8080';
export const RETURN_PATH = '/freelancer/settings#payment-account';
export const GOOD_FORM = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  dob: '1990-12-10',
  address_line1: '12 St James Square',
  city: 'London',
  postal_code: 'SW1Y 4JH',
  country: 'gb',
  id_number: '000000000',
  tos: 'accepted',
};
export const BANK = {
  accountHolderName: 'Ada Lovelace',
  country: 'GB',
  currency: 'GBP',
  routingNumber: '108800',
  accountNumber: '000123456789',
};

/** The seeded users start onboarded; this takes one back to "no account" (status 0). */
export async function withoutAccount(api: TestApi, userId: string): Promise<void> {
  await api.db.query('DELETE FROM payment_accounts WHERE tenant_id = $1 AND user_id = $2', [
    'demo',
    userId,
  ]);
}

export async function account(
  api: TestApi,
  userId: string,
  refresh = false,
  tenant = 'demo',
): Promise<PaymentAccountResponse> {
  const url = refresh ? '/payment/account?refresh=true' : '/payment/account';
  const response = await call(api, { method: 'GET', url, user: userId, tenant });
  expect(response.statusCode).toBe(200);
  return response.json<PaymentAccountResponse>();
}

export async function createLink(
  api: TestApi,
  userId: string,
  origin: string | null = SITE,
): Promise<CallResult> {
  return call(api, {
    method: 'POST',
    url: '/payment/account/link',
    user: userId,
    body: { returnPath: RETURN_PATH },
    headers: origin === null ? {} : { origin },
  });
}

export async function linkUrl(api: TestApi, userId: string): Promise<string> {
  const response = await createLink(api, userId);
  expect(response.statusCode).toBe(200);
  return response.json<PaymentAccountLinkResponse>().url;
}

export function postForm(url: string, fields: Record<string, string>): Promise<Response> {
  const link = new URL(url);
  const form = new URLSearchParams({
    tenant: link.searchParams.get('tenant') ?? '',
    token: link.searchParams.get('token') ?? '',
    ...fields,
  });
  return fetch(`${link.origin}${link.pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
}

/** Onboards through a new link with the given national id number; answers the refreshed account. */
export async function onboard(
  api: TestApi,
  userId: string,
  idNumber: string,
): Promise<PaymentAccountResponse> {
  const response = await postForm(await linkUrl(api, userId), {
    ...GOOD_FORM,
    id_number: idNumber,
  });
  expect(response.status).toBe(303);
  return account(api, userId, true);
}

/** Reads until `done` holds (the sandbox's webhooks arrive on their own), or fails after a while. */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`not settled: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Puts a card (a sandbox payment source) on file for a customer, who then pays with it. */
export async function addPaymentSource(
  api: TestApi,
  userId: string,
  card: { source?: string; tenant?: string; currency?: string } = {},
): Promise<void> {
  const { source = SANDBOX_CARDS.succeeds, tenant = 'demo', currency = 'GBP' } = card;
  const added = await call(api, {
    method: 'POST',
    url: '/payment/account/customer',
    user: userId,
    tenant,
    body: { currency, paymentSource: source },
  });
  expectStatus(added, 200);
}
