/**
 * Disputes (docs/disputes.md): a party disputes held money, the parties and the tenant's
 * administrators talk in its thread, and an administrator's decision moves the money once.
 */
import { randomUUID } from 'node:crypto';
import type {
  Dispute,
  DisputeDetail,
  DisputeMessage,
  DisputesPage,
  MilestoneView,
  Notification,
  RecurringView,
  SeededAccount,
} from '@mp/contracts';
import { balances } from '../src/domains/payments/ledger';
import { SANDBOX_CARDS } from '../src/payment-provider';
import { milestonesOf, milestoneStatus, startContract } from './contract-support';
import { account, accounts, call, setUpTestApi, type CallResult } from './harness';
import { addPaymentSource, eventually, INSTANT_SANDBOX } from './payments-support';
import { expectStatus } from './proposals-support';

const api = setUpTestApi(INSTANT_SANDBOX);
const { customer, freelancer, agencyFreelancer, admin, acmeCustomer } = accounts;
const acmeAdmin = account('acme', 'admin');

type ErrorBody = { code: string; fields?: { path: string }[] };

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000dIHDR-rest-of-a-tiny-png'),
]);

function as(who: SeededAccount, method: 'GET' | 'POST', url: string, body?: unknown) {
  return call(api, { method, url, user: who.userId, tenant: who.tenantId, body });
}

function pay(jobId: string, milestoneId: string, cycleId?: string): Promise<CallResult> {
  return call(api, {
    method: 'POST',
    url: `/milestones/${milestoneId}/pay`,
    user: customer.userId,
    headers: { 'idempotency-key': randomUUID() },
    body: { milestoneId, jobID: jobId, ...(cycleId === undefined ? {} : { cycleId }) },
  });
}

function signOff(jobId: string, milestoneId: string): Promise<CallResult> {
  return call(api, {
    method: 'POST',
    url: '/jobs/customer_signedoff_milestone',
    user: customer.userId,
    headers: { 'idempotency-key': randomUUID() },
    body: { jobID: jobId, milestoneId },
  });
}

async function milestone(jobId: string, milestoneId: string): Promise<MilestoneView> {
  const found = (await milestonesOf(api, customer.userId, jobId)).find(
    (m) => m.milestoneId === milestoneId,
  );
  if (found === undefined) throw new Error('milestone gone');
  return found;
}

/** A fresh contract whose first milestone is paid in (status 2), its money in escrow. */
async function paidMilestone(): Promise<{ jobId: string; milestoneId: string; amount: number }> {
  const { jobId, milestones } = await startContract(api, customer.userId, freelancer.userId);
  const [first] = milestones as [MilestoneView];
  expectStatus(await pay(jobId, first.milestoneId), 200);
  await eventually(
    () => milestone(jobId, first.milestoneId),
    (m) => m.status === 2,
  );
  return { jobId, milestoneId: first.milestoneId, amount: first.amount };
}

function open(who: SeededAccount, body: Record<string, unknown>) {
  return as(who, 'POST', '/disputes', body);
}

async function opened(jobId: string, milestoneId: string, who = freelancer): Promise<Dispute> {
  const response = await open(who, { jobID: jobId, milestoneId, reason: 'The work was done' });
  return expectStatus(response, 201).json<Dispute>();
}

function resolve(who: SeededAccount, disputeId: string, body: Record<string, unknown>) {
  return as(who, 'POST', `/disputes/${disputeId}/resolve`, body);
}

async function ledgerSum(): Promise<number> {
  let sum = 0;
  for (const value of (await balances(api.db, 'demo')).values()) sum += value;
  return sum;
}

async function ledgerOf(referenceIds: string[]) {
  const { rows } = await api.db.query<{ kind: string; account: string; amount: string | number }>(
    `SELECT t.kind, e.account, e.amount FROM ledger_transactions t
       JOIN ledger_entries e ON e.tenant_id = t.tenant_id AND e.transaction_id = t.id
      WHERE t.tenant_id = 'demo' AND t.reference_id = ANY($1::text[]) ORDER BY t.kind, e.line`,
    [referenceIds],
  );
  return rows.map((row) => ({ kind: row.kind, account: row.account, amount: Number(row.amount) }));
}

async function disputeEvents(who: SeededAccount, disputeId: string): Promise<string[]> {
  const listed = await as(who, 'GET', '/notifications?limit=100');
  return expectStatus(listed, 200)
    .json<{ notifications: Notification[] }>()
    .notifications.filter((note) => note.payload.disputeId === disputeId)
    .map((note) => String(note.payload.event));
}

const errorOf = (response: CallResult) => response.json<ErrorBody>();

beforeAll(() => addPaymentSource(api, customer.userId, { source: SANDBOX_CARDS.succeeds }));

describe('opening a dispute', () => {
  it('holds a paid milestone: sign-off is refused while the dispute is open', async () => {
    const { jobId, milestoneId, amount } = await paidMilestone();
    const key = `milestones/${milestoneId}/proof.png`;
    const uploaded = await call(api, {
      method: 'POST',
      url: '/apis/auth/s3',
      user: freelancer.userId,
      body: { key, contentType: 'image/png', filesize: PNG.length, file: PNG.toString('base64') },
    });
    expectStatus(uploaded, 201);
    const response = await open(freelancer, {
      jobID: jobId,
      milestoneId,
      reason: '  The customer stopped answering  ',
      evidence: [{ key }],
    });
    const dispute = expectStatus(response, 201).json<Dispute>();
    expect(dispute).toMatchObject({
      status: 'open',
      outcome: null,
      reason: 'The customer stopped answering',
      amount,
      currency: 'GBP',
      openedBy: freelancer.userId,
      customer: { userId: customer.userId },
      freelancer: { userId: freelancer.userId },
      evidence: [{ key, name: 'proof.png', contentType: 'image/png' }],
    });
    const refused = await signOff(jobId, milestoneId);
    expect(expectStatus(refused, 409).json<ErrorBody>().code).toBe('INVALID_TRANSITION');
    expect((await milestone(jobId, milestoneId)).payout).toBeNull();
    expect(await disputeEvents(customer, dispute.disputeId)).toEqual(['disputeOpened']);
    expect(await disputeEvents(freelancer, dispute.disputeId)).toEqual([]);
    const evidence = await call(api, {
      method: 'GET',
      url: `/apis/auth/s3?path=${encodeURIComponent(Buffer.from(key).toString('base64'))}`,
      user: customer.userId,
    });
    expectStatus(evidence, 200);
  });

  it('allows one open dispute per milestone', async () => {
    const { jobId, milestoneId } = await paidMilestone();
    await opened(jobId, milestoneId);
    const again = await open(customer, { jobID: jobId, milestoneId, reason: 'Me too' });
    expect(errorOf(expectStatus(again, 409)).code).toBe('CONFLICT');
  });

  it('refuses unpaid milestones, administrators, strangers and bad input', async () => {
    const { jobId, milestones } = await startContract(api, customer.userId, freelancer.userId);
    const [first] = milestones as [MilestoneView];
    const body = { jobID: jobId, milestoneId: first.milestoneId, reason: 'Why' };
    expect(errorOf(expectStatus(await open(customer, body), 409)).code).toBe('INVALID_TRANSITION');
    expect(errorOf(expectStatus(await open(admin, body), 403)).code).toBe('FORBIDDEN_ROLE');
    expect(errorOf(expectStatus(await open(agencyFreelancer, body), 404)).code).toBe(
      'MILESTONE_NOT_FOUND',
    );
    expect(errorOf(expectStatus(await open(acmeCustomer, body), 404)).code).toBe(
      'MILESTONE_NOT_FOUND',
    );
    const blank = await open(customer, { ...body, reason: '   ' });
    expect(errorOf(expectStatus(blank, 400)).fields?.[0]?.path).toBe('body.reason');
    const { jobId: paidJob, milestoneId } = await paidMilestone();
    const foreign = await open(customer, {
      jobID: paidJob,
      milestoneId,
      reason: 'Look',
      evidence: [{ key: `milestones/${milestoneId}/not-mine.png` }],
    });
    expect(errorOf(expectStatus(foreign, 422)).fields?.[0]?.path).toBe('body.evidence.0.key');
  });
});

describe('the thread', () => {
  it('lets both parties and the administrator talk, and no one else see it', async () => {
    const { jobId, milestoneId } = await paidMilestone();
    const dispute = await opened(jobId, milestoneId);
    const url = `/disputes/${dispute.disputeId}/messages`;
    for (const who of [customer, freelancer, admin]) {
      const posted = await as(who, 'POST', url, { message: `From ${who.name}` });
      expect(expectStatus(posted, 201).json<DisputeMessage>()).toMatchObject({
        sender: { userId: who.userId },
        message: `From ${who.name}`,
      });
    }
    const read = expectStatus(await as(customer, 'GET', `/disputes/${dispute.disputeId}`), 200);
    expect(read.json<DisputeDetail>().messages.map((m) => [m.senderRole, m.message])).toEqual([
      ['customer', `From ${customer.name}`],
      ['freelancer', `From ${freelancer.name}`],
      ['administrator', `From ${admin.name}`],
    ]);
    for (const stranger of [agencyFreelancer, acmeAdmin, acmeCustomer]) {
      const get = await as(stranger, 'GET', `/disputes/${dispute.disputeId}`);
      expect(errorOf(expectStatus(get, 404)).code).toBe('DISPUTE_NOT_FOUND');
      const post = await as(stranger, 'POST', url, { message: 'Let me in' });
      expect(errorOf(expectStatus(post, 404)).code).toBe('DISPUTE_NOT_FOUND');
    }
    const empty = await as(customer, 'POST', url, { message: '' });
    expect(errorOf(expectStatus(empty, 400)).fields?.[0]?.path).toBe('body.message');
    expect(await disputeEvents(freelancer, dispute.disputeId)).toContain('disputeMessage');
  });

  it('lists a party their own disputes and an administrator the tenant’s, with paging', async () => {
    const { jobId, milestoneId } = await paidMilestone();
    const dispute = await opened(jobId, milestoneId);
    const mine = expectStatus(await as(freelancer, 'GET', '/disputes?status=open'), 200);
    expect(mine.json<DisputesPage>().disputes.map((d) => d.disputeId)).toContain(dispute.disputeId);
    const theirs = expectStatus(await as(agencyFreelancer, 'GET', '/disputes'), 200);
    expect(theirs.json<DisputesPage>().disputes.map((d) => d.disputeId)).not.toContain(
      dispute.disputeId,
    );
    const firstPage = expectStatus(await as(admin, 'GET', '/disputes?pageSize=1&page=1'), 200);
    const page = firstPage.json<DisputesPage>();
    expect(page.disputes).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(page.disputes[0]?.disputeId).toBe(dispute.disputeId);
    const acme = expectStatus(await as(acmeAdmin, 'GET', '/disputes'), 200);
    expect(acme.json<DisputesPage>().disputes).toEqual([]);
    const bad = await as(admin, 'GET', '/disputes?pageSize=500');
    expect(errorOf(expectStatus(bad, 400)).fields?.[0]?.path).toBe('query.pageSize');
  });
});

describe('resolving', () => {
  it('splits once under concurrent decisions, and the ledger balances', async () => {
    const { jobId, milestoneId, amount } = await paidMilestone();
    const dispute = await opened(jobId, milestoneId);
    const share = Math.floor(amount / 3);
    const attempts = await Promise.all(
      Array.from({ length: 5 }, () =>
        resolve(admin, dispute.disputeId, { outcome: 'split', freelancerAmount: share }),
      ),
    );
    const statuses = attempts.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    const winner = attempts.find((r) => r.statusCode === 200) as CallResult;
    expect(winner.json<Dispute>()).toMatchObject({
      status: 'resolved',
      outcome: 'split',
      amount,
      freelancerAmount: share,
      customerAmount: amount - share,
      resolvedBy: admin.userId,
    });
    const after = await milestone(jobId, milestoneId);
    expect(after.status).toBe(4);
    expect(after.payout).toMatchObject({ amount: share });
    expect(await ledgerOf([dispute.disputeId, milestoneId])).toEqual([
      { kind: 'dispute_refund', account: 'escrow', amount: amount - share },
      { kind: 'dispute_refund', account: 'provider_balance', amount: -(amount - share) },
      { kind: 'release', account: 'escrow', amount: share },
      { kind: 'release', account: `freelancer_payable:${freelancer.userId}`, amount: -share },
    ]);
    expect(await ledgerSum()).toBe(0);
    const again = await resolve(admin, dispute.disputeId, { outcome: 'release' });
    expect(errorOf(expectStatus(again, 409)).code).toBe('CONFLICT');
    const closed = await as(customer, 'POST', `/disputes/${dispute.disputeId}/messages`, {
      message: 'Too late',
    });
    expect(errorOf(expectStatus(closed, 409)).code).toBe('CONFLICT');
    expect(await disputeEvents(customer, dispute.disputeId)).toContain('disputeResolved');
    expect(await disputeEvents(freelancer, dispute.disputeId)).toContain('disputeResolved');
    const signed = await signOff(jobId, milestoneId);
    expect(errorOf(expectStatus(signed, 409)).code).toBe('INVALID_TRANSITION');
  });

  it('releases the whole amount, or refunds it whole', async () => {
    const released = await paidMilestone();
    const toFreelancer = await opened(released.jobId, released.milestoneId);
    const release = await resolve(admin, toFreelancer.disputeId, { outcome: 'release' });
    expect(expectStatus(release, 200).json<Dispute>()).toMatchObject({
      freelancerAmount: released.amount,
      customerAmount: 0,
    });
    await eventually(
      () => milestone(released.jobId, released.milestoneId),
      (m) => m.payout?.status === 'paid',
    );
    const refunded = await paidMilestone();
    const toCustomer = await opened(refunded.jobId, refunded.milestoneId, customer);
    const refund = await resolve(admin, toCustomer.disputeId, { outcome: 'refund' });
    expect(expectStatus(refund, 200).json<Dispute>()).toMatchObject({
      freelancerAmount: 0,
      customerAmount: refunded.amount,
    });
    expect((await milestone(refunded.jobId, refunded.milestoneId)).payout).toBeNull();
    expect(await ledgerSum()).toBe(0);
  });

  it('is for the tenant’s administrators only, with a share within the amount', async () => {
    const { jobId, milestoneId, amount } = await paidMilestone();
    const dispute = await opened(jobId, milestoneId);
    const byParty = await resolve(customer, dispute.disputeId, { outcome: 'refund' });
    expect(errorOf(expectStatus(byParty, 403)).code).toBe('FORBIDDEN_ROLE');
    const byOtherTenant = await resolve(acmeAdmin, dispute.disputeId, { outcome: 'refund' });
    expect(errorOf(expectStatus(byOtherTenant, 404)).code).toBe('DISPUTE_NOT_FOUND');
    for (const freelancerAmount of [0, amount, amount + 1]) {
      const bad = await resolve(admin, dispute.disputeId, { outcome: 'split', freelancerAmount });
      expect(errorOf(expectStatus(bad, 400)).fields?.[0]?.path).toBe('body.freelancerAmount');
    }
    const missing = await resolve(admin, dispute.disputeId, { outcome: 'split' });
    expect(errorOf(expectStatus(missing, 400)).fields?.[0]?.path).toBe('body.freelancerAmount');
    const extra = await resolve(admin, dispute.disputeId, {
      outcome: 'release',
      freelancerAmount: 1,
    });
    expect(errorOf(expectStatus(extra, 400)).fields?.[0]?.path).toBe('body.freelancerAmount');
    const unknown = await resolve(admin, randomUUID(), { outcome: 'refund' });
    expect(errorOf(expectStatus(unknown, 404)).code).toBe('DISPUTE_NOT_FOUND');
    expect((await milestone(jobId, milestoneId)).status).toBe(2);
  });
});

describe('disputing a cycle of ongoing work', () => {
  it('holds the paid cycle in escrow until the administrator releases it', async () => {
    const { jobId } = await startContract(api, customer.userId, freelancer.userId, {
      contractType: 2,
      cycleDuration: 'week',
      budget: 1000,
    });
    const listed = await as(customer, 'GET', `/jobs/${jobId}/recurring`);
    const [rule] = expectStatus(listed, 200).json<{ recurring: RecurringView[] }>().recurring;
    const cycle = rule?.cycles[0];
    if (rule === undefined || cycle === undefined) throw new Error('no open cycle');
    const body = { jobID: jobId, milestoneId: rule.milestoneId, recurringId: rule.recurringId };
    const none = await as(freelancer, 'POST', '/jobs/dispute_recurring_milestone', body);
    expect(errorOf(expectStatus(none, 409)).code).toBe('INVALID_TRANSITION');
    const hours = await milestoneStatus(api, freelancer.userId, {
      key: 'hours',
      value: 2,
      ...body,
    });
    expectStatus(hours, 200);
    const wrongRule = await as(freelancer, 'POST', '/jobs/dispute_recurring_milestone', {
      ...body,
      recurringId: randomUUID(),
    });
    expect(errorOf(expectStatus(wrongRule, 404)).code).toBe('MILESTONE_NOT_FOUND');
    const response = await as(freelancer, 'POST', '/jobs/dispute_recurring_milestone', {
      ...body,
      reason: 'Two hours were agreed',
    });
    const dispute = expectStatus(response, 201).json<Dispute>();
    expect(dispute).toMatchObject({ cycleId: cycle.cycleId, status: 'open' });
    const early = await resolve(admin, dispute.disputeId, { outcome: 'release' });
    expect(errorOf(expectStatus(early, 409)).code).toBe('CONFLICT');
    expectStatus(await pay(jobId, rule.milestoneId, cycle.cycleId), 200);
    const charged = await eventually(
      () =>
        api.db.query<{ status: string }>(
          `SELECT status FROM charges WHERE tenant_id = 'demo' AND cycle_id = $1`,
          [cycle.cycleId],
        ),
      (result) => result.rows[0]?.status === 'succeeded',
    );
    expect(charged.rows).toHaveLength(1);
    const payouts = () =>
      api.db.query(`SELECT 1 FROM payouts WHERE tenant_id = 'demo' AND cycle_id = $1`, [
        cycle.cycleId,
      ]);
    expect((await payouts()).rows).toHaveLength(0);
    const released = await resolve(admin, dispute.disputeId, { outcome: 'release' });
    expectStatus(released, 200);
    expect((await payouts()).rows).toHaveLength(1);
    expect(await ledgerSum()).toBe(0);
  });
});
