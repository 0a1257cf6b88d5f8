/**
 * Issuing the invoice of a succeeded charge (docs/payments.md#invoices), inside the transaction
 * that settles the charge: the charge's amounts and tax, the titles of the job and milestone, and
 * the parties' names and addresses as known now, kept as issued. A charge is invoiced once.
 */
import { randomUUID } from 'node:crypto';
import type { InvoiceLine, JobTax } from '@mp/contracts';
import { isoTime } from '../../db/time';
import { toJson, type Queryable } from '../../db/types';
import { findJob, type JobRow } from '../jobs';
import { findCycle, findMilestone, findRule } from '../milestones';
import { findUser } from '../users';
import { takeInvoiceNumber } from './numbering';
import { INVOICE_COLUMNS, type InvoiceRow } from './rows';

/** What an invoice needs of a succeeded charge (the payments domain's charge row has it). */
export interface InvoicedCharge {
  tenant_id: string;
  id: string;
  job_id: string;
  milestone_id: string;
  cycle_id: string | null;
  customer_id: string;
  freelancer_id: string;
  amount: number | string;
  fee: number | string;
  tax: number | string;
  total: number | string;
  currency: string;
  /** The tax the charge was priced with; null on charges older than invoices. */
  tax_type: JobTax['taxType'] | null;
  tax_rate: number | string | null;
}

interface Party {
  name: string;
  address: string | null;
}

async function partyOf(tx: Queryable, tenantId: string, userId: string): Promise<Party> {
  const user = await findUser(tx, tenantId, userId);
  const address = user?.location.trim() ?? '';
  return { name: user?.name ?? userId, address: address === '' ? null : address };
}

/** The charge's tax, or (for a charge priced before it was recorded) the job's. */
function taxOf(
  charge: InvoicedCharge,
  job: JobRow | null,
): { type: JobTax['taxType']; rate: number } {
  if (charge.tax_type !== null)
    return { type: charge.tax_type, rate: Number(charge.tax_rate ?? 0) };
  if (Number(charge.tax) > 0 && job?.tax_type) {
    return { type: job.tax_type, rate: Number(job.tax_rate ?? 0) };
  }
  return { type: 'NONE', rate: 0 };
}

async function linesOf(
  tx: Queryable,
  charge: InvoicedCharge,
  milestoneTitle: string,
): Promise<InvoiceLine[]> {
  const amount = Number(charge.amount);
  const cycle =
    charge.cycle_id === null ? null : await findCycle(tx, charge.tenant_id, charge.cycle_id);
  if (cycle === null)
    return [
      {
        kind: 'milestone',
        title: milestoneTitle,
        quantity: 1,
        unitAmount: amount,
        amount,
        periodStart: null,
        periodEnd: null,
      },
    ];
  const rule = await findRule(tx, charge.tenant_id, cycle.recurring_id);
  const hours = Number(cycle.hours);
  return [
    {
      kind: 'cycle',
      title: milestoneTitle,
      quantity: hours,
      unitAmount: rule === null || hours === 0 ? amount : Number(rule.hourly_rate),
      amount,
      periodStart: isoTime(cycle.period_start),
      periodEnd: isoTime(cycle.period_end),
    },
  ];
}

/** The provider's fee terms the charge's fee was priced with. */
export interface FeeTerms {
  rate: number;
  /** Minor units. */
  fixed: number;
}

/**
 * Issues the invoice of a charge that just succeeded, in the caller's transaction; answers null
 * when the charge already has one.
 */
export async function issueInvoiceForCharge(
  tx: Queryable,
  charge: InvoicedCharge,
  fee: FeeTerms,
): Promise<InvoiceRow | null> {
  const tenantId = charge.tenant_id;
  const existing = await tx.query(
    'SELECT 1 FROM invoices WHERE tenant_id = $1 AND charge_id = $2',
    [tenantId, charge.id],
  );
  if (existing.rows.length > 0) return null;
  const job = await findJob(tx, tenantId, charge.job_id);
  const milestone = await findMilestone(tx, tenantId, charge.milestone_id);
  const milestoneTitle = milestone?.title ?? '';
  const lines = await linesOf(tx, charge, milestoneTitle);
  const customer = await partyOf(tx, tenantId, charge.customer_id);
  const freelancer = await partyOf(tx, tenantId, charge.freelancer_id);
  const tax = taxOf(charge, job);
  // Last, so the counter stays locked for as short a time as the insert takes.
  const taken = await takeInvoiceNumber(tx, tenantId);
  const inserted = await tx.query<InvoiceRow>(
    `INSERT INTO invoices (tenant_id, id, sequence, number, kind, charge_id, job_id, milestone_id,
       cycle_id, customer_id, freelancer_id, customer_name, customer_address, freelancer_name,
       freelancer_address, job_title, milestone_title, amount, fee, tax, total, currency, fee_rate,
       fee_fixed, tax_type, tax_rate, issued_at, lines)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19,
       $20, $21, $22, $23, $24, $25, $26, $27, $28::jsonb)
     RETURNING ${INVOICE_COLUMNS}`,
    [
      tenantId,
      randomUUID(),
      taken.sequence,
      taken.number,
      charge.cycle_id === null ? 'milestone' : 'cycle',
      charge.id,
      charge.job_id,
      charge.milestone_id,
      charge.cycle_id,
      charge.customer_id,
      charge.freelancer_id,
      customer.name,
      customer.address,
      freelancer.name,
      freelancer.address,
      job?.title ?? null,
      milestoneTitle,
      Number(charge.amount),
      Number(charge.fee),
      Number(charge.tax),
      Number(charge.total),
      charge.currency,
      fee.rate,
      fee.fixed,
      tax.type,
      tax.rate,
      taken.issuedAt,
      toJson(lines),
    ],
  );
  return inserted.rows[0] ?? null;
}
