/**
 * The freelancer's payment account with the sandbox provider (docs/payments.md): lifecycle
 * through the hosted onboarding page, the sandbox's test values, link rules, bank accounts,
 * roles and tenants. Verification settles at once here (PAYMENTS_SANDBOX_VERIFICATION_DELAY_MS=0).
 */
import type { PaymentAccountLinkResponse, PaymentAccountResponse } from '@mp/contracts';
import { seedDatabase } from '../src/seed/seed';
import { demoSeed } from '../src/seed/source';
import {
  accounts,
  call,
  snapshotTenant,
  startTestApi,
  TEST_TIMEOUT_MS,
  type CallResult,
  type TestApi,
} from './harness';

jest.setTimeout(TEST_TIMEOUT_MS);

const SITE = 'http://localhost:8080';
const RETURN_PATH = '/freelancer/settings#payment-account';
const GOOD_FORM = {
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
const BANK = {
  accountHolderName: 'Ada Lovelace',
  country: 'GB',
  currency: 'GBP',
  routingNumber: '108800',
  accountNumber: '000123456789',
};

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi(undefined, { PAYMENTS_SANDBOX_VERIFICATION_DELAY_MS: '0' });
});

afterAll(async () => {
  await api?.dispose();
});

/** The seeded users start onboarded; this takes one back to "no account" (status 0). */
async function withoutAccount(userId: string): Promise<void> {
  await api.db.query('DELETE FROM payment_accounts WHERE tenant_id = $1 AND user_id = $2', [
    'demo',
    userId,
  ]);
}

async function account(
  userId: string,
  refresh = false,
  tenant = 'demo',
): Promise<PaymentAccountResponse> {
  const url = refresh ? '/payment/account?refresh=true' : '/payment/account';
  const response = await call(api, { method: 'GET', url, user: userId, tenant });
  expect(response.statusCode).toBe(200);
  return response.json<PaymentAccountResponse>();
}

async function createLink(userId: string, origin: string | null = SITE): Promise<CallResult> {
  return call(api, {
    method: 'POST',
    url: '/payment/account/link',
    user: userId,
    body: { returnPath: RETURN_PATH },
    headers: origin === null ? {} : { origin },
  });
}

async function linkUrl(userId: string): Promise<string> {
  const response = await createLink(userId);
  expect(response.statusCode).toBe(200);
  return response.json<PaymentAccountLinkResponse>().url;
}

function postForm(url: string, fields: Record<string, string>): Promise<Response> {
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
async function onboard(userId: string, idNumber: string): Promise<PaymentAccountResponse> {
  const response = await postForm(await linkUrl(userId), { ...GOOD_FORM, id_number: idNumber });
  expect(response.status).toBe(303);
  return account(userId, true);
}

describe('payment account with the sandbox provider', () => {
  it('goes from no account through the hosted page and a bank account to onboarded', async () => {
    const user = accounts.freelancer.userId;
    await withoutAccount(user);
    const none = await account(user);
    expect(none).toMatchObject({ status: 0, isOnboarded: false, refreshedAt: null });
    expect(none.requirements.currently_due).toEqual([]);

    const created = await call(api, { method: 'POST', url: '/payment/account', user, body: {} });
    const fresh = created.json<PaymentAccountResponse>();
    expect(fresh.status).toBe(1);
    expect(fresh.requirements.currently_due).toEqual([
      'individual.first_name',
      'individual.last_name',
      'individual.dob',
      'individual.address',
      'individual.id_number',
      'tos_acceptance',
      'external_account',
    ]);
    expect(fresh).toMatchObject({ isOnboarded: false, onboardedType: null });

    const link = await createLink(user);
    const { url, expiresAt } = link.json<PaymentAccountLinkResponse>();
    const minutes = (Date.parse(expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(await page.text()).toContain('<label for="id_number">National id number</label>');

    const bad = await postForm(url, { ...GOOD_FORM, first_name: '', dob: '2020-02-30', tos: '' });
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    for (const field of ['first_name', 'dob', 'tos']) {
      expect(badHtml).toContain(`id="${field}-error"`);
    }
    expect(badHtml).not.toContain('id="last_name-error"');
    expect(badHtml).toContain('value="Lovelace"');

    const good = await postForm(url, GOOD_FORM);
    expect(good.status).toBe(303);
    expect(good.headers.get('location')).toBe(
      `${SITE}/freelancer/settings?onboarding=returned#payment-account`,
    );
    expect((await postForm(url, GOOD_FORM)).status).toBe(410);
    expect(await account(user)).toMatchObject({ status: 2, onboardedType: 'individual' });

    const verified = await account(user, true);
    expect(verified).toMatchObject({
      status: 4,
      isOnboarded: true,
      isExternalAccountMissing: true,
      isEventuallyDue: false,
    });
    expect(verified.requirements.currently_due).toEqual(['external_account']);

    const before = await snapshotTenant(api.db, 'demo');
    const declined = await call(api, {
      method: 'POST',
      url: '/payment/account/external-account',
      user,
      body: { ...BANK, accountNumber: '000111111116' },
    });
    expect(declined.statusCode).toBe(422);
    const error = declined.json<{ code: string; fields: { path: string; message: string }[] }>();
    expect(error.code).toBe('BANK_ACCOUNT_DECLINED');
    expect(error.fields[0]).toMatchObject({ path: 'body.accountNumber' });
    expect(error.fields[0]?.message).toMatch(/^bank_account_declined/);
    expect(await snapshotTenant(api.db, 'demo')).toEqual(before);

    const banked = await call(api, {
      method: 'POST',
      url: '/payment/account/external-account',
      user,
      body: BANK,
    });
    const done = banked.json<PaymentAccountResponse>();
    expect(done).toMatchObject({ status: 4, isOnboarded: true, isExternalAccountMissing: false });
    expect(done.requirements).toEqual({
      currently_due: [],
      eventually_due: [],
      past_due: [],
      errors: [],
    });
    expect(done.externalAccount).toEqual({
      accountHolderName: 'Ada Lovelace',
      bankName: 'Sandbox Test Bank GB 1088',
      country: 'GB',
      currency: 'gbp',
      last4: '6789',
    });
    expect(JSON.stringify(await snapshotTenant(api.db, 'demo'))).not.toContain('000123456789');
  });

  it('refuses the 111111111 id number, then verifies after onboarding again', async () => {
    const user = accounts.agency.userId;
    await withoutAccount(user);
    const refused = await onboard(user, '111111111');
    expect(refused).toMatchObject({ status: 3, isOnboarded: false });
    expect(refused.requirements.errors).toEqual([
      expect.objectContaining({
        code: 'verification_failed_id_number_match',
        requirement: 'individual.id_number',
      }),
    ]);
    expect(refused.requirements.currently_due).toEqual([
      'individual.id_number',
      'external_account',
    ]);
    const fixed = await onboard(user, '000000000');
    expect(fixed).toMatchObject({ status: 4, isOnboarded: true });
    expect(fixed.requirements.errors).toEqual([]);
  });

  it('warns when 222222222 leaves a document due eventually', async () => {
    const user = accounts.agencyFreelancer.userId;
    await withoutAccount(user);
    const warned = await onboard(user, '222222222');
    expect(warned).toMatchObject({ status: 4, isOnboarded: true, isEventuallyDue: true });
    expect(warned.requirements.eventually_due).toContain(
      'individual.verification.additional_document',
    );
  });

  it('binds links to the tenant, a short life and an allowed origin', async () => {
    const user = accounts.freelancer.userId;
    const url = await linkUrl(user);
    const acmeHeader = await fetch(url, { headers: { 'x-tenant-id': 'acme' } });
    expect(acmeHeader.status).toBe(404);
    expect(await acmeHeader.text()).toContain('Start again from your settings page');
    expect((await fetch(url.replace('tenant=demo', 'tenant=acme'))).status).toBe(404);
    expect((await fetch(url.replace(/token=[^&]+/, 'token=' + 'x'.repeat(43)))).status).toBe(404);
    await api.db.query(
      "UPDATE payment_sandbox_links SET expires_at = now() - interval '1 second' WHERE tenant_id = 'demo'",
    );
    expect((await fetch(url)).status).toBe(410);
    expect((await postForm(url, GOOD_FORM)).status).toBe(410);

    for (const origin of ['https://evil.example', null]) {
      const refused = await createLink(user, origin);
      expect(refused.statusCode).toBe(422);
      expect(refused.json<{ fields: { path: string }[] }>().fields[0]?.path).toBe('headers.origin');
    }
  });

  it('keeps each freelancer to their own account and refuses other roles', async () => {
    const user = accounts.freelancer.userId;
    const acme = await account(accounts.acmeFreelancer.userId, false, 'acme');
    expect(acme).toMatchObject({
      status: 4,
      isOnboarded: true,
      statementDescriptor: 'ACME TALENT',
    });
    const acmeBefore = await snapshotTenant(api.db, 'acme');
    const badDescriptor = await call(api, {
      method: 'POST',
      url: '/payment/account',
      user,
      body: { updateStatementDescriptor: '<4>' },
    });
    expect(badDescriptor.statusCode).toBe(400);
    expect(badDescriptor.json<{ fields: { path: string }[] }>().fields[0]?.path).toBe(
      'body.updateStatementDescriptor',
    );
    const named = await call(api, {
      method: 'POST',
      url: '/payment/account',
      user,
      body: { updateStatementDescriptor: 'ADA CODES' },
    });
    expect(named.json<PaymentAccountResponse>().statementDescriptor).toBe('ADA CODES');

    expect(await snapshotTenant(api.db, 'acme')).toEqual(acmeBefore);
    // Seeding again (every start does) leaves existing payment accounts alone.
    await seedDatabase(api.db, demoSeed());
    const acmeAfter = await snapshotTenant(api.db, 'acme');
    for (const table of ['payment_accounts', 'payment_sandbox_accounts']) {
      expect(acmeAfter[table]).toEqual(acmeBefore[table]);
    }
    expect(acmeAfter.payment_accounts).toHaveLength(3);

    for (const other of [accounts.customer.userId, accounts.admin.userId]) {
      const refused = await call(api, { method: 'GET', url: '/payment/account', user: other });
      expect(refused.statusCode).toBe(403);
    }
    const foreign = await call(api, {
      method: 'GET',
      url: '/payment/account',
      user: accounts.acmeFreelancer.userId,
    });
    expect(foreign.statusCode).toBe(403);

    await withoutAccount(user);
    const noAccount = await call(api, {
      method: 'POST',
      url: '/payment/account/external-account',
      user,
      body: BANK,
    });
    expect(noAccount.statusCode).toBe(409);
  });
});
