/**
 * Property tests of contract work (docs/milestones.md): random sequences of calls by both
 * parties against milestones and ongoing work, through the real API and the sandbox provider.
 * Whatever happens: never a server error, never a status the product does not have, never paid
 * without a settled charge, at most one live charge and one payout per milestone or cycle, and
 * the ledger balances in every transaction.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { MilestoneView, RecurringView } from '@mp/contracts';
import { SANDBOX_CARDS } from '../src/payment-provider';
import { startContract } from './contract-support';
import { accounts, call, startTestApi, TEST_TIMEOUT_MS, type TestApi } from './harness';
import { expectStatus } from './proposals-support';

jest.setTimeout(TEST_TIMEOUT_MS * 3);

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi(undefined, { PAYMENTS_SANDBOX_SETTLE_MS: '0' });
  for (const [who, card] of [
    [accounts.customer, SANDBOX_CARDS.succeeds],
    // Fails once with `retry`, then pays: refusals and retries happen on their own.
    [accounts.orgCustomer, SANDBOX_CARDS.retryOnce],
  ] as const)
    expectStatus(
      await call(api, {
        method: 'POST',
        url: '/payment/account/customer',
        user: who.userId,
        body: { currency: 'GBP', paymentSource: card },
      }),
      200,
    );
});
afterAll(() => api?.dispose());

const { freelancer } = accounts;

type Side = 'customer' | 'freelancer';

/** The side each call is meant for; a step goes to the other side now and then. */
const SIDE_OF: Readonly<Record<string, Side>> = {
  pay: 'customer',
  retry: 'customer',
  submit: 'freelancer',
  requestChanges: 'customer',
  signOff: 'customer',
  put: 'customer',
  payoutRetry: 'freelancer',
  hours: 'freelancer',
  payCycle: 'customer',
  dispute: 'customer',
  withdrawDispute: 'customer',
  pause: 'freelancer',
  resume: 'customer',
  end: 'customer',
};

const FIXED_ACTIONS = ['pay', 'retry', 'submit', 'requestChanges', 'signOff', 'put', 'payoutRetry'];
const RECURRING_ACTIONS = [
  'hours',
  'payCycle',
  'dispute',
  'withdrawDispute',
  'pause',
  'resume',
  'end',
];

/** The happy path is weighted up, so random runs also reach the far end of a life. */
const WEIGHT: Readonly<Record<string, number>> = { pay: 3, submit: 3, signOff: 3, hours: 2 };

const steps = (actions: string[]) =>
  fc.array(
    fc
      .record({
        action: fc.oneof(
          ...actions.map((action) => ({
            arbitrary: fc.constant(action),
            weight: WEIGHT[action] ?? 1,
          })),
        ),
        wrongSide: fc.integer({ min: 0, max: 9 }).map((n) => n < 2),
        pick: fc.nat({ max: 9 }),
      })
      .map(({ action, wrongSide, pick }) => {
        const meant = SIDE_OF[action] ?? 'customer';
        const side: Side = wrongSide ? (meant === 'customer' ? 'freelancer' : 'customer') : meant;
        return { action, side, pick };
      }),
    { minLength: 6, maxLength: 18 },
  );

async function act(userId: string, url: string, method: 'POST' | 'PUT', body: unknown) {
  const answer = await call(api, {
    method,
    url,
    user: userId,
    headers: { 'idempotency-key': randomUUID() },
    body,
  });
  // A refusal is an answer; a fault never is.
  expect({ url, status: answer.statusCode, body: answer.body }).toEqual(
    expect.objectContaining({ status: expect.any(Number) }),
  );
  expect(answer.statusCode).toBeLessThan(500);
  expect([200, 201, 403, 409, 422]).toContain(answer.statusCode);
  return answer;
}

async function settle(): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const busy = await api.db.query(
      `SELECT 1 FROM charges WHERE status = 'pending'
       UNION ALL SELECT 1 FROM payouts WHERE status = 'pending'`,
    );
    if (busy.rows.length === 0) return;
    if (Date.now() > deadline) throw new Error('money never settled');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function checkInvariants(): Promise<void> {
  const unbalanced = await api.db.query(
    `SELECT transaction_id FROM ledger_entries GROUP BY tenant_id, transaction_id
      HAVING sum(amount) <> 0`,
  );
  expect(unbalanced.rows).toEqual([]);
  const total = await api.db.query<{ total: string | number | null }>(
    'SELECT sum(amount) AS total FROM ledger_entries WHERE tenant_id = $1',
    ['demo'],
  );
  expect(Number(total.rows[0]?.total ?? 0)).toBe(0);
  const twoLive = await api.db.query(
    `SELECT milestone_id, cycle_id FROM charges WHERE status IN ('pending', 'succeeded')
      GROUP BY milestone_id, cycle_id HAVING count(*) > 1`,
  );
  expect(twoLive.rows).toEqual([]);
  // Paid, completed or signed off only with a settled charge (or nothing to charge).
  const unfunded = await api.db.query(
    `SELECT m.id, m.status FROM milestones m
      WHERE m.status IN (2, 3, 4) AND m.recurring_id IS NULL AND m.amount > 0
        AND NOT EXISTS (SELECT 1 FROM charges c WHERE c.tenant_id = m.tenant_id
          AND c.milestone_id = m.id AND c.cycle_id IS NULL AND c.status = 'succeeded')`,
  );
  expect(unfunded.rows).toEqual([]);
  const badStatus = await api.db.query(
    'SELECT id FROM milestones WHERE status NOT BETWEEN 0 AND 5',
  );
  expect(badStatus.rows).toEqual([]);
  const paidCycles = await api.db.query(
    `SELECT i.id FROM recurring_items i WHERE i.status = 4 AND NOT EXISTS (
       SELECT 1 FROM charges c WHERE c.tenant_id = i.tenant_id AND c.cycle_id = i.id
         AND c.status = 'succeeded')`,
  );
  expect(paidCycles.rows).toEqual([]);
  // A payout is paid out only for signed-off work or a paid cycle, and never twice.
  const strayPayouts = await api.db.query(
    `SELECT p.id FROM payouts p LEFT JOIN milestones m ON m.tenant_id = p.tenant_id
        AND m.id = p.milestone_id
      WHERE p.cycle_id IS NULL AND m.status <> 4`,
  );
  expect(strayPayouts.rows).toEqual([]);
}

describe('random calls by both parties', () => {
  it('never break a fixed-price contract or the ledger', async () => {
    await fc.assert(
      fc.asyncProperty(
        steps(FIXED_ACTIONS),
        fc.constantFrom(accounts.customer, accounts.orgCustomer),
        async (plan, payer) => {
          const { jobId, milestones } = await startContract(api, payer.userId, freelancer.userId);
          const userOf = (side: Side) => (side === 'customer' ? payer.userId : freelancer.userId);
          for (const step of plan) {
            // Mostly the first milestone, so one milestone goes a long way through its life.
            const m = milestones[step.pick < 7 ? 0 : 1] as MilestoneView;
            const id = m.milestoneId;
            const user = userOf(step.side);
            if (step.action === 'pay')
              await act(user, `/milestones/${id}/pay`, 'POST', { milestoneId: id, jobID: jobId });
            if (step.action === 'retry')
              await act(user, '/payment/payin/retry', 'POST', { milestoneId: id, jobId });
            if (step.action === 'submit' || step.action === 'requestChanges')
              await act(user, '/jobs/milestone_status', 'POST', {
                key: step.action,
                milestoneId: id,
                jobID: jobId,
                ...(step.action === 'submit' ? { flNote: 'Done' } : { value: 'Please change it' }),
              });
            if (step.action === 'signOff')
              await act(user, '/jobs/customer_signedoff_milestone', 'POST', {
                milestoneId: id,
                jobID: jobId,
              });
            if (step.action === 'put')
              await act(user, `/jobs/${jobId}/milestones/${id}`, 'PUT', { status: step.pick % 6 });
            if (step.action === 'payoutRetry')
              await act(user, '/payment/payout/retry', 'POST', { milestoneId: id });
            // Webhooks land between steps after money moved, and at random points besides.
            if (['pay', 'retry', 'signOff'].includes(step.action) || step.pick % 3 === 0)
              await settle();
          }
          await settle();
          await checkInvariants();
        },
      ),
      // A fixed seed: the same sequences on every run, so a failure can be replayed.
      { numRuns: 10, seed: 20261126 },
    );
  });

  it('never break ongoing work or the ledger', async () => {
    await fc.assert(
      fc.asyncProperty(steps(RECURRING_ACTIONS), async (plan) => {
        const { jobId } = await startContract(api, accounts.customer.userId, freelancer.userId, {
          contractType: 2,
          cycleDuration: 'week',
          budget: 100_000,
        });
        const listed = await call(api, {
          method: 'GET',
          url: `/jobs/${jobId}/recurring`,
          user: freelancer.userId,
        });
        const [rule] = expectStatus(listed, 200).json<{ recurring: RecurringView[] }>().recurring;
        if (rule === undefined) throw new Error('no recurring contract');
        const base = { milestoneId: rule.milestoneId, recurringId: rule.recurringId, jobID: jobId };
        for (const step of plan) {
          const user = step.side === 'customer' ? accounts.customer.userId : freelancer.userId;
          if (step.action === 'payCycle') {
            const current = await call(api, {
              method: 'GET',
              url: `/jobs/${jobId}/recurring`,
              user: freelancer.userId,
            });
            const cycle = current.json<{ recurring: RecurringView[] }>().recurring[0]?.cycles[0];
            await act(user, `/milestones/${rule.milestoneId}/pay`, 'POST', {
              milestoneId: rule.milestoneId,
              jobID: jobId,
              cycleId: cycle?.cycleId,
            });
          } else {
            await act(user, '/jobs/milestone_status', 'POST', {
              ...base,
              key: step.action,
              ...(step.action === 'hours' ? { value: 1 + step.pick / 4 } : {}),
              ...(step.action === 'dispute' ? { value: 'Too many hours' } : {}),
            });
          }
          if (step.pick % 3 === 0) await settle();
        }
        await settle();
        await checkInvariants();
      }),
      { numRuns: 10, seed: 20261126 },
    );
  });

  it('went through every status, a refusal and a payout on the way (the runs were not idle)', async () => {
    const moves = await api.db.query<{ kind: string }>(
      'SELECT DISTINCT kind FROM milestone_events ORDER BY kind',
    );
    const kinds = moves.rows.map((row) => row.kind);
    for (const kind of ['pay', 'payInSucceeded', 'payInFailed', 'submit', 'signOff', 'submitHours'])
      expect(kinds).toContain(kind);
    const paidOut = await api.db.query("SELECT 1 FROM payouts WHERE status = 'paid'");
    expect(paidOut.rows.length).toBeGreaterThan(0);
  });
});
