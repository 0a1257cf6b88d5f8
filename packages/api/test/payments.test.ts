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
  type TestApi,
} from './harness';
import {
  account,
  BANK,
  createLink,
  GOOD_FORM,
  linkUrl,
  onboard,
  postForm,
  SITE,
  withoutAccount,
} from './payments-support';

jest.setTimeout(TEST_TIMEOUT_MS);

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi(undefined, { PAYMENTS_SANDBOX_VERIFICATION_DELAY_MS: '0' });
});

afterAll(async () => {
  await api?.dispose();
});

describe('payment account with the sandbox provider', () => {
  it('goes from no account through the hosted page and a bank account to onboarded', async () => {
    const user = accounts.freelancer.userId;
    await withoutAccount(api, user);
    const none = await account(api, user);
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

    const link = await createLink(api, user);
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
    expect(await account(api, user)).toMatchObject({ status: 2, onboardedType: 'individual' });

    const verified = await account(api, user, true);
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
    await withoutAccount(api, user);
    const refused = await onboard(api, user, '111111111');
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
    const fixed = await onboard(api, user, '000000000');
    expect(fixed).toMatchObject({ status: 4, isOnboarded: true });
    expect(fixed.requirements.errors).toEqual([]);
  });

  it('warns when 222222222 leaves a document due eventually', async () => {
    const user = accounts.agencyFreelancer.userId;
    await withoutAccount(api, user);
    const warned = await onboard(api, user, '222222222');
    expect(warned).toMatchObject({ status: 4, isOnboarded: true, isEventuallyDue: true });
    expect(warned.requirements.eventually_due).toContain(
      'individual.verification.additional_document',
    );
  });

  it('binds links to the tenant, a short life and an allowed origin', async () => {
    const user = accounts.freelancer.userId;
    const url = await linkUrl(api, user);
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
      const refused = await createLink(api, user, origin);
      expect(refused.statusCode).toBe(422);
      expect(refused.json<{ fields: { path: string }[] }>().fields[0]?.path).toBe('headers.origin');
    }
  });

  it('keeps each freelancer to their own account and refuses other roles', async () => {
    const user = accounts.freelancer.userId;
    const acme = await account(api, accounts.acmeFreelancer.userId, false, 'acme');
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

    await withoutAccount(api, user);
    const noAccount = await call(api, {
      method: 'POST',
      url: '/payment/account/external-account',
      user,
      body: BANK,
    });
    expect(noAccount.statusCode).toBe(409);
  });
});
