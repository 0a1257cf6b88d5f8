/**
 * Invoices (docs/payments.md#invoices): one per succeeded charge, issued in the transaction that
 * settles it, numbered per tenant without gaps; read by the invoice's parties and the tenant's
 * administrators only; a PDF in the reader's language.
 */
import { randomUUID } from 'node:crypto';
import type {
  InvoiceParticipantsResponse,
  InvoicesPage,
  InvoiceView,
  MilestoneView,
  RecurringView,
} from '@mp/contracts';
import { signWebhook } from '../src/payment-provider/sandbox/webhooks';
import { issueInvoiceForCharge } from '../src/domains/invoices';
import { milestoneStatus, startContract } from './contract-support';
import { account, accounts, call, signedAs, setUpTestApi } from './harness';
import { expectStatus, postJob, saveDraft } from './proposals-support';
import { addPaymentSource, eventually, INSTANT_SANDBOX } from './payments-support';
import { pdfText } from './support/pdf';

const api = setUpTestApi(INSTANT_SANDBOX);

const { customer, orgCustomer, freelancer, agencyFreelancer, admin, acmeCustomer } = accounts;
const { acmeFreelancer } = accounts;
const acmeAdmin = account('acme', 'admin');

type Tenant = 'demo' | 'acme';

const addCard = (userId: string, tenant: Tenant, currency: string) =>
  addPaymentSource(api, userId, { tenant, currency });

/** A job of acme's with an accepted one-freelancer contract (startContract is demo's). */
async function acmeContract(): Promise<{ jobId: string; milestones: MilestoneView[] }> {
  const jobId = await postJob(api, acmeCustomer.userId, {}, 'acme');
  expectStatus(await saveDraft(api, acmeFreelancer.userId, jobId, undefined, 'acme'), 200);
  const sent = await call(api, {
    method: 'POST',
    url: '/jobs/send_proposal',
    tenant: 'acme',
    user: acmeFreelancer.userId,
    body: { freelancerId: acmeFreelancer.userId, jobID: jobId },
  });
  expectStatus(sent, 200);
  const accepted = await call(api, {
    method: 'POST',
    url: '/jobs/accept_contract',
    tenant: 'acme',
    user: acmeCustomer.userId,
    body: { jobID: jobId, freelancerID: acmeFreelancer.userId, acceptOffer: true },
  });
  expectStatus(accepted, 200);
  const listed = await call(api, {
    method: 'GET',
    url: `/jobs/${jobId}/milestones`,
    tenant: 'acme',
    user: acmeCustomer.userId,
  });
  return {
    jobId,
    milestones: expectStatus(listed, 200).json<{ milestones: MilestoneView[] }>().milestones,
  };
}

function pay(tenant: Tenant, userId: string, jobId: string, milestoneId: string, cycleId?: string) {
  return call(api, {
    method: 'POST',
    url: `/milestones/${milestoneId}/pay`,
    tenant,
    user: userId,
    headers: { 'idempotency-key': randomUUID() },
    body: { milestoneId, jobID: jobId, ...(cycleId === undefined ? {} : { cycleId }) },
  });
}

interface StoredInvoice {
  id: string;
  sequence: number;
  number: string;
  charge_id: string;
}

async function invoicesOfMilestone(tenant: Tenant, milestoneId: string): Promise<StoredInvoice[]> {
  const found = await api.db.query<StoredInvoice & { sequence: string }>(
    `SELECT id, sequence, number, charge_id FROM invoices
      WHERE tenant_id = $1 AND milestone_id = $2 ORDER BY sequence`,
    [tenant, milestoneId],
  );
  return found.rows.map((row) => ({ ...row, sequence: Number(row.sequence) }));
}

const invoiced = (tenant: Tenant, milestoneId: string) =>
  eventually(
    () => invoicesOfMilestone(tenant, milestoneId),
    (rows) => rows.length > 0,
  );

async function sequencesOf(tenant: Tenant): Promise<number[]> {
  const found = await api.db.query<{ sequence: string | number }>(
    'SELECT sequence FROM invoices WHERE tenant_id = $1 ORDER BY sequence',
    [tenant],
  );
  return found.rows.map((row) => Number(row.sequence));
}

const upTo = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

/** A demo contract whose first milestone (Design, £400.00) is paid and invoiced. */
async function paidMilestone(options: { vat?: number; customerId?: string } = {}) {
  const customerId = options.customerId ?? customer.userId;
  const { jobId, milestones } = await startContract(api, customerId, freelancer.userId);
  const [design, build] = milestones as [MilestoneView, MilestoneView];
  if (options.vat !== undefined) {
    const taxed = await call(api, {
      method: 'POST',
      url: `/jobs/${jobId}/tax`,
      user: customerId,
      body: { jobId, taxType: 'VAT', taxRate: options.vat },
    });
    expectStatus(taxed, 200);
  }
  expectStatus(await pay('demo', customerId, jobId, design.milestoneId), 200);
  const [invoice] = await invoiced('demo', design.milestoneId);
  if (invoice === undefined) throw new Error('no invoice');
  return { jobId, milestoneId: design.milestoneId, unpaidId: build.milestoneId, invoice };
}

async function listAs(userId: string, query = '', tenant: Tenant = 'demo') {
  const listed = await call(api, {
    method: 'GET',
    url: `/payment/invoices${query}`,
    tenant,
    user: userId,
  });
  return listed;
}

async function listed(userId: string, query = '', tenant: Tenant = 'demo'): Promise<InvoicesPage> {
  return expectStatus(await listAs(userId, query, tenant), 200).json<InvoicesPage>();
}

/** Every invoice the caller lists, following the pages. */
async function allListed(userId: string, size: number): Promise<InvoiceView[]> {
  const all: InvoiceView[] = [];
  let from: string | undefined;
  do {
    const query = `?size=${size}${from === undefined ? '' : `&from=${encodeURIComponent(from)}`}`;
    const page = await listed(userId, query);
    expect(page.invoices.length).toBeLessThanOrEqual(size);
    all.push(...page.invoices);
    from = page.lastEvaluatedKey;
  } while (from !== undefined);
  return all;
}

/** The PDF call as bytes (the harness's `call` reads answers as text). */
async function pdfOf(
  userId: string,
  invoiceId: string,
  options: { query?: string; headers?: Record<string, string>; tenant?: Tenant } = {},
) {
  const url = `${api.url}/payment/invoices/${invoiceId}/pdf${options.query ?? ''}`;
  const headers = { 'x-tenant-id': options.tenant ?? 'demo', ...options.headers };
  const response = await fetch(url, {
    headers: await signedAs(userId, { method: 'GET', url, headers }),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes };
}

function participants(userId: string, body: Record<string, unknown>, tenant: Tenant = 'demo') {
  return call(api, {
    method: 'POST',
    url: '/payment/invoices/participants',
    tenant,
    user: userId,
    body,
  });
}

const codeOf = (body: string) => (JSON.parse(body) as { code: string }).code;

beforeAll(async () => {
  await addCard(customer.userId, 'demo', 'GBP');
  await addCard(orgCustomer.userId, 'demo', 'GBP');
  await addCard(acmeCustomer.userId, 'acme', 'EUR');
});

describe('issuing invoices', () => {
  it("invoices a paid milestone with the charge's amount, the provider's fee and the job's tax", async () => {
    const { jobId, milestoneId, invoice } = await paidMilestone({ vat: 20 });
    const mine = (await listed(customer.userId)).invoices.find((i) => i.invoiceId === invoice.id);
    expect(mine).toMatchObject({
      kind: 'milestone',
      jobId,
      jobTitle: 'Build a booking page',
      milestoneId,
      milestoneTitle: 'Design',
      cycleId: null,
      customer: { userId: customer.userId, name: customer.name },
      freelancer: { userId: freelancer.userId, name: freelancer.name },
      amount: 40_000,
      fee: Math.round(40_000 * 0.019) + 20,
      tax: 8_000,
      total: 48_780,
      currency: 'GBP',
      feeRate: 0.019,
      feeFixed: 20,
      taxType: 'VAT',
      taxRate: 20,
      lines: [
        { kind: 'milestone', title: 'Design', quantity: 1, unitAmount: 40_000, amount: 40_000 },
      ],
    });
    const year = new Date(mine?.issuedAt ?? '').getUTCFullYear();
    expect(mine?.number).toBe(`DEMO-${year}-${String(invoice.sequence).padStart(6, '0')}`);
    const freelancers = (await listed(freelancer.userId)).invoices.map((i) => i.invoiceId);
    expect(freelancers).toContain(invoice.id);
    const charge = await api.db.query<{ id: string; status: string }>(
      'SELECT id, status FROM charges WHERE tenant_id = $1 AND milestone_id = $2',
      ['demo', milestoneId],
    );
    expect(charge.rows).toEqual([{ id: invoice.charge_id, status: 'succeeded' }]);
  });

  it('never issues a second invoice when the provider delivers the webhook again', async () => {
    const { invoice } = await paidMilestone();
    const charge = await api.db.query<{ provider_charge_id: string }>(
      'SELECT provider_charge_id FROM charges WHERE tenant_id = $1 AND id = $2',
      ['demo', invoice.charge_id],
    );
    const movementId = charge.rows[0]?.provider_charge_id ?? '';
    const event = {
      id: `evt_${movementId}`,
      type: 'charge.succeeded',
      tenantId: 'demo',
      data: {
        id: movementId,
        reference: invoice.charge_id,
        failureCode: null,
        failureMessage: null,
      },
    };
    const redeliver = async () => {
      const body = JSON.stringify(event);
      const signature = signWebhook(
        api.config.payments.webhookSecret,
        body,
        Math.floor(Date.now() / 1000),
      );
      const response = await fetch(`${api.url}/payment/webhooks/sandbox`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'mp-sandbox-signature': signature },
        body,
      });
      expect(response.status).toBe(200);
    };
    const before = await sequencesOf('demo');
    await redeliver();
    // As if the first delivery was applied but not recorded: the charge is no longer pending.
    await api.db.query('DELETE FROM payment_webhook_events WHERE event_id = $1', [event.id]);
    await redeliver();
    await redeliver();
    const forCharge = await api.db.query(
      'SELECT 1 FROM invoices WHERE tenant_id = $1 AND charge_id = $2',
      ['demo', invoice.charge_id],
    );
    expect(forCharge.rows).toHaveLength(1);
    expect(await sequencesOf('demo')).toEqual(before);
  });

  it('numbers each tenant 1, 2, 3... without gaps, whatever charges settle at once', async () => {
    const demoContracts = await Promise.all(
      [customer, orgCustomer, customer, orgCustomer].map((who) =>
        startContract(api, who.userId, freelancer.userId),
      ),
    );
    const acmeContracts = [await acmeContract(), await acmeContract()];
    const paying = [
      ...demoContracts.map((c, i) => ({
        tenant: 'demo' as const,
        userId: i % 2 === 0 ? customer.userId : orgCustomer.userId,
        jobId: c.jobId,
        milestoneId: c.milestones[0]!.milestoneId,
      })),
      ...acmeContracts.map((c) => ({
        tenant: 'acme' as const,
        userId: acmeCustomer.userId,
        jobId: c.jobId,
        milestoneId: c.milestones[0]!.milestoneId,
      })),
    ];
    const answers = await Promise.all(
      paying.map((p) => pay(p.tenant, p.userId, p.jobId, p.milestoneId)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(paying.map(() => 200));
    for (const p of paying) await invoiced(p.tenant, p.milestoneId);

    const demo = await sequencesOf('demo');
    expect(demo).toEqual(upTo(demo.length));
    expect(await sequencesOf('acme')).toEqual([1, 2]);
    const acmeNumbers = (await listed(acmeCustomer.userId, '', 'acme')).invoices.map(
      (i) => i.number,
    );
    expect(acmeNumbers).toEqual([
      expect.stringMatching(/^ACME-\d{4}-000002$/),
      expect.stringMatching(/^ACME-\d{4}-000001$/),
    ]);
    const counters = await api.db.query<{ tenant_id: string; next_sequence: string | number }>(
      'SELECT tenant_id, next_sequence FROM invoice_counters ORDER BY tenant_id',
    );
    expect(counters.rows.map((r) => [r.tenant_id, Number(r.next_sequence)])).toEqual([
      ['acme', 3],
      ['demo', demo.length + 1],
    ]);
  });

  it('gives the number of an invoice whose transaction rolled back to the next one', async () => {
    const { jobId, milestones } = await startContract(api, customer.userId, freelancer.userId);
    const milestone = milestones[0]!;
    const charges = Array.from({ length: 6 }, (_, i) => ({
      tenant_id: 'demo',
      id: `rollback-charge-${i}-${randomUUID()}`,
      job_id: jobId,
      // One live charge per milestone: each its own (unstored) milestone.
      milestone_id: `${milestone.milestoneId}-${i}`,
      cycle_id: null,
      customer_id: customer.userId,
      freelancer_id: freelancer.userId,
      amount: 1000,
      fee: 39,
      tax: 0,
      total: 1039,
      currency: 'GBP',
      tax_type: 'NONE' as const,
      tax_rate: 0,
    }));
    for (const c of charges)
      await api.db.query(
        `INSERT INTO charges (tenant_id, id, job_id, milestone_id, customer_id, freelancer_id,
           amount, fee, tax, total, currency, method, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'card', 'succeeded')`,
        [
          c.tenant_id,
          c.id,
          c.job_id,
          c.milestone_id,
          c.customer_id,
          c.freelancer_id,
          1000,
          39,
          0,
          1039,
          'GBP',
        ],
      );
    const before = await sequencesOf('demo');
    const fee = { rate: 0.019, fixed: 20 };
    const outcomes = await Promise.allSettled(
      charges.map((charge, i) =>
        api.db.transaction(async (tx) => {
          await issueInvoiceForCharge(tx, charge, fee);
          if (i % 2 === 1) throw new Error('the settling failed after the invoice was made');
        }),
      ),
    );
    expect(outcomes.map((o) => o.status)).toEqual(
      charges.map((_, i) => (i % 2 === 1 ? 'rejected' : 'fulfilled')),
    );
    expect(await sequencesOf('demo')).toEqual(upTo(before.length + 3));
    await Promise.all(
      charges.map((charge) => api.db.transaction((tx) => issueInvoiceForCharge(tx, charge, fee))),
    );
    expect(await sequencesOf('demo')).toEqual(upTo(before.length + 6));
  });

  it('invoices a paid cycle of ongoing work with its hours, rate and period', async () => {
    const { jobId } = await startContract(api, customer.userId, freelancer.userId, {
      contractType: 2,
      cycleDuration: 'week',
      budget: 1000,
    });
    const recurring = await call(api, {
      method: 'GET',
      url: `/jobs/${jobId}/recurring`,
      user: customer.userId,
    });
    const [rule] = expectStatus(recurring, 200).json<{ recurring: RecurringView[] }>().recurring;
    const cycle = rule?.cycles[0];
    if (rule === undefined || cycle === undefined) throw new Error('no open cycle');
    const hours = await milestoneStatus(api, freelancer.userId, {
      key: 'hours',
      milestoneId: rule.milestoneId,
      recurringId: rule.recurringId,
      jobID: jobId,
      value: 2,
    });
    expectStatus(hours, 200);
    expectStatus(await pay('demo', customer.userId, jobId, rule.milestoneId, cycle.cycleId), 200);
    const [stored] = await invoiced('demo', rule.milestoneId);
    const invoice = (await listed(freelancer.userId)).invoices.find(
      (i) => i.invoiceId === stored?.id,
    );
    expect(invoice).toMatchObject({
      kind: 'cycle',
      cycleId: cycle.cycleId,
      amount: 2 * rule.hourlyRate,
      lines: [
        {
          kind: 'cycle',
          quantity: 2,
          unitAmount: rule.hourlyRate,
          amount: 2 * rule.hourlyRate,
          periodStart: cycle.periodStart,
          periodEnd: cycle.periodEnd,
        },
      ],
    });
  });
});

describe('who reads an invoice', () => {
  it('lets its customer and freelancer, and the administrators, read it; nobody else', async () => {
    const { jobId, milestoneId, invoice } = await paidMilestone();
    const target = { jobId, milestoneId };
    for (const reader of [customer, freelancer, admin]) {
      const all = await allListed(reader.userId, 50);
      expect(all.map((i) => i.invoiceId)).toContain(invoice.id);
      expect((await pdfOf(reader.userId, invoice.id)).status).toBe(200);
      const answered = expectStatus(await participants(reader.userId, target), 200);
      expect(answered.json<InvoiceParticipantsResponse>().invoices.map((i) => i.invoiceId)).toEqual(
        [invoice.id],
      );
    }
    for (const outsider of [agencyFreelancer, orgCustomer]) {
      const all = await allListed(outsider.userId, 50);
      expect(all.map((i) => i.invoiceId)).not.toContain(invoice.id);
      expect(
        all.every((i) => [i.customer.userId, i.freelancer.userId].includes(outsider.userId)),
      ).toBe(true);
      const pdf = await pdfOf(outsider.userId, invoice.id);
      expect(pdf.status).toBe(404);
      expect(codeOf(pdf.bytes.toString())).toBe('INVOICE_NOT_FOUND');
      const refused = await participants(outsider.userId, target);
      expect(codeOf(expectStatus(refused, 404).body)).toBe('MILESTONE_NOT_FOUND');
    }
  });

  it("keeps every tenant's invoices from every other", async () => {
    const { jobId, milestoneId, invoice } = await paidMilestone();
    const acmePdf = await pdfOf(acmeAdmin.userId, invoice.id, { tenant: 'acme' });
    expect(acmePdf.status).toBe(404);
    const acmeList = await listed(acmeAdmin.userId, '', 'acme');
    expect(acmeList.invoices.map((i) => i.invoiceId)).not.toContain(invoice.id);
    expect(acmeList.invoices.every((i) => i.number.startsWith('ACME-'))).toBe(true);
    expect(acmeList.jobs.map((j) => j.jobId)).not.toContain(jobId);
    expectStatus(await participants(acmeAdmin.userId, { jobId, milestoneId }, 'acme'), 404);
    // Another tenant's credentials with this tenant's header are refused outright.
    const mismatch = await pdfOf(acmeCustomer.userId, invoice.id);
    expect(mismatch.status).toBe(403);
    expect(codeOf(mismatch.bytes.toString())).toBe('TENANT_MISMATCH');
    expect(codeOf(expectStatus(await listAs(acmeCustomer.userId), 403).body)).toBe(
      'TENANT_MISMATCH',
    );
  });
});

describe("an invoice's PDF", () => {
  let invoice: StoredInvoice;
  beforeAll(async () => {
    ({ invoice } = await paidMilestone({ vat: 20 }));
  });

  it('is a PDF file with the tenant, the number, both parties, the fee, the tax and the total', async () => {
    const pdf = await pdfOf(customer.userId, invoice.id, { query: '?lng=en' });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename="invoice-${invoice.number}.pdf"`,
    );
    expect(pdf.headers.get('cache-control')).toBe('private, no-store');
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf.bytes);
    for (const part of [
      'Demo Freelance',
      'Invoice',
      invoice.number,
      customer.name,
      freelancer.name,
      'Build a booking page',
      'Design',
      '£400.00',
      "Payment provider's fee (1.9% + £0.20)",
      '£7.80',
      'VAT (20%)',
      '£80.00',
      'Total £487.80',
    ])
      expect(text).toContain(part);
  });

  it("is written in the language asked for, else the browser's, else the tenant's", async () => {
    const ukrainian = await pdfOf(freelancer.userId, invoice.id, { query: '?lng=ua' });
    expect(ukrainian.headers.get('content-language')).toBe('uk');
    const ukrainianText = await pdfText(ukrainian.bytes);
    expect(ukrainianText).toContain('Рахунок');
    expect(ukrainianText).toContain('Разом 487,80 £');
    expect(ukrainianText).toContain(invoice.number);

    const german = await pdfOf(customer.userId, invoice.id, {
      headers: { 'accept-language': 'fr-FR, de-DE;q=0.8, en;q=0.5' },
    });
    const germanText = await pdfText(german.bytes);
    expect(germanText).toContain('Rechnung');
    expect(germanText).toContain('Gesamtbetrag 487,80 £');

    const plain = await pdfText((await pdfOf(admin.userId, invoice.id)).bytes);
    expect(plain).toContain('Total £487.80');

    const other = await pdfOf(customer.userId, invoice.id, { query: '?lng=fr' });
    expect(other.status).toBe(400);
    const refusal = JSON.parse(other.bytes.toString()) as { fields: { path: string }[] };
    expect(refusal.fields.map((f) => f.path)).toEqual(['query.lng']);
  });
});

describe('listing invoices', () => {
  it('lists newest first in pages, and filters by job and by period', async () => {
    const first = await paidMilestone();
    const second = await paidMilestone();
    const everything = await listed(customer.userId, '?size=50');
    const byPages = await allListed(customer.userId, 2);
    expect(byPages).toEqual(everything.invoices);
    const times = byPages.map((i) => Date.parse(i.issuedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(byPages.map((i) => i.invoiceId)).size).toBe(byPages.length);
    expect(byPages[0]?.invoiceId).toBe(second.invoice.id);

    const ofJob = await listed(customer.userId, `?jobId=${first.jobId}`);
    expect(ofJob.invoices.map((i) => i.invoiceId)).toEqual([first.invoice.id]);
    expect(ofJob.jobs.map((j) => j.jobId)).toEqual(
      expect.arrayContaining([first.jobId, second.jobId]),
    );
    expect(ofJob.jobs[0]).toEqual({ jobId: second.jobId, title: 'Build a booking page' });

    const today = new Date().toISOString().slice(0, 10);
    const day = 24 * 3600 * 1000;
    const tomorrow = new Date(Date.now() + day).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - day).toISOString().slice(0, 10);
    expect(
      (await listed(customer.userId, `?since=${today}&until=${today}&size=50`)).invoices,
    ).toEqual(everything.invoices);
    expect((await listed(customer.userId, `?since=${tomorrow}`)).invoices).toEqual([]);
    expect((await listed(customer.userId, `?until=${yesterday}`)).invoices).toEqual([]);
  });

  it('refuses a period that ends before it starts, and a cursor it did not make', async () => {
    const backwards = await listAs(customer.userId, '?since=2026-02-01&until=2026-01-01');
    expect(expectStatus(backwards, 400).json<{ fields: { path: string }[] }>().fields).toEqual([
      expect.objectContaining({ path: 'query.until' }),
    ]);
    const forged = await listAs(customer.userId, '?from=not-a-cursor');
    expect(expectStatus(forged, 400).json<{ fields: { path: string }[] }>().fields).toEqual([
      expect.objectContaining({ path: 'query.from' }),
    ]);
  });
});

describe("a milestone's invoices with both parties", () => {
  it('names both parties with their addresses, and answers none while it is unpaid', async () => {
    const { jobId, milestoneId, unpaidId, invoice } = await paidMilestone();
    const locations = await api.db.query<{ id: string; location: string }>(
      'SELECT id, location FROM users WHERE tenant_id = $1 AND id = ANY($2)',
      ['demo', [customer.userId, freelancer.userId]],
    );
    const addressOf = (userId: string) => {
      const location = locations.rows.find((row) => row.id === userId)?.location ?? '';
      return location === '' ? null : location;
    };
    const answered = await participants(freelancer.userId, { jobId, milestoneId });
    const [found] = expectStatus(answered, 200).json<InvoiceParticipantsResponse>().invoices;
    expect(found).toMatchObject({
      invoiceId: invoice.id,
      number: invoice.number,
      customer: {
        userId: customer.userId,
        name: customer.name,
        address: addressOf(customer.userId),
      },
      freelancer: {
        userId: freelancer.userId,
        name: freelancer.name,
        address: addressOf(freelancer.userId),
      },
    });
    expect(found?.freelancer.address).toBe('Shoreditch, London, United Kingdom');
    const unpaid = await participants(customer.userId, { jobId, milestoneId: unpaidId });
    expect(expectStatus(unpaid, 200).json<InvoiceParticipantsResponse>()).toEqual({ invoices: [] });
    const wrongJob = await participants(customer.userId, { jobId: 'another-job', milestoneId });
    expect(codeOf(expectStatus(wrongJob, 404).body)).toBe('MILESTONE_NOT_FOUND');
  });

  it('answers that products have no invoices yet, naming the field', async () => {
    const product = await participants(customer.userId, {
      productId: 'a-product',
      shipmentFeeId: 'standard',
    });
    const refusal = expectStatus(product, 404).json<{ code: string; fields: { path: string }[] }>();
    expect(refusal.code).toBe('PRODUCT_NOT_FOUND');
    expect(refusal.fields.map((f) => f.path)).toEqual(['body.productId']);
  });
});
