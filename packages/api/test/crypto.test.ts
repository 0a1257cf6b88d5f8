/**
 * Paying milestones in crypto (docs/payments.md#crypto): the customer names their payer
 * address and gets the milestone's escrow on the sandbox chain, sends the amount and its tax
 * there through the sandbox wallet page, and the transfer's hash pays the milestone once
 * verified; sign-off releases the escrow to the freelancer's payee address. Every refusal names
 * body.transactionHash, and the ledger always balances.
 */
import { randomUUID } from 'node:crypto';
import type {
  MilestoneEvent,
  MilestoneView,
  PayResponse,
  SmartContractResponse,
} from '@mp/contracts';
import { balances } from '../src/domains/payments/ledger';
import { SandboxChain } from '../src/payment-provider';
import { randomAddress } from '../src/payment-provider/sandbox/chain-rules';
import { milestonesOf, milestoneStatus, startContract } from './contract-support';
import { accounts, call, startTestApi, TEST_TIMEOUT_MS, type TestApi } from './harness';
import { postForm, SITE } from './payments-support';
import { expectStatus } from './proposals-support';

jest.setTimeout(TEST_TIMEOUT_MS);

let api: TestApi;
let chain: SandboxChain;
beforeAll(async () => {
  api = await startTestApi(undefined, { TENANT_CACHE_MS: '0' });
  // Freelancers propose here, so the customer approves each milestone with a payee address.
  await api.db.query(
    `UPDATE tenants SET features = jsonb_set(features, '{customerCreatesMilestones}', $2::jsonb)
      WHERE tenant_id = $1`,
    ['demo', JSON.stringify({ isEnabled: false })],
  );
  // The sandbox chain is its tables: the tests send on it as any wallet would.
  chain = new SandboxChain(api.db, { publicUrl: null, now: () => new Date() });
});
afterAll(() => api?.dispose());

const { customer, orgCustomer, freelancer } = accounts;

// EIP-55's own examples: the freelancer is paid at PAYEE, the customer pays from PAYER.
const PAYEE = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const PAYER = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';

interface CryptoMilestone {
  jobId: string;
  milestone: MilestoneView;
  /** A milestone of the same contract approved without a payee address. */
  withoutPayee: MilestoneView;
}

/** A contract with a milestone the customer approved with the freelancer's payee address. */
async function cryptoMilestone(amount = 500, taxRate = 0): Promise<CryptoMilestone> {
  const { jobId, milestones } = await startContract(api, customer.userId, freelancer.userId);
  if (taxRate > 0)
    expectStatus(
      await call(api, {
        method: 'POST',
        url: `/jobs/${jobId}/tax`,
        user: customer.userId,
        body: { jobId, taxType: 'VAT', taxRate },
      }),
      200,
    );
  const proposed = await call(api, {
    method: 'POST',
    url: `/jobs/${jobId}/milestones`,
    user: freelancer.userId,
    body: { milestones: [{ title: 'Audit', amount }] },
  });
  const [audit] = expectStatus(proposed, 201).json<{ milestones: MilestoneView[] }>().milestones;
  if (audit === undefined) throw new Error('no milestone proposed');
  const approved = await call(api, {
    method: 'POST',
    url: '/jobs/approve_milestone',
    user: customer.userId,
    body: {
      milestoneId: audit.milestoneId,
      jobID: jobId,
      clApprovalStatus: 'APPROVED',
      payeeAddress: PAYEE.toLowerCase(),
    },
  });
  return {
    jobId,
    milestone: expectStatus(approved, 200).json<MilestoneView>(),
    withoutPayee: milestones[0] as MilestoneView,
  };
}

function smartContract(
  jobId: string,
  milestoneId: string,
  body: Record<string, unknown> = { payerAddress: PAYER },
  options: { user?: string; origin?: string | null } = {},
) {
  const origin = options.origin === undefined ? SITE : options.origin;
  return call(api, {
    method: 'POST',
    url: `/jobs/${jobId}/milestones/${milestoneId}/smartContract`,
    user: options.user ?? customer.userId,
    headers: origin === null ? {} : { origin },
    body,
  });
}

async function started(jobId: string, milestoneId: string): Promise<SmartContractResponse> {
  return expectStatus(await smartContract(jobId, milestoneId), 200).json<SmartContractResponse>();
}

function pay(jobId: string, milestoneId: string, extra: Record<string, unknown>, key?: string) {
  return call(api, {
    method: 'POST',
    url: `/milestones/${milestoneId}/pay`,
    user: customer.userId,
    headers: { 'idempotency-key': key ?? randomUUID() },
    body: { milestoneId, jobID: jobId, ...extra },
  });
}

interface Refusal {
  code: string;
  message: string;
  fields: { path: string; message: string }[];
}

/** The refusal of a pay with this hash: 422, naming body.transactionHash. */
async function refusal(jobId: string, milestoneId: string, transactionHash: string) {
  const refused = expectStatus(await pay(jobId, milestoneId, { transactionHash }), 422);
  const answer = refused.json<Refusal>();
  expect(answer.code).toBe('TRANSACTION_REJECTED');
  expect(answer.fields).toEqual([{ path: 'body.transactionHash', message: answer.message }]);
  return answer.message;
}

/** Sends from the wallet page of a link, confirming `amount` (major units, as typed). */
async function sendFromWallet(url: string, amount: string): Promise<string> {
  const sent = await postForm(url, { amount });
  expect(sent.status).toBe(303);
  const back = new URL(sent.headers.get('location') ?? '');
  return back.searchParams.get('transactionHash') ?? '';
}

async function ledgerSum(): Promise<number> {
  let sum = 0;
  for (const value of (await balances(api.db, 'demo')).values()) sum += value;
  return sum;
}

/** The entries posted for these references (a charge, a milestone's release, a payout). */
async function ledgerOf(referenceIds: string[]): Promise<Record<string, number>> {
  const { rows } = await api.db.query<{ kind: string; account: string; amount: string }>(
    `SELECT t.kind, e.account, e.amount FROM ledger_entries e
       JOIN ledger_transactions t ON t.tenant_id = e.tenant_id AND t.id = e.transaction_id
      WHERE t.tenant_id = 'demo' AND t.reference_id = ANY($1::text[])`,
    [referenceIds],
  );
  return Object.fromEntries(rows.map((row) => [`${row.kind} ${row.account}`, Number(row.amount)]));
}

async function eventsOf(jobId: string, milestoneId: string): Promise<MilestoneEvent[]> {
  const listed = await call(api, {
    method: 'GET',
    url: `/jobs/${jobId}/milestones/events`,
    user: freelancer.userId,
  });
  return expectStatus(listed, 200)
    .json<{ events: MilestoneEvent[] }>()
    .events.filter((event) => event.milestoneId === milestoneId);
}

describe('starting a crypto payment', () => {
  it('answers the escrow, the amount and its tax (no card fee), and a wallet link', async () => {
    const { jobId, milestone } = await cryptoMilestone(500, 20);
    expect(milestone).toMatchObject({ status: 1, payeeAddress: PAYEE });
    const answer = expectStatus(
      await smartContract(jobId, milestone.milestoneId, {
        payerAddress: PAYER.toUpperCase().replace('0X', '0x'),
      }),
      200,
    ).json<SmartContractResponse>();
    expect(answer).toMatchObject({
      payerAddress: PAYER,
      payeeAddress: PAYEE,
      amount: 500,
      tax: 100,
      total: 600,
      currency: 'GBP',
    });
    expect(answer.escrowAddress).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(answer.milestone).toMatchObject({
      status: 1,
      payerAddress: PAYER,
      transactionHash: null,
    });
    const link = new URL(answer.walletLink.url);
    expect(`${link.origin}${link.pathname}`).toBe(`${api.url}/payment/sandbox/wallet`);
    expect(link.searchParams.get('tenant')).toBe('demo');

    const again = await started(jobId, milestone.milestoneId);
    expect(again.escrowAddress).toBe(answer.escrowAddress);
    expect(again.walletLink.url).not.toBe(answer.walletLink.url);
    const events = await eventsOf(jobId, milestone.milestoneId);
    expect(events[0]).toMatchObject({
      kind: 'cryptoEscrow',
      actorRole: 'customer',
      note: `6.00 GBP from ${PAYER} to escrow ${answer.escrowAddress}`,
    });
  });

  it('checks the payer address with its EIP-55 checksum, naming body.payerAddress', async () => {
    const { jobId, milestone } = await cryptoMilestone();
    const typo = await smartContract(jobId, milestone.milestoneId, {
      payerAddress: PAYER.replace('fB69', 'Fb69'),
    });
    expect(expectStatus(typo, 422).json<Refusal>().fields).toEqual([
      {
        path: 'body.payerAddress',
        message: 'The address checksum (EIP-55) does not match: check for typos',
      },
    ]);
    const short = await smartContract(jobId, milestone.milestoneId, { payerAddress: '0x1234' });
    expect(expectStatus(short, 422).json<Refusal>().fields[0]?.path).toBe('body.payerAddress');
    const unchanged = await milestonesOf(api, customer.userId, jobId);
    expect(unchanged.find((m) => m.milestoneId === milestone.milestoneId)?.payerAddress).toBeNull();
  });

  it('refuses without a payee address, off the site, and to anyone but the customer', async () => {
    const { jobId, milestone, withoutPayee } = await cryptoMilestone();
    const noPayee = await smartContract(jobId, withoutPayee.milestoneId);
    expect(expectStatus(noPayee, 422).json<Refusal>()).toMatchObject({
      code: 'PAYEE_ADDRESS_REQUIRED',
      message: expect.stringContaining('payee address') as string,
    });
    const noOrigin = await smartContract(jobId, milestone.milestoneId, undefined, { origin: null });
    expect(expectStatus(noOrigin, 422).json<Refusal>().fields[0]?.path).toBe('headers.origin');
    const elsewhere = await smartContract(jobId, milestone.milestoneId, undefined, {
      origin: 'https://evil.example',
    });
    expectStatus(elsewhere, 422);
    const byFreelancer = await smartContract(jobId, milestone.milestoneId, undefined, {
      user: freelancer.userId,
    });
    expectStatus(byFreelancer, 403);
    const byStranger = await smartContract(jobId, milestone.milestoneId, undefined, {
      user: orgCustomer.userId,
    });
    expect(expectStatus(byStranger, 404).json<Refusal>().code).toBe('MILESTONE_NOT_FOUND');
    const { rows } = await api.db.query('SELECT 1 FROM crypto_escrows WHERE milestone_id = $1', [
      milestone.milestoneId,
    ]);
    expect(rows).toHaveLength(0);
  });
});

describe('the smartContract switch', () => {
  it('refuses starting and paying in crypto while the switch is off for the customer', async () => {
    const { jobId, milestone } = await cryptoMilestone();
    const setSwitch = (value: object) =>
      api.db.query(
        `UPDATE tenants SET features = jsonb_set(features, '{smartContract}', $2::jsonb)
          WHERE tenant_id = $1`,
        ['demo', JSON.stringify(value)],
      );
    await setSwitch({ isEnabled: false });
    try {
      const start = await smartContract(jobId, milestone.milestoneId);
      expect(expectStatus(start, 403).json<Refusal>()).toMatchObject({
        code: 'FORBIDDEN',
        message: expect.stringContaining('crypto') as string,
      });
      const pay = await call(api, {
        method: 'POST',
        url: `/milestones/${milestone.milestoneId}/pay`,
        user: customer.userId,
        headers: { 'idempotency-key': randomUUID() },
        body: {
          milestoneId: milestone.milestoneId,
          jobID: jobId,
          transactionHash: `0x${'1'.repeat(64)}`,
        },
      });
      expect(expectStatus(pay, 403).json<Refusal>().code).toBe('FORBIDDEN');
      const { rows } = await api.db.query('SELECT payer_address FROM milestones WHERE id = $1', [
        milestone.milestoneId,
      ]);
      expect(rows[0]).toEqual({ payer_address: null });
    } finally {
      await setSwitch({ isEnabled: false, values: [{ userRole: 'customer', enabled: true }] });
    }
    expectStatus(await smartContract(jobId, milestone.milestoneId), 200);
  });
});

describe('the sandbox wallet page', () => {
  it('shows the transfer under a strict CSP, checks the amount, sends once and returns with the hash', async () => {
    const { jobId, milestone } = await cryptoMilestone(500, 20);
    const answer = await started(jobId, milestone.milestoneId);
    const page = await fetch(answer.walletLink.url);
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`form-action 'self' ${SITE}`);
    expect(csp).toContain("frame-ancestors 'none'");
    const html = await page.text();
    expect(html).toContain(PAYER);
    expect(html).toContain(answer.escrowAddress);
    expect(html).toContain('value="6.00"');
    expect(html).toContain('6.00 sbxGBP');
    expect(html).not.toContain('<script');

    const invalid = await postForm(answer.walletLink.url, { amount: 'six' });
    expect(invalid.status).toBe(400);
    const form = await invalid.text();
    expect(form).toContain('aria-invalid="true"');
    expect(form).toContain('Error: Enter an amount of sbxGBP greater than 0');
    expect(form).toContain('value="six"');

    const sent = await postForm(answer.walletLink.url, { amount: '6.00' });
    expect(sent.status).toBe(303);
    const back = new URL(sent.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(`${SITE}/customer/contract/${jobId}`);
    expect(back.searchParams.get('cryptoMilestoneId')).toBe(milestone.milestoneId);
    const hash = back.searchParams.get('transactionHash') ?? '';
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await chain.findTransfer({ tenantId: 'demo', hash })).toMatchObject({
      from: PAYER,
      to: answer.escrowAddress,
      amount: 600,
      currency: 'GBP',
    });

    expect((await postForm(answer.walletLink.url, { amount: '6.00' })).status).toBe(410);
    const forged = new URL(answer.walletLink.url);
    forged.searchParams.set('token', 'x'.repeat(43));
    expect((await fetch(forged)).status).toBe(404);
    const otherTenant = new URL(answer.walletLink.url);
    otherTenant.searchParams.set('tenant', 'acme');
    expect((await fetch(otherTenant)).status).toBe(404);
  });

  it('returns to the path the caller names, keeping its query and hash', async () => {
    const { jobId, milestone } = await cryptoMilestone();
    const answer = expectStatus(
      await smartContract(jobId, milestone.milestoneId, {
        payerAddress: PAYER,
        returnPath: `/customer/contract/${jobId}?mode=overview#milestones`,
      }),
      200,
    ).json<SmartContractResponse>();
    const sent = await postForm(answer.walletLink.url, { amount: '5' });
    const back = new URL(sent.headers.get('location') ?? '');
    expect(back.searchParams.get('mode')).toBe('overview');
    expect(back.hash).toBe('#milestones');
    expect(back.searchParams.get('transactionHash')).toMatch(/^0x[0-9a-f]{64}$/);
  });
});

describe('paying with the transaction hash', () => {
  it('pays the milestone at once: a crypto charge without fee, the hash kept, the ledger balanced', async () => {
    const { jobId, milestone } = await cryptoMilestone(500, 20);
    const answer = await started(jobId, milestone.milestoneId);
    const hash = await sendFromWallet(answer.walletLink.url, '6.00');
    const key = randomUUID();
    const paid = expectStatus(
      await pay(jobId, milestone.milestoneId, { transactionHash: hash }, key),
      200,
    ).json<PayResponse>();
    expect(paid.milestone).toMatchObject({ status: 2, transactionHash: hash, payerAddress: PAYER });
    expect(paid.cycle).toBeNull();
    expect(paid.charge).toMatchObject({
      status: 'succeeded',
      amount: 500,
      fee: 0,
      tax: 100,
      total: 600,
      currency: 'GBP',
      feeRate: 0,
      feeFixed: 0,
    });
    const replayed = await pay(jobId, milestone.milestoneId, { transactionHash: hash }, key);
    expect(expectStatus(replayed, 200).json<PayResponse>().charge?.chargeId).toBe(
      paid.charge?.chargeId,
    );
    expect(await ledgerOf([paid.charge?.chargeId ?? ''])).toEqual({
      'charge crypto_escrow': 600,
      'charge escrow': -500,
      'charge tax_payable': -100,
    });
    expect(await ledgerSum()).toBe(0);
    const [paidEvent] = await eventsOf(jobId, milestone.milestoneId);
    expect(paidEvent).toMatchObject({
      kind: 'payCrypto',
      fromStatus: 1,
      toStatus: 2,
      actorRole: 'customer',
      note: `Transaction ${hash}`,
    });
    const again = await pay(jobId, milestone.milestoneId, { transactionHash: hash });
    expect(expectStatus(again, 409).json<Refusal>().code).toBe('INVALID_TRANSITION');
  });

  it('refuses a hash that is not one, unknown, from another sender, to another escrow, too little or used', async () => {
    const { jobId, milestone } = await cryptoMilestone(500, 20);
    const answer = await started(jobId, milestone.milestoneId);
    const id = milestone.milestoneId;
    expect(await refusal(jobId, id, 'not-a-hash')).toBe(
      'Not a transaction hash: 0x and 64 hexadecimal digits',
    );
    expect(await refusal(jobId, id, `0x${'0'.repeat(64)}`)).toBe(
      'There is no transfer with this hash on the chain',
    );
    const stranger = randomAddress();
    const fromStranger = await chain.transfer({
      tenantId: 'demo',
      from: stranger,
      to: answer.escrowAddress,
      amount: 600,
      currency: 'GBP',
    });
    expect(await refusal(jobId, id, fromStranger.hash)).toBe(
      `The transfer came from ${stranger}, not from the payer address ${PAYER}`,
    );
    const elsewhere = randomAddress();
    const toElsewhere = await chain.transfer({
      tenantId: 'demo',
      from: PAYER,
      to: elsewhere,
      amount: 600,
      currency: 'GBP',
    });
    expect(await refusal(jobId, id, toElsewhere.hash)).toBe(
      `The transfer went to ${elsewhere}, not to this milestone's escrow ${answer.escrowAddress}`,
    );
    const tooLittle = await sendFromWallet(answer.walletLink.url, '5.99');
    expect(await refusal(jobId, id, tooLittle)).toBe(
      'The transfer sent 5.99 GBP; at least 6.00 GBP (the amount and its tax) is due',
    );
    const other = await cryptoMilestone(500, 20);
    const otherAnswer = await started(other.jobId, other.milestone.milestoneId);
    const otherHash = await sendFromWallet(otherAnswer.walletLink.url, '6.00');
    expectStatus(
      await pay(other.jobId, other.milestone.milestoneId, { transactionHash: otherHash }),
      200,
    );
    expect(await refusal(jobId, id, otherHash)).toBe(
      'This transfer has already paid for a milestone: send a new one',
    );
    const still = (await milestonesOf(api, customer.userId, jobId)).find(
      (m) => m.milestoneId === id,
    );
    expect(still).toMatchObject({ status: 1, transactionHash: null });
    const { rows } = await api.db.query('SELECT 1 FROM charges WHERE milestone_id = $1', [id]);
    expect(rows).toHaveLength(0);

    // More than due pays it; the excess is owed back to the customer.
    const generous = await sendFromWallet((await started(jobId, id)).walletLink.url, '7.00');
    const paid = expectStatus(await pay(jobId, id, { transactionHash: generous }), 200);
    expect(await ledgerOf([paid.json<PayResponse>().charge?.chargeId ?? ''])).toEqual({
      'charge crypto_escrow': 700,
      'charge escrow': -500,
      'charge tax_payable': -100,
      [`charge crypto_overpaid:${customer.userId}`]: -100,
    });
    expect(await ledgerSum()).toBe(0);
  });

  it('asks for the payer address first, and keeps ongoing work to cards', async () => {
    const { jobId, milestone } = await cryptoMilestone();
    const transfer = await chain.transfer({
      tenantId: 'demo',
      from: PAYER,
      to: randomAddress(),
      amount: 500,
      currency: 'GBP',
    });
    const notStarted = await pay(jobId, milestone.milestoneId, { transactionHash: transfer.hash });
    expect(expectStatus(notStarted, 422).json<Refusal>()).toMatchObject({
      code: 'UNPROCESSABLE',
      fields: [{ path: 'body.transactionHash' }],
    });
    const cycle = await pay(jobId, milestone.milestoneId, {
      transactionHash: transfer.hash,
      cycleId: randomUUID(),
    });
    expect(expectStatus(cycle, 422).json<Refusal>().fields[0]?.path).toBe('body.cycleId');
    const stranger = await call(api, {
      method: 'POST',
      url: `/milestones/${milestone.milestoneId}/pay`,
      user: orgCustomer.userId,
      headers: { 'idempotency-key': randomUUID() },
      body: { milestoneId: milestone.milestoneId, jobID: jobId, transactionHash: transfer.hash },
    });
    expectStatus(stranger, 404);
  });

  it('pays once whatever 10 concurrent pays of the same transfer do', async () => {
    const { jobId, milestone } = await cryptoMilestone();
    const answer = await started(jobId, milestone.milestoneId);
    const hash = await sendFromWallet(answer.walletLink.url, '5.00');
    const attempts = await Promise.all(
      Array.from({ length: 10 }, () =>
        pay(jobId, milestone.milestoneId, { transactionHash: hash }),
      ),
    );
    expect(attempts.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(attempts.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    const { rows } = await api.db.query('SELECT 1 FROM charges WHERE provider_charge_id = $1', [
      hash,
    ]);
    expect(rows).toHaveLength(1);
    expect(await ledgerSum()).toBe(0);
  });
});

describe('signing off a crypto-paid milestone', () => {
  async function paidMilestone(amount: number, taxRate: number) {
    const { jobId, milestone } = await cryptoMilestone(amount, taxRate);
    const answer = await started(jobId, milestone.milestoneId);
    const hash = await sendFromWallet(
      answer.walletLink.url,
      ((answer.total as number) / 100).toFixed(2),
    );
    const paid = expectStatus(
      await pay(jobId, milestone.milestoneId, { transactionHash: hash }),
      200,
    ).json<PayResponse>();
    expectStatus(
      await milestoneStatus(api, freelancer.userId, {
        key: 'submit',
        milestoneId: milestone.milestoneId,
        jobID: jobId,
        flNote: 'Report attached',
      }),
      200,
    );
    return { jobId, milestone, answer, chargeId: paid.charge?.chargeId ?? '' };
  }

  function signOff(jobId: string, milestoneId: string, key: string = randomUUID()) {
    return call(api, {
      method: 'POST',
      url: '/jobs/customer_signedoff_milestone',
      user: customer.userId,
      headers: { 'idempotency-key': key },
      body: { jobID: jobId, milestoneId },
    });
  }

  async function payoutOf(milestoneId: string) {
    const { rows } = await api.db.query<{
      id: string;
      status: string;
      method: string;
      to_address: string;
      provider_transfer_id: string | null;
    }>(
      `SELECT id, status, method, to_address, provider_transfer_id FROM payouts
        WHERE tenant_id = 'demo' AND milestone_id = $1`,
      [milestoneId],
    );
    return rows;
  }

  it('releases the escrow to the payee address on the chain, paid at once, with a balanced ledger', async () => {
    const { jobId, milestone, answer, chargeId } = await paidMilestone(500, 20);
    const key = randomUUID();
    const signed = expectStatus(await signOff(jobId, milestone.milestoneId, key), 200);
    expect(signed.json<MilestoneView>()).toMatchObject({
      status: 4,
      payout: { status: 'paid', amount: 500, currency: 'GBP', failureCode: null },
    });
    const [payout, ...more] = await payoutOf(milestone.milestoneId);
    expect(more).toEqual([]);
    expect(payout).toMatchObject({ status: 'paid', method: 'crypto', to_address: PAYEE });
    const release = await chain.findTransfer({
      tenantId: 'demo',
      hash: payout?.provider_transfer_id ?? '',
    });
    expect(release).toMatchObject({ from: answer.escrowAddress, to: PAYEE, amount: 500 });
    // The escrow keeps the tax the platform collected.
    expect(await chain.balanceOf('demo', answer.escrowAddress)).toBe(100);

    const replayed = await signOff(jobId, milestone.milestoneId, key);
    expect(expectStatus(replayed, 200).json<MilestoneView>().status).toBe(4);
    const { rows } = await api.db.query(
      'SELECT 1 FROM payment_sandbox_chain_transfers WHERE from_address = $1',
      [answer.escrowAddress],
    );
    expect(rows).toHaveLength(1);

    expect(await ledgerOf([chargeId, milestone.milestoneId, `${payout?.id}:0`])).toEqual({
      'charge crypto_escrow': 600,
      'charge escrow': -500,
      'charge tax_payable': -100,
      'release escrow': 500,
      [`release freelancer_payable:${freelancer.userId}`]: -500,
      [`payout freelancer_payable:${freelancer.userId}`]: 500,
      'payout crypto_escrow': -500,
    });
    expect(await ledgerSum()).toBe(0);
    const [released] = await eventsOf(jobId, milestone.milestoneId);
    expect(released).toMatchObject({ kind: 'signOff', fromStatus: 3, toStatus: 4 });
  });

  it('fails a release the escrow cannot pay, and a retry sends it once the escrow holds it', async () => {
    const { jobId, milestone, answer } = await paidMilestone(400, 0);
    // Someone else's transaction empties the escrow (as only a sandbox allows).
    await chain.transfer({
      tenantId: 'demo',
      from: answer.escrowAddress,
      to: randomAddress(),
      amount: 400,
      currency: 'GBP',
    });
    const signed = expectStatus(await signOff(jobId, milestone.milestoneId), 200);
    expect(signed.json<MilestoneView>().payout).toMatchObject({
      status: 'failed',
      failureCode: 'contact_support',
    });

    await chain.transfer({
      tenantId: 'demo',
      from: randomAddress(),
      to: answer.escrowAddress,
      amount: 400,
      currency: 'GBP',
    });
    const retried = await call(api, {
      method: 'POST',
      url: '/payment/payout/retry',
      user: freelancer.userId,
      headers: { 'idempotency-key': randomUUID() },
      body: { milestoneId: milestone.milestoneId },
    });
    expectStatus(retried, 200);
    const [payout] = await payoutOf(milestone.milestoneId);
    expect(payout).toMatchObject({ status: 'paid', method: 'crypto' });
    expect(await chain.balanceOf('demo', answer.escrowAddress)).toBe(0);
    expect(await ledgerSum()).toBe(0);
    const paidOut = (await milestonesOf(api, freelancer.userId, jobId)).find(
      (m) => m.milestoneId === milestone.milestoneId,
    );
    expect(paidOut?.payout).toMatchObject({ status: 'paid', amount: 400 });
  });
});
