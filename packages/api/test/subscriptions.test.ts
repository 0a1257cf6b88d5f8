/**
 * Subscriptions, plans and credits (docs/payments.md#subscriptions-and-plans,
 * docs/payments.md#credits): plans and subscriptions at the sandbox provider, whose periods are
 * charges reported by signed webhooks; credits bought, spent and refunded as balanced ledger
 * transactions; the monthly allowance reset exactly once; all behind the stripeSubscriptions
 * switch, tenant by tenant.
 */
import { randomUUID } from 'node:crypto';
import type {
  BuyCreditsResponse,
  CreditHistoryResponse,
  CreditsResponse,
  Me,
  PlansResponse,
  SubscriptionStatusResponse,
} from '@mp/contracts';
import {
  grantCredits,
  NOT_ENOUGH_CREDITS,
  refundCredits,
  spendCredits,
} from '../src/domains/credits';
import { balances } from '../src/domains/payments/ledger';
import { runAllowanceResets } from '../src/domains/subscriptions';
import { HttpError } from '../src/http/errors';
import { SANDBOX_CARDS } from '../src/payment-provider';
import { signWebhook } from '../src/payment-provider/sandbox/webhooks';
import { account, accounts, call, setUpTestApi, type CallResult } from './harness';
import { addPaymentSource, eventually } from './payments-support';
import { expectStatus } from './proposals-support';

const api = setUpTestApi({ PAYMENTS_SANDBOX_SETTLE_MS: '0', TENANT_CACHE_MS: '0' });

const { customer, orgCustomer, freelancer, acmeCustomer } = accounts;
const pendingCustomer = account('demo', 'pending-customer');

/** How long this file waits for the sandbox's webhooks to settle. */
const SETTLE_TIMEOUT_MS = 20_000;

const addCard = (userId: string, source: string, tenant = 'demo') =>
  addPaymentSource(api, userId, { source, tenant, currency: tenant === 'demo' ? 'GBP' : 'EUR' });

function subscribe(userId: string, planId: string, key = randomUUID(), tenant = 'demo') {
  return call(api, {
    method: 'POST',
    url: '/payment/subscription',
    user: userId,
    tenant,
    headers: { 'idempotency-key': key },
    body: { planId },
  });
}

function buy(userId: string, quantity: number, key = randomUUID()) {
  return call(api, {
    method: 'POST',
    url: '/payment/credits/buy',
    user: userId,
    headers: { 'idempotency-key': key },
    body: { quantity },
  });
}

async function status(userId: string, tenant = 'demo'): Promise<SubscriptionStatusResponse> {
  const response = await call(api, {
    method: 'GET',
    url: '/payment/subscription',
    user: userId,
    tenant,
  });
  return expectStatus(response, 200).json<SubscriptionStatusResponse>();
}

async function credits(userId: string): Promise<CreditsResponse> {
  const response = await call(api, { method: 'GET', url: '/payment/credits', user: userId });
  return expectStatus(response, 200).json<CreditsResponse>();
}

async function me(userId: string): Promise<Me> {
  return expectStatus(
    await call(api, { method: 'GET', url: '/users/me', user: userId }),
    200,
  ).json<Me>();
}

async function history(userId: string): Promise<CreditHistoryResponse['entries']> {
  const response = await call(api, {
    method: 'GET',
    url: '/payment/credits/history',
    user: userId,
  });
  return expectStatus(response, 200).json<CreditHistoryResponse>().entries;
}

const codeOf = (response: CallResult) => response.json<{ code: string }>().code;

/** Every tenant's ledger sums to zero, account by account summed over all. */
async function ledgerSum(tenant = 'demo'): Promise<number> {
  let sum = 0;
  for (const value of (await balances(api.db, tenant)).values()) sum += value;
  return sum;
}

/**
 * The ledger's transactions of one subscription's paid periods (by their charges at the
 * provider), each with what the provider's balance received.
 */
async function paymentsOf(subscriptionId: string) {
  const { rows } = await api.db.query<{ currency: string; received: string | number }>(
    `SELECT t.currency, e.amount AS received FROM ledger_transactions t
       JOIN ledger_entries e ON e.tenant_id = t.tenant_id AND e.transaction_id = t.id
      WHERE t.kind = 'subscription_payment' AND e.account = 'provider_balance'
        AND t.reference_id IN (
          SELECT m.id FROM payment_sandbox_movements m
            JOIN subscriptions s ON s.provider_subscription_id = m.subscription_id
           WHERE s.id = $1)`,
    [subscriptionId],
  );
  return rows.map((row) => ({ currency: row.currency, received: Number(row.received) }));
}

/** The allowance's monthly resets of one subscription, oldest first. */
async function resetsOf(subscriptionId: string) {
  const { rows } = await api.db.query<{ reference_id: string; currency: string }>(
    `SELECT reference_id, currency FROM ledger_transactions
      WHERE kind = 'allowance_reset' AND reference_id LIKE $1 ORDER BY created_at`,
    [`${subscriptionId}:%`],
  );
  return rows;
}

/** The subscription a status names. */
const idOf = (response: CallResult) =>
  response.json<SubscriptionStatusResponse>().subscription?.subscriptionId ?? '';

/** Moves the sandbox's clock for one subscription: its period is over now. */
async function endSandboxPeriod(subscriptionId: string): Promise<void> {
  await api.db.query(
    `UPDATE payment_sandbox_subscriptions
        SET current_period_end = now() - interval '1 second'
      WHERE id = (SELECT provider_subscription_id FROM subscriptions WHERE id = $1)`,
    [subscriptionId],
  );
}

const settledTo = (userId: string, done: (value: SubscriptionStatusResponse) => boolean) =>
  eventually(() => status(userId), done, SETTLE_TIMEOUT_MS);

describe('the stripeSubscriptions switch', () => {
  it('refuses every call with 403 FORBIDDEN while it is off for the caller', async () => {
    const calls = [
      { method: 'GET', url: '/payment/subscription' },
      { method: 'GET', url: '/payment/subscription/plans' },
      { method: 'POST', url: '/payment/subscription', body: { planId: 'starter' } },
      { method: 'POST', url: '/payment/subscription/cancel', body: {} },
      { method: 'GET', url: '/payment/credits' },
      { method: 'GET', url: '/payment/credits/history' },
      { method: 'POST', url: '/payment/credits/buy', body: { quantity: 1 } },
    ] as const;
    // demo: on for customers only; acme: off.
    for (const [who, tenant] of [
      [freelancer, 'demo'],
      [acmeCustomer, 'acme'],
    ] as const) {
      for (const request of calls) {
        const response = await call(api, {
          ...request,
          user: who.userId,
          tenant,
          headers: { 'idempotency-key': randomUUID() },
        });
        expect({ url: request.url, status: response.statusCode, code: codeOf(response) }).toEqual({
          url: request.url,
          status: 403,
          code: 'FORBIDDEN',
        });
        expect(response.json<{ message: string }>().message).toBe(
          'Plans and credits are not available to your account on this marketplace',
        );
      }
    }
  });
});

describe('plans and status', () => {
  it("lists the tenant's plans in minor units, the credit pack, and no subscription yet", async () => {
    const listed = await call(api, {
      method: 'GET',
      url: '/payment/subscription/plans',
      user: customer.userId,
    });
    const { plans, creditPack } = expectStatus(listed, 200).json<PlansResponse>();
    expect(
      plans.map((plan) => [plan.planId, plan.price, plan.interval, plan.monthlyCredits]),
    ).toEqual([
      ['starter', 999, 'month', 20],
      ['professional', 2999, 'month', 100],
      ['professional-yearly', 29990, 'year', 100],
    ]);
    expect(plans.every((plan) => plan.currency === 'GBP')).toBe(true);
    expect(creditPack).toEqual({ credits: 10, price: 1000, currency: 'GBP' });
    expect(await status(customer.userId)).toEqual({
      active: false,
      showBilling: false,
      subscription: null,
    });
  });

  it("answers the seeded user's real credits, moved to the ledger as an opening balance", async () => {
    expect((await me(customer.userId)).ownCredits).toEqual({ availableCredits: 20 });
    expect((await me(customer.userId)).credits).toEqual({ availableAllowance: 5 });
    expect(await history(customer.userId)).toEqual([
      expect.objectContaining({ kind: 'opening', credits: 20, allowance: 5 }),
    ]);
    expect(await credits(customer.userId)).toMatchObject({
      availableCredits: 20,
      availableAllowance: 5,
      allowanceResetsAt: null,
      purchases: [],
    });
  });
});

describe('a way to pay comes first', () => {
  it('answers 422 PAYMENT_METHOD_REQUIRED to subscribe or buy without one, and changes nothing', async () => {
    const subscribed = await subscribe(pendingCustomer.userId, 'starter');
    expect(expectStatus(subscribed, 422).json<{ message: string }>()).toMatchObject({
      code: 'PAYMENT_METHOD_REQUIRED',
    });
    expect(codeOf(expectStatus(await buy(pendingCustomer.userId, 1), 422))).toBe(
      'PAYMENT_METHOD_REQUIRED',
    );
    expect(await status(pendingCustomer.userId)).toMatchObject({ subscription: null });
    expect((await credits(pendingCustomer.userId)).purchases).toEqual([]);
  });

  it('refuses a plan the tenant does not sell, naming body.planId', async () => {
    const unknown = await subscribe(pendingCustomer.userId, 'gold');
    expect(expectStatus(unknown, 422).json<{ fields: { path: string }[] }>().fields).toEqual([
      { path: 'body.planId', message: 'Not one of the plans on sale' },
    ]);
  });
});

describe('concurrent subscribes', () => {
  it('lets exactly one of several concurrent subscribes through', async () => {
    await addCard(pendingCustomer.userId, SANDBOX_CARDS.succeeds);
    const attempts = await Promise.all(
      ['starter', 'professional', 'starter'].map((planId) =>
        subscribe(pendingCustomer.userId, planId),
      ),
    );
    expect(attempts.map((attempt) => attempt.statusCode).sort()).toEqual([200, 409, 409]);
    const { rows } = await api.db.query(
      `SELECT 1 FROM payment_sandbox_subscriptions WHERE reference IN
         (SELECT id FROM subscriptions WHERE tenant_id = 'demo' AND user_id = $1)`,
      [pendingCustomer.userId],
    );
    expect(rows).toHaveLength(1);
    await settledTo(pendingCustomer.userId, (s) => s.active);
  });
});

describe('subscribing, renewing and cancelling', () => {
  let subscriptionId = '';

  it("subscribes: active once the first payment's webhook arrives, with the month's allowance", async () => {
    await addCard(customer.userId, SANDBOX_CARDS.succeeds);
    const key = randomUUID();
    const first = expectStatus(await subscribe(customer.userId, 'starter', key), 200);
    const started = first.json<SubscriptionStatusResponse>();
    expect(started.showBilling).toBe(true);
    expect(started.subscription).toMatchObject({ planId: 'starter', price: 999, currency: 'GBP' });
    subscriptionId = started.subscription?.subscriptionId ?? '';
    const again = expectStatus(await subscribe(customer.userId, 'starter', key), 200);
    expect(again.json<SubscriptionStatusResponse>().subscription?.subscriptionId).toBe(
      subscriptionId,
    );

    const active = await settledTo(customer.userId, (s) => s.active);
    expect(active).toMatchObject({
      active: true,
      showBilling: true,
      subscription: { status: 'active', cancelAtPeriodEnd: false, paymentFailure: null },
    });
    const { currentPeriodStart, currentPeriodEnd } = active.subscription!;
    const start = new Date(currentPeriodStart!);
    const end = new Date(currentPeriodEnd!);
    expect(end.getUTCMonth()).toBe((start.getUTCMonth() + 1) % 12);
    // The seeded 5 left of the allowance expire; the plan's 20 are granted.
    expect((await me(customer.userId)).credits).toEqual({ availableAllowance: 20 });
    expect((await me(customer.userId)).ownCredits).toEqual({ availableCredits: 20 });
    expect((await credits(customer.userId)).allowanceResetsAt).toBe(end.toISOString());
    // The payment's webhook may come a moment after the status was read from the provider.
    await eventually(
      () => paymentsOf(subscriptionId),
      (rows) => rows.length === 1,
      SETTLE_TIMEOUT_MS,
    );
    expect(await paymentsOf(subscriptionId)).toEqual([{ currency: 'GBP', received: 999 }]);
    expect(await resetsOf(subscriptionId)).toEqual([
      { reference_id: `${subscriptionId}:0`, currency: 'CREDITS' },
    ]);
    expect(await ledgerSum()).toBe(0);
  });

  it('refuses a second subscription while one is live (409), however concurrent', async () => {
    const attempts = await Promise.all([
      subscribe(customer.userId, 'professional'),
      subscribe(customer.userId, 'professional-yearly'),
    ]);
    expect(attempts.map((attempt) => [attempt.statusCode, codeOf(attempt)])).toEqual([
      [409, 'CONFLICT'],
      [409, 'CONFLICT'],
    ]);
  });

  it('ignores a late, older snapshot of the subscription', async () => {
    const { rows } = await api.db.query<{ provider_subscription_id: string }>(
      'SELECT provider_subscription_id FROM subscriptions WHERE id = $1',
      [subscriptionId],
    );
    const body = JSON.stringify({
      id: `evt_stale_${randomUUID()}`,
      type: 'subscription.deleted',
      tenantId: 'demo',
      data: {
        id: rows[0]?.provider_subscription_id,
        reference: subscriptionId,
        subscription: {
          id: rows[0]?.provider_subscription_id,
          customerId: 'cus_x',
          planId: 'starter',
          status: 'canceled',
          cancelAtPeriodEnd: false,
          currentPeriodStart: new Date().toISOString(),
          currentPeriodEnd: new Date().toISOString(),
          failure: null,
          version: 1,
        },
        charge: null,
      },
    });
    const response = await fetch(`${api.url}/payment/webhooks/sandbox`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'mp-sandbox-signature': signWebhook(
          api.config.payments.webhookSecret,
          body,
          Math.floor(Date.now() / 1000),
        ),
      },
      body,
    });
    expect(response.status).toBe(200);
    expect(await status(customer.userId)).toMatchObject({ active: true });
  });

  it('resets the allowance once a month, exactly once whatever passes run at once', async () => {
    // Some of this month's allowance is spent first: what is left expires at the reset.
    await api.db.transaction((tx) =>
      spendCredits(tx, {
        tenantId: 'demo',
        userId: customer.userId,
        credits: 5,
        reference: 'booking:before-reset',
      }),
    );
    expect((await me(customer.userId)).credits).toEqual({ availableAllowance: 15 });
    // The subscription began a month and five days ago; it is paid up for ten days more.
    await api.db.query(
      `UPDATE subscriptions SET anchor_at = now() - interval '1 month 5 days',
          current_period_end = now() + interval '10 days' WHERE id = $1`,
      [subscriptionId],
    );
    const now = new Date();
    const passes = await Promise.all([
      api.api.schedule.runNow(now),
      api.api.schedule.runNow(now),
      runAllowanceResets(api.db, now),
      runAllowanceResets(api.db, now),
    ]);
    const resets = passes.map((pass) => (typeof pass === 'number' ? pass : pass.allowancesReset));
    expect(resets.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await api.api.schedule.runNow(now)).toMatchObject({ allowancesReset: 0 });
    expect((await me(customer.userId)).credits).toEqual({ availableAllowance: 20 });
    expect((await resetsOf(subscriptionId)).map((p) => p.reference_id)).toEqual([
      `${subscriptionId}:0`,
      `${subscriptionId}:1`,
    ]);
    expect((await history(customer.userId))[0]).toMatchObject({
      kind: 'allowance',
      allowance: 5,
      reference: `${subscriptionId}:1`,
    });
    expect(await ledgerSum()).toBe(0);
    expect((await balances(api.db, 'demo')).get('credits_expired')).toBe(5 + 15);
  });

  it('renews at the end of the period with another charge, reported by webhook', async () => {
    const before = (await status(customer.userId)).subscription!;
    await endSandboxPeriod(subscriptionId);
    const renewed = await settledTo(
      customer.userId,
      (s) => s.subscription?.currentPeriodStart !== before.currentPeriodStart,
    );
    expect(renewed).toMatchObject({ active: true, subscription: { status: 'active' } });
    await eventually(
      () => paymentsOf(subscriptionId),
      (rows) => rows.length === 2,
      SETTLE_TIMEOUT_MS,
    );
    expect((await paymentsOf(subscriptionId)).map((p) => p.received)).toEqual([999, 999]);
    expect(await ledgerSum()).toBe(0);
  });

  it('cancels at the end of the period, then ends and lets the allowance expire', async () => {
    const cancel = () =>
      call(api, {
        method: 'POST',
        url: '/payment/subscription/cancel',
        user: customer.userId,
        body: {},
      });
    const cancelled = expectStatus(await cancel(), 200).json<SubscriptionStatusResponse>();
    expect(cancelled).toMatchObject({
      active: true,
      showBilling: true,
      subscription: { status: 'active', cancelAtPeriodEnd: true },
    });
    expect(expectStatus(await cancel(), 200).json<SubscriptionStatusResponse>()).toEqual(cancelled);

    await endSandboxPeriod(subscriptionId);
    const ended = await settledTo(customer.userId, (s) => !s.showBilling);
    expect(ended).toMatchObject({
      active: false,
      showBilling: false,
      subscription: { subscriptionId, status: 'canceled' },
    });
    expect((await me(customer.userId)).credits).toEqual({ availableAllowance: 0 });
    expect((await history(customer.userId))[0]).toMatchObject({ kind: 'expired', allowance: -20 });
    expect(codeOf(expectStatus(await cancel(), 409))).toBe('CONFLICT');
    // No third charge: it ended instead of renewing.
    expect(await paymentsOf(subscriptionId)).toHaveLength(2);
    expect(await ledgerSum()).toBe(0);
  });
});

describe('refused payments', () => {
  it('expires a subscription whose first payment is refused, with the code', async () => {
    await addCard(orgCustomer.userId, SANDBOX_CARDS.contactIssuer);
    const started = expectStatus(await subscribe(orgCustomer.userId, 'professional'), 200);
    const refused = await settledTo(
      orgCustomer.userId,
      (s) => s.subscription?.status !== 'incomplete',
    );
    expect(refused).toMatchObject({
      active: false,
      showBilling: false,
      subscription: {
        status: 'incomplete_expired',
        paymentFailure: { code: 'contact_issuer' },
      },
    });
    expect(await paymentsOf(idOf(started))).toEqual([]);
  });

  it('makes a subscription past due when a renewal is refused, and ends it a period later', async () => {
    await addCard(orgCustomer.userId, SANDBOX_CARDS.mastercard);
    const started = expectStatus(await subscribe(orgCustomer.userId, 'professional'), 200);
    const subscriptionId =
      started.json<SubscriptionStatusResponse>().subscription?.subscriptionId ?? '';
    await settledTo(orgCustomer.userId, (s) => s.active);
    expect((await me(orgCustomer.userId)).credits).toEqual({ availableAllowance: 100 });
    // The card is declined from now on.
    await api.db.query(
      `UPDATE payment_sandbox_methods SET number = $1
        WHERE id = (SELECT payment_method_id FROM payment_sandbox_subscriptions
                     WHERE reference = $2)`,
      [SANDBOX_CARDS.contactIssuer, subscriptionId],
    );
    await endSandboxPeriod(subscriptionId);
    const pastDue = await settledTo(
      orgCustomer.userId,
      (s) => s.subscription?.status === 'past_due',
    );
    expect(pastDue).toMatchObject({
      active: false,
      showBilling: true,
      subscription: { paymentFailure: { code: 'contact_issuer' } },
    });
    await endSandboxPeriod(subscriptionId);
    await settledTo(orgCustomer.userId, (s) => s.subscription?.status === 'canceled');
    expect((await me(orgCustomer.userId)).credits).toEqual({ availableAllowance: 0 });
    expect(await ledgerSum()).toBe(0);
  });
});

describe('credits', () => {
  it('buys packs: pending, then the credits arrive with balanced ledger entries', async () => {
    const key = randomUUID();
    const bought = expectStatus(await buy(customer.userId, 2, key), 200).json<BuyCreditsResponse>();
    expect(bought.purchase).toMatchObject({
      packs: 2,
      credits: 20,
      amount: 2000,
      currency: 'GBP',
    });
    const again = expectStatus(await buy(customer.userId, 2, key), 200).json<BuyCreditsResponse>();
    expect(again.purchase.purchaseId).toBe(bought.purchase.purchaseId);
    expect(codeOf(expectStatus(await buy(customer.userId, 3, key), 422))).toBe(
      'IDEMPOTENCY_KEY_REUSED',
    );

    const settled = await eventually(
      () => credits(customer.userId),
      (c) => c.purchases[0]?.status === 'succeeded',
      SETTLE_TIMEOUT_MS,
    );
    expect(settled.availableCredits).toBe(40);
    expect(settled.purchases).toHaveLength(1);
    expect((await me(customer.userId)).ownCredits).toEqual({ availableCredits: 40 });
    expect((await history(customer.userId))[0]).toMatchObject({
      kind: 'bought',
      credits: 20,
      allowance: 0,
      reference: bought.purchase.purchaseId,
    });
    const ledger = await balances(api.db, 'demo');
    expect(ledger.get('credit_sales')).toBe(-2000);
    expect(await ledgerSum()).toBe(0);
  });

  it('fails a purchase the provider refuses, and adds nothing', async () => {
    await addCard(customer.userId, SANDBOX_CARDS.exceedsLimit);
    expectStatus(await buy(customer.userId, 1), 200);
    const failed = await eventually(
      () => credits(customer.userId),
      (c) => c.purchases[0]?.status === 'failed',
      SETTLE_TIMEOUT_MS,
    );
    expect(failed.purchases[0]).toMatchObject({ failureCode: 'charge_exceeds_source_limit' });
    expect(failed.availableCredits).toBe(40);
    await addCard(customer.userId, SANDBOX_CARDS.succeeds);
  });

  it('spends the allowance first, then own credits, and a refund gives back the same', async () => {
    const spend = (credits: number, reference: string) =>
      api.db.transaction((tx) =>
        spendCredits(tx, { tenantId: 'demo', userId: orgCustomer.userId, credits, reference }),
      );
    // The organisation customer has its own 100 (seeded), and 3 of allowance granted here.
    await api.db.transaction((tx) =>
      grantCredits(tx, {
        tenantId: 'demo',
        userId: orgCustomer.userId,
        credits: 0,
        allowance: 3,
        reference: 'test-grant',
      }),
    );
    expect(await me(orgCustomer.userId)).toMatchObject({
      ownCredits: { availableCredits: 100 },
      credits: { availableAllowance: 3 },
    });
    expect(await spend(10, 'booking:1')).toEqual({
      reference: 'booking:1',
      userId: orgCustomer.userId,
      fromAllowance: 3,
      fromCredits: 7,
    });
    // The same reference spends once.
    expect(await spend(10, 'booking:1')).toMatchObject({ fromAllowance: 3, fromCredits: 7 });
    expect(await me(orgCustomer.userId)).toMatchObject({
      ownCredits: { availableCredits: 93 },
      credits: { availableAllowance: 0 },
    });

    const short = await spend(94, 'booking:2').catch((error: unknown) => error);
    expect(short).toBeInstanceOf(HttpError);
    expect(short).toMatchObject({
      statusCode: 422,
      code: 'INSUFFICIENT_CREDITS',
      message: "You don't have enough credits available",
    });
    expect(NOT_ENOUGH_CREDITS).toBe("You don't have enough credits available");

    const refund = () =>
      api.db.transaction((tx) => refundCredits(tx, { tenantId: 'demo', reference: 'booking:1' }));
    expect(await refund()).toMatchObject({ fromAllowance: 3, fromCredits: 7 });
    await refund();
    expect(await me(orgCustomer.userId)).toMatchObject({
      ownCredits: { availableCredits: 100 },
      credits: { availableAllowance: 3 },
    });
    expect(
      await api.db.transaction((tx) =>
        refundCredits(tx, { tenantId: 'demo', reference: 'booking:never' }),
      ),
    ).toBeNull();
    expect((await history(orgCustomer.userId)).slice(0, 2)).toEqual([
      expect.objectContaining({ kind: 'refunded', credits: 7, allowance: 3 }),
      expect.objectContaining({ kind: 'spent', credits: -7, allowance: -3 }),
    ]);
    expect(await ledgerSum()).toBe(0);
    expect((await balances(api.db, 'demo')).get('credits_used') ?? 0).toBe(5);
  });
});

describe('tenants', () => {
  it("sells each tenant's own plans and keeps each tenant's subscriptions apart", async () => {
    await api.db.query(
      `UPDATE tenants SET features = jsonb_set(features, '{stripeSubscriptions}',
         '{"isEnabled": true}'::jsonb) WHERE tenant_id = 'acme'`,
    );
    const listed = await call(api, {
      method: 'GET',
      url: '/payment/subscription/plans',
      user: acmeCustomer.userId,
      tenant: 'acme',
    });
    const { plans, creditPack } = expectStatus(listed, 200).json<PlansResponse>();
    expect(plans.map((plan) => [plan.planId, plan.currency])).toEqual([
      ['basic', 'EUR'],
      ['business', 'EUR'],
    ]);
    expect(creditPack.currency).toBe('EUR');
    expect(await status(acmeCustomer.userId, 'acme')).toMatchObject({ subscription: null });
    await addCard(acmeCustomer.userId, SANDBOX_CARDS.succeeds, 'acme');
    const demoPlan = await subscribe(acmeCustomer.userId, 'starter', randomUUID(), 'acme');
    expect(codeOf(expectStatus(demoPlan, 422))).toBe('UNPROCESSABLE');
    const started = await subscribe(acmeCustomer.userId, 'basic', randomUUID(), 'acme');
    expectStatus(started, 200);
    await eventually(
      () => status(acmeCustomer.userId, 'acme'),
      (s) => s.active,
      SETTLE_TIMEOUT_MS,
    );
    // Acme's money and credits are in acme's ledger, which balances on its own.
    await eventually(
      () => paymentsOf(idOf(started)),
      (rows) => rows.length === 1,
      SETTLE_TIMEOUT_MS,
    );
    expect(await paymentsOf(idOf(started))).toEqual([{ currency: 'EUR', received: 1200 }]);
    expect(await ledgerSum('acme')).toBe(0);
    expect((await balances(api.db, 'acme')).get(`allowance:${acmeCustomer.userId}`)).toBe(25);
    expect(
      (await balances(api.db, 'demo')).get(`allowance:${acmeCustomer.userId}`),
    ).toBeUndefined();
  });
});
