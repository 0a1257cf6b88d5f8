/**
 * Money moving (docs/payments.md): a customer pays milestones through the sandbox provider,
 * whose outcomes arrive as signed webhooks over HTTP; signing off pays the freelancer out; the
 * ledger always balances; money-moving calls are idempotent; a milestone is never charged twice.
 */
import { randomUUID } from 'node:crypto';
import type {
  ChargeQuote,
  MilestoneView,
  PaymentMethodsResponse,
  PayResponse,
} from '@mp/contracts';
import { SANDBOX_CARDS } from '../src/payment-provider';
import { balances } from '../src/domains/payments/ledger';
import { milestonesOf, milestoneStatus, startContract } from './contract-support';
import { account, accounts, call, setUpTestApi, type CallResult } from './harness';
import {
  addPaymentSource,
  BANK,
  eventually,
  INSTANT_SANDBOX,
  onboard,
  withoutAccount,
} from './payments-support';
import { expectStatus, TASKS } from './proposals-support';

/** The first task's milestone, in pence, and the provider's fee on it (1.9 % plus 20 pence). */
const DESIGN_TASK = TASKS[0]?.amount ?? 0;
const DESIGN_TASK_FEE = Math.round(DESIGN_TASK * 0.019) + 20;

const api = setUpTestApi(INSTANT_SANDBOX);

const { customer, orgCustomer, freelancer, agencyFreelancer } = accounts;

const addCard = (userId: string, source: string) => addPaymentSource(api, userId, { source });

function pay(
  userId: string,
  jobId: string,
  milestoneId: string,
  key: string = randomUUID(),
  extra: Record<string, unknown> = {},
): Promise<CallResult> {
  return call(api, {
    method: 'POST',
    url: `/milestones/${milestoneId}/pay`,
    user: userId,
    headers: { 'idempotency-key': key },
    body: { milestoneId, jobID: jobId, ...extra },
  });
}

async function milestone(userId: string, jobId: string, milestoneId: string) {
  const found = (await milestonesOf(api, userId, jobId)).find((m) => m.milestoneId === milestoneId);
  if (found === undefined) throw new Error('milestone gone');
  return found;
}

const settledTo = (userId: string, jobId: string, milestoneId: string, status: number) =>
  eventually(
    () => milestone(userId, jobId, milestoneId),
    (m) => m.status === status,
  );

async function ledgerSum(): Promise<number> {
  let sum = 0;
  for (const value of (await balances(api.db, 'demo')).values()) sum += value;
  return sum;
}

async function chargesOf(milestoneId: string) {
  const result = await api.db.query<{ status: string; total: string | number }>(
    'SELECT status, total FROM charges WHERE tenant_id = $1 AND milestone_id = $2',
    ['demo', milestoneId],
  );
  return result.rows.map((row) => ({ status: row.status, total: Number(row.total) }));
}

describe('paying milestones', () => {
  beforeAll(() => addCard(customer.userId, SANDBOX_CARDS.succeeds));

  it('lists the ways to pay, the newest first as the default', async () => {
    const listed = await call(api, {
      method: 'GET',
      url: '/payment/payment-method/list',
      user: customer.userId,
    });
    const methods = expectStatus(listed, 200).json<PaymentMethodsResponse>();
    expect(methods.paymentMethods[0]).toMatchObject({
      type: 'card',
      label: 'Visa',
      last4: '4242',
      isDefault: true,
    });
    expect(methods.available).toContain('card');
  });

  it('quotes the amount with the fee (1.9 % + 0.20) and the job tax', async () => {
    const { jobId, milestones } = await startContract(api, customer.userId, freelancer.userId);
    const [design] = milestones as [MilestoneView];
    const quoted = await call(api, {
      method: 'POST',
      url: '/payment/milestone/calculate/sandbox',
      user: customer.userId,
      body: { milestoneId: design.milestoneId },
    });
    expect(expectStatus(quoted, 200).json<ChargeQuote>()).toEqual({
      amount: DESIGN_TASK,
      fee: DESIGN_TASK_FEE,
      tax: 0,
      total: DESIGN_TASK + DESIGN_TASK_FEE,
      currency: 'GBP',
      feeRate: 0.019,
      feeFixed: 20,
    });
    await call(api, {
      method: 'POST',
      url: `/jobs/${jobId}/tax`,
      user: customer.userId,
      body: { jobId, taxType: 'VAT', taxRate: 20 },
    });
    const taxed = await call(api, {
      method: 'POST',
      url: '/payment/milestone/calculate/sandbox',
      user: customer.userId,
      body: { milestoneId: design.milestoneId },
    });
    expect(expectStatus(taxed, 200).json<ChargeQuote>()).toMatchObject({ tax: DESIGN_TASK * 0.2 });
    const otherProvider = await call(api, {
      method: 'POST',
      url: '/payment/milestone/calculate/stripe',
      user: customer.userId,
      body: { amount: 100 },
    });
    expectStatus(otherProvider, 422);
  });

  it('pays, settles by webhook, delivers, signs off and pays out, with a balanced ledger', async () => {
    const { jobId, milestones } = await startContract(api, customer.userId, freelancer.userId);
    const [design] = milestones as [MilestoneView];
    const paying = expectStatus(
      await pay(customer.userId, jobId, design.milestoneId),
      200,
    ).json<PayResponse>();
    expect(paying.milestone.status).toBe(5);
    expect(paying.charge).toMatchObject({
      status: 'pending',
      amount: DESIGN_TASK,
      total: DESIGN_TASK + DESIGN_TASK_FEE,
    });

    await settledTo(customer.userId, jobId, design.milestoneId, 2);
    expect(await chargesOf(design.milestoneId)).toEqual([
      { status: 'succeeded', total: DESIGN_TASK + DESIGN_TASK_FEE },
    ]);

    expectStatus(
      await milestoneStatus(api, freelancer.userId, {
        key: 'submit',
        milestoneId: design.milestoneId,
        jobID: jobId,
        flNote: 'Wireframes attached',
      }),
      200,
    );
    const signed = await call(api, {
      method: 'POST',
      url: '/jobs/customer_signedoff_milestone',
      user: customer.userId,
      headers: { 'idempotency-key': randomUUID() },
      body: { jobID: jobId, milestoneId: design.milestoneId },
    });
    expect(expectStatus(signed, 200).json<MilestoneView>()).toMatchObject({ status: 4 });
    const paidOut = await eventually(
      () => milestone(freelancer.userId, jobId, design.milestoneId),
      (m) => m.payout?.status === 'paid',
    );
    expect(paidOut.payout).toMatchObject({
      amount: DESIGN_TASK,
      currency: 'GBP',
      failureCode: null,
    });
    expect(await ledgerSum()).toBe(0);
    const ledger = await balances(api.db, 'demo');
    expect(ledger.get(`freelancer_payable:${freelancer.userId}`) ?? 0).toBe(0);
  });

  it('replays a repeated request, refuses a reused key and a missing one', async () => {
    const { jobId, milestones } = await startContract(api, customer.userId, freelancer.userId);
    const [design, build] = milestones as [MilestoneView, MilestoneView];
    const key = randomUUID();
    const first = expectStatus(await pay(customer.userId, jobId, design.milestoneId, key), 200);
    const again = expectStatus(await pay(customer.userId, jobId, design.milestoneId, key), 200);
    expect(again.json<PayResponse>().charge?.chargeId).toBe(
      first.json<PayResponse>().charge?.chargeId,
    );
    const reused = await pay(customer.userId, jobId, build.milestoneId, key);
    expect(expectStatus(reused, 422).json<{ code: string }>().code).toBe('IDEMPOTENCY_KEY_REUSED');
    const missing = await call(api, {
      method: 'POST',
      url: `/milestones/${build.milestoneId}/pay`,
      user: customer.userId,
      body: { milestoneId: build.milestoneId, jobID: jobId },
    });
    expect(expectStatus(missing, 400).json<{ fields: { path: string }[] }>().fields[0]?.path).toBe(
      'headers.idempotency-key',
    );
    expect(await chargesOf(design.milestoneId)).toHaveLength(1);
  });

  it('charges once whatever 50 concurrent pays and retries do, and the ledger balances', async () => {
    const { jobId, milestones } = await startContract(api, customer.userId, freelancer.userId);
    const [design] = milestones as [MilestoneView];
    const attempts = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 5 === 0
          ? call(api, {
              method: 'POST',
              url: '/payment/payin/retry',
              user: customer.userId,
              headers: { 'idempotency-key': randomUUID() },
              body: { milestoneId: design.milestoneId, jobId },
            })
          : pay(customer.userId, jobId, design.milestoneId),
      ),
    );
    expect(attempts.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(attempts.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    await settledTo(customer.userId, jobId, design.milestoneId, 2);
    expect(await chargesOf(design.milestoneId)).toEqual([
      { status: 'succeeded', total: DESIGN_TASK + DESIGN_TASK_FEE },
    ]);
    expect(await ledgerSum()).toBe(0);
  });

  it("keeps a refused card's code on the milestone, and a retry with a new card pays it", async () => {
    await addCard(orgCustomer.userId, SANDBOX_CARDS.contactIssuer);
    const { jobId, milestones } = await startContract(api, orgCustomer.userId, freelancer.userId);
    const [design] = milestones as [MilestoneView];
    expectStatus(await pay(orgCustomer.userId, jobId, design.milestoneId), 200);
    const refused = await eventually(
      () => milestone(orgCustomer.userId, jobId, design.milestoneId),
      (m) => m.status === 1 && m.paymentFailure !== null,
    );
    expect(refused.paymentFailure).toMatchObject({ code: 'contact_issuer' });
    const notRefused = (await milestonesOf(api, orgCustomer.userId, jobId))[1] as MilestoneView;
    const wrongRetry = await call(api, {
      method: 'POST',
      url: '/payment/payin/retry',
      user: orgCustomer.userId,
      headers: { 'idempotency-key': randomUUID() },
      body: { milestoneId: notRefused.milestoneId, jobId },
    });
    expect(expectStatus(wrongRetry, 409).json<{ code: string }>().code).toBe('INVALID_TRANSITION');

    await addCard(orgCustomer.userId, SANDBOX_CARDS.mastercard);
    const retried = await call(api, {
      method: 'POST',
      url: '/payment/payin/retry',
      user: orgCustomer.userId,
      headers: { 'idempotency-key': randomUUID() },
      body: { milestoneId: design.milestoneId, jobId },
    });
    expectStatus(retried, 200);
    const paid = await settledTo(orgCustomer.userId, jobId, design.milestoneId, 2);
    expect(paid.paymentFailure).toBeNull();
    expect((await chargesOf(design.milestoneId)).map((c) => c.status).sort()).toEqual([
      'failed',
      'succeeded',
    ]);
  });

  it('asks for a way to pay first, and refuses a pay by the freelancer', async () => {
    const newCustomer = account('demo', 'pending-customer');
    const { jobId, milestones } = await startContract(api, newCustomer.userId, freelancer.userId);
    const [design] = milestones as [MilestoneView];
    const noMethod = await pay(newCustomer.userId, jobId, design.milestoneId);
    expect(expectStatus(noMethod, 422).json<{ code: string }>().code).toBe(
      'PAYMENT_METHOD_REQUIRED',
    );
    expect((await milestone(newCustomer.userId, jobId, design.milestoneId)).status).toBe(1);
    expectStatus(await pay(freelancer.userId, jobId, design.milestoneId), 403);
    expect(await chargesOf(design.milestoneId)).toEqual([]);
  });
});

describe('payouts that wait for the freelancer', () => {
  beforeAll(() => addCard(customer.userId, SANDBOX_CARDS.succeeds));

  it('waits until the freelancer is onboarded, then pays out', async () => {
    await withoutAccount(api, agencyFreelancer.userId);
    const { jobId, milestones } = await startContract(
      api,
      customer.userId,
      agencyFreelancer.userId,
    );
    const [design] = milestones as [MilestoneView];
    expectStatus(await pay(customer.userId, jobId, design.milestoneId), 200);
    await settledTo(customer.userId, jobId, design.milestoneId, 2);
    await milestoneStatus(api, agencyFreelancer.userId, {
      key: 'submit',
      milestoneId: design.milestoneId,
      jobID: jobId,
    });
    const signed = await call(api, {
      method: 'PUT',
      url: `/jobs/${jobId}/milestones/${design.milestoneId}`,
      user: customer.userId,
      headers: { 'idempotency-key': randomUUID() },
      body: { status: 4 },
    });
    expect(expectStatus(signed, 200).json<MilestoneView>().payout).toMatchObject({
      status: 'waiting_for_account',
    });

    await onboard(api, agencyFreelancer.userId, '000000000');
    const bank = await call(api, {
      method: 'POST',
      url: '/payment/account/external-account',
      user: agencyFreelancer.userId,
      body: BANK,
    });
    expectStatus(bank, 200);
    // The bank account was the last thing missing: the waiting payout goes out with no refresh.
    const paid = await eventually(
      () => milestone(agencyFreelancer.userId, jobId, design.milestoneId),
      (m) => m.payout?.status === 'paid',
    );
    expect(paid.payout?.amount).toBe(DESIGN_TASK);
    expect(await ledgerSum()).toBe(0);
  });
});

describe('provider webhooks', () => {
  it('refuses an unsigned, re-signed or stale webhook, changing nothing', async () => {
    const body = JSON.stringify({
      id: 'evt_forged',
      type: 'charge.succeeded',
      tenantId: 'demo',
      data: { id: 'ch_x', reference: 'nope', failureCode: null, failureMessage: null },
    });
    const send = (signature?: string) =>
      fetch(`${api.url}/payment/webhooks/sandbox`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(signature === undefined ? {} : { 'mp-sandbox-signature': signature }),
        },
        body,
      });
    const { signWebhook } = await import('../src/payment-provider/sandbox/webhooks');
    const now = Math.floor(Date.now() / 1000);
    expect((await send()).status).toBe(400);
    expect((await send(signWebhook('another-secret', body, now))).status).toBe(400);
    expect(
      (await send(signWebhook(api.config.payments.webhookSecret, body, now - 3600))).status,
    ).toBe(400);
    const applied = await api.db.query('SELECT 1 FROM payment_webhook_events WHERE event_id = $1', [
      'evt_forged',
    ]);
    expect(applied.rows).toHaveLength(0);
  });
});
