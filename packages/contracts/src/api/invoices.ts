/**
 * Invoices (docs/payments.md#invoices): one for every paid milestone or cycle, numbered per
 * tenant without gaps, kept as issued. Amounts are integers in the minor unit of the tenant's
 * currency (docs/payments.md#amounts).
 */
import { z } from 'zod';
import { INVOICE_LANGUAGES, INVOICE_PAGE_SIZE } from '../constants';
import { zMinorAmount } from '../entities/common';
import { TAX_TYPES } from '../entities/job';
import { zDateTime, zId } from '../tenant/primitives';
import { zContractJobRef, zMilestoneRef } from './milestones';

export const INVOICE_KINDS = ['milestone', 'cycle', 'product'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** A party as the invoice names them. */
export const ZInvoiceParty = z.object({ userId: zId, name: z.string() });
export type InvoiceParty = z.infer<typeof ZInvoiceParty>;

/** A party with their address, as known when the invoice was issued (null: none given). */
export const ZInvoicePartyDetails = ZInvoiceParty.extend({ address: z.string().nullable() });
export type InvoicePartyDetails = z.infer<typeof ZInvoicePartyDetails>;

/** What was bought: a milestone (quantity 1), or a cycle's hours at the hourly rate. */
export const ZInvoiceLine = z.object({
  kind: z.enum(INVOICE_KINDS),
  title: z.string(),
  quantity: z.number().min(0),
  unitAmount: zMinorAmount,
  amount: zMinorAmount,
  /** The period a cycle of ongoing work covers; null for anything else. */
  periodStart: zDateTime.nullable(),
  periodEnd: zDateTime.nullable(),
});
export type InvoiceLine = z.infer<typeof ZInvoiceLine>;

export const ZInvoiceView = z.object({
  invoiceId: zId,
  /** Per tenant, without gaps: `DEMO-2026-000001`. */
  number: z.string(),
  issuedAt: zDateTime,
  kind: z.enum(INVOICE_KINDS),
  jobId: zId.nullable(),
  jobTitle: z.string().nullable(),
  milestoneId: zId.nullable(),
  milestoneTitle: z.string().nullable(),
  cycleId: zId.nullable(),
  productId: zId.nullable(),
  customer: ZInvoiceParty,
  freelancer: ZInvoiceParty,
  /** What the freelancer receives. */
  amount: zMinorAmount,
  /** The payment provider's fee the customer paid on top. */
  fee: zMinorAmount,
  tax: zMinorAmount,
  total: zMinorAmount,
  currency: z.string(),
  /** The fee's terms as priced: its rate and fixed part (minor units). */
  feeRate: z.number(),
  feeFixed: zMinorAmount,
  taxType: z.enum(TAX_TYPES),
  /** Percent. */
  taxRate: z.number(),
  lines: z.array(ZInvoiceLine),
});
export type InvoiceView = z.infer<typeof ZInvoiceView>;

/** An invoice with both parties' names and addresses. */
export const ZInvoiceWithParties = ZInvoiceView.extend({
  customer: ZInvoicePartyDetails,
  freelancer: ZInvoicePartyDetails,
});
export type InvoiceWithParties = z.infer<typeof ZInvoiceWithParties>;

const zDay = z.iso.date().meta({ examples: ['2026-01-31'] });

/**
 * GET /payment/invoices ?size&from&jobId&since&until: the caller's invoices, newest first. A
 * customer's are those they paid, a freelancer's those paid to them, an administrator's all of the
 * tenant's. `since` and `until` are days (UTC), both included.
 */
export const ZListInvoicesQuery = z
  .strictObject({
    size: z.coerce.number().int().min(1).max(INVOICE_PAGE_SIZE.max).optional(),
    /** The previous page's lastEvaluatedKey. */
    from: z.string().min(1).max(400).optional(),
    jobId: zId.optional(),
    since: zDay.optional(),
    until: zDay.optional(),
  })
  .refine((query) => !query.since || !query.until || query.since <= query.until, {
    path: ['until'],
    message: 'Must not be before since',
  });
export type ListInvoicesQuery = z.input<typeof ZListInvoicesQuery>;

export const ZInvoicesPage = z.object({
  invoices: z.array(ZInvoiceView),
  /** Pass back as `from` for the next page; absent on the last one. */
  lastEvaluatedKey: z.string().optional(),
  /** Every job the caller has invoices for (whatever the filters): the choices of a job filter. */
  jobs: z.array(z.object({ jobId: zId, title: z.string() })),
});
export type InvoicesPage = z.infer<typeof ZInvoicesPage>;

/**
 * POST /payment/invoices/participants: the invoice(s) of a milestone (a cycle each for ongoing
 * work) with both parties' names and addresses, or those of a product sale (products are not
 * sold yet: 404 PRODUCT_NOT_FOUND).
 */
export const ZInvoiceParticipantsBody = z.union([
  z.strictObject({ jobId: zContractJobRef, milestoneId: zMilestoneRef }),
  z.strictObject({ productId: zId, shipmentFeeId: zId.optional() }),
]);
export type InvoiceParticipantsBody = z.input<typeof ZInvoiceParticipantsBody>;

export const ZInvoiceParticipantsResponse = z.object({
  invoices: z.array(ZInvoiceWithParties),
});
export type InvoiceParticipantsResponse = z.infer<typeof ZInvoiceParticipantsResponse>;

export const ZInvoiceIdParams = z.strictObject({ invoiceId: zId });

/** GET /payment/invoices/{invoiceId}/pdf ?lng: the invoice as a PDF in that language. */
export const ZInvoicePdfQuery = z.strictObject({ lng: z.enum(INVOICE_LANGUAGES).optional() });
export type InvoicePdfQuery = z.input<typeof ZInvoicePdfQuery>;
