/** Referrals: sign-ups through an invite link credit the referrer (docs/users.md#referrals). */
import { REFERRAL_CREDITS, type ReferralsResponse } from '@mp/contracts';
import { account, call, signUpUser, startTestApi, TEST_TIMEOUT_MS, type TestApi } from './harness';
import { recordReferral } from '../src/domains/users/referrals';
import { signInSession } from './identity-support';

jest.setTimeout(TEST_TIMEOUT_MS);

const customer = account('demo', 'customer');
const freelancer = account('demo', 'freelancer');
const admin = account('demo', 'admin');
const acmeCustomer = account('acme', 'customer');

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.dispose();
});

let counter = 0;
/** Signs a new user up with the given referrer claim and provisions their record. */
async function signUpReferred(referrer: string | null, tenantId = 'demo') {
  counter += 1;
  const who = {
    tenantId,
    email: `referred-${counter}-${Date.now()}@example.test`,
    password: 'Referred#Pass1',
  };
  const attributes: Record<string, string> = { 'custom:role': '2', name: `Referred ${counter}` };
  if (referrer !== null) attributes['custom:referrer'] = referrer;
  const userId = await signUpUser(who, attributes);
  const session = await signInSession(api.identity, who);
  const provision = () =>
    call(api, {
      method: 'POST',
      url: '/users/provision',
      tenant: tenantId,
      body: { idToken: session.idToken },
    });
  const first = await provision();
  expect(first.statusCode).toBe(200);
  return { userId, provision };
}

async function referralsOf(userId: string, tenant = 'demo'): Promise<ReferralsResponse> {
  const response = await call(api, {
    method: 'GET',
    url: '/users/referrals',
    user: userId,
    tenant,
  });
  expect(response.statusCode).toBe(200);
  return response.json<ReferralsResponse>();
}

async function creditsOf(userId: string, tenant = 'demo'): Promise<number> {
  const me = await call(api, { method: 'GET', url: '/users/me', user: userId, tenant });
  return me.json<{ ownCredits: { availableCredits: number } }>().ownCredits.availableCredits;
}

it('credits the referrer once per referred user and lists the referral', async () => {
  const before = await creditsOf(customer.userId);
  const { userId, provision } = await signUpReferred(customer.userId);
  expect(await creditsOf(customer.userId)).toBe(before + REFERRAL_CREDITS);
  // Provisioning again (another first sign-in) credits nothing more.
  expect((await provision()).json()).toEqual({ userId, created: false });
  expect(await creditsOf(customer.userId)).toBe(before + REFERRAL_CREDITS);

  const listed = await referralsOf(customer.userId);
  expect(listed.creditsPerReferral).toBe(REFERRAL_CREDITS);
  expect(listed.referrals[0]).toMatchObject({ userId, credits: REFERRAL_CREDITS });
  expect(listed.totalCredits).toBe(
    listed.referrals.reduce((sum, referral) => sum + referral.credits, 0),
  );
  // The referral shows in the referrer's credit history.
  const history = await call(api, {
    method: 'GET',
    url: '/payment/credits/history',
    user: customer.userId,
  });
  expect(history.statusCode).toBe(200);
  expect(history.json<{ entries: { kind: string }[] }>().entries).toEqual(
    expect.arrayContaining([expect.objectContaining({ kind: 'referral' })]),
  );
});

it('never credits a self-referral', async () => {
  const { userId } = await signUpReferred(null);
  const before = await creditsOf(userId);
  expect(await api.db.transaction((tx) => recordReferral(tx, 'demo', userId, userId))).toBe(false);
  expect(await creditsOf(userId)).toBe(before);
});

it('credits nobody for an unknown referrer, another tenant’s user or a too-long value', async () => {
  const acmeBefore = await creditsOf(acmeCustomer.userId, 'acme');
  for (const referrer of ['no-such-user', acmeCustomer.userId, 'x'.repeat(200)]) {
    const { userId } = await signUpReferred(referrer);
    const me = await call(api, { method: 'GET', url: '/users/me', user: userId });
    expect(me.statusCode).toBe(200);
  }
  expect(await creditsOf(acmeCustomer.userId, 'acme')).toBe(acmeBefore);
  expect((await referralsOf(acmeCustomer.userId, 'acme')).referrals).toEqual([]);
});

it('a user without a referrer is nobody’s referral, and a new user has none of their own', async () => {
  const before = (await referralsOf(freelancer.userId)).referrals.length;
  const { userId } = await signUpReferred(null);
  expect((await referralsOf(freelancer.userId)).referrals).toHaveLength(before);
  expect(await referralsOf(userId)).toEqual({
    creditsPerReferral: REFERRAL_CREDITS,
    totalCredits: 0,
    referrals: [],
  });
});

it('lets only freelancers and customers read referrals, signed in', async () => {
  expect(
    (await call(api, { method: 'GET', url: '/users/referrals', user: admin.userId })).statusCode,
  ).toBe(403);
  expect((await call(api, { method: 'GET', url: '/users/referrals' })).statusCode).toBe(401);
});
