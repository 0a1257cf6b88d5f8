/** Invoices as stored (migrations/017_invoices.sql) and as the API answers them. */
import type {
  InvoiceKind,
  InvoiceLine,
  InvoiceView,
  InvoiceWithParties,
  JobTax,
} from '@mp/contracts';
import { isoTime } from '../../db/time';

export interface InvoiceRow {
  tenant_id: string;
  id: string;
  sequence: number | string;
  number: string;
  kind: InvoiceKind;
  charge_id: string | null;
  job_id: string | null;
  milestone_id: string | null;
  cycle_id: string | null;
  product_id: string | null;
  customer_id: string;
  freelancer_id: string;
  customer_name: string;
  customer_address: string | null;
  freelancer_name: string;
  freelancer_address: string | null;
  job_title: string | null;
  milestone_title: string | null;
  amount: number | string;
  fee: number | string;
  tax: number | string;
  total: number | string;
  currency: string;
  fee_rate: number | string;
  fee_fixed: number | string;
  tax_type: JobTax['taxType'];
  tax_rate: number | string;
  issued_at: Date | string;
  lines: InvoiceLine[];
}

export const INVOICE_COLUMNS = `tenant_id, id, sequence, number, kind, charge_id, job_id,
  milestone_id, cycle_id, product_id, customer_id, freelancer_id, customer_name,
  customer_address, freelancer_name, freelancer_address, job_title, milestone_title, amount, fee,
  tax, total, currency, fee_rate, fee_fixed, tax_type, tax_rate, issued_at, lines`;

export function toInvoiceView(row: InvoiceRow): InvoiceView {
  return {
    invoiceId: row.id,
    number: row.number,
    issuedAt: isoTime(row.issued_at),
    kind: row.kind,
    jobId: row.job_id,
    jobTitle: row.job_title,
    milestoneId: row.milestone_id,
    milestoneTitle: row.milestone_title,
    cycleId: row.cycle_id,
    productId: row.product_id,
    customer: { userId: row.customer_id, name: row.customer_name },
    freelancer: { userId: row.freelancer_id, name: row.freelancer_name },
    amount: Number(row.amount),
    fee: Number(row.fee),
    tax: Number(row.tax),
    total: Number(row.total),
    currency: row.currency,
    feeRate: Number(row.fee_rate),
    feeFixed: Number(row.fee_fixed),
    taxType: row.tax_type,
    taxRate: Number(row.tax_rate),
    lines: row.lines,
  };
}

export function toInvoiceWithParties(row: InvoiceRow): InvoiceWithParties {
  const view = toInvoiceView(row);
  return {
    ...view,
    customer: { ...view.customer, address: row.customer_address },
    freelancer: { ...view.freelancer, address: row.freelancer_address },
  };
}
