/**
 * Money calls (docs/payments.md): the customer's ways to pay, paying a milestone or a cycle,
 * signing off (which releases the payout), retries, and what a payment costs. Amounts are
 * integers in the minor unit of the tenant's currency (docs/payments.md#amounts).
 */
import { z } from 'zod';
import { PAYMENT_METHOD_TYPES } from '../constants';
import { zMinorAmount } from '../entities/common';
import { zDateTime, zId } from '../tenant/primitives';
import {
  ZCycleView,
  zContractJobRef,
  ZMilestoneView,
  zMilestoneRef,
  ZPaymentErrorCode,
} from './milestones';

export const ZPaymentMethodType = z.enum(PAYMENT_METHOD_TYPES);

export const ZPaymentMethodView = z.object({
  id: z.string(),
  type: ZPaymentMethodType,
  /** Card brand or bank name. */
  label: z.string(),
  last4: z.string(),
  expMonth: z.number().int().nullable(),
  expYear: z.number().int().nullable(),
  /** The one a payment uses: the newest. */
  isDefault: z.boolean(),
});
export type PaymentMethodView = z.infer<typeof ZPaymentMethodView>;

/** GET /payment/payment-method/list: the customer's ways to pay, and the kinds they may add. */
export const ZPaymentMethodsResponse = z.object({
  paymentMethods: z.array(ZPaymentMethodView),
  available: z.array(ZPaymentMethodType),
});
export type PaymentMethodsResponse = z.infer<typeof ZPaymentMethodsResponse>;

/**
 * POST /payment/account/customer: makes the caller a payer at the provider (once), then either
 * attaches `paymentSource` (a source the provider knows, e.g. its test tokens), or answers a
 * single-use link to the provider's page that adds a way to pay and returns to `returnPath`.
 */
export const ZCustomerAccountBody = z.strictObject({
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'A three-letter currency code')
    .meta({ examples: ['GBP'] })
    .transform((code) => code.toUpperCase()),
  paymentSource: z.string().min(1).max(200).optional(),
  returnPath: z
    .string()
    .max(500)
    .regex(/^\/(?!\/)/, 'A path of this site, starting with one /')
    .optional(),
});
export type CustomerAccountBody = z.input<typeof ZCustomerAccountBody>;

export const ZCustomerAccountResponse = z.object({
  paymentMethods: z.array(ZPaymentMethodView),
  setupLink: z.object({ url: z.string(), expiresAt: zDateTime }).nullable(),
});
export type CustomerAccountResponse = z.infer<typeof ZCustomerAccountResponse>;

/** What a customer pays for an amount: the amount, the provider's fee and the job's tax. */
export const ZChargeQuote = z.object({
  amount: zMinorAmount,
  fee: zMinorAmount,
  tax: zMinorAmount,
  total: zMinorAmount,
  currency: z.string(),
  /** The fee's rate and fixed part (in minor units), as applied. */
  feeRate: z.number(),
  feeFixed: zMinorAmount,
});
export type ChargeQuote = z.infer<typeof ZChargeQuote>;

export const ZChargeView = ZChargeQuote.extend({
  chargeId: zId,
  status: z.enum(['pending', 'succeeded', 'failed', 'refunded']),
  failureCode: ZPaymentErrorCode.nullable(),
  createdAt: zDateTime,
});
export type ChargeView = z.infer<typeof ZChargeView>;

export const ZMilestoneIdParams = z.strictObject({ milestoneId: zMilestoneRef });

/**
 * POST /milestones/{milestoneId}/pay: the customer pays a pending milestone, or a cycle
 * (`cycleId`) of ongoing work, with their default way to pay; `transactionHash` pays it in
 * crypto instead (docs/payments.md#crypto). Needs an Idempotency-Key header.
 */
export const ZPayMilestoneBody = z.strictObject({
  milestoneId: zMilestoneRef,
  jobID: zContractJobRef,
  cycleId: zId.optional(),
  transactionHash: z.string().min(1).max(200).optional(),
});
export type PayMilestoneBody = z.input<typeof ZPayMilestoneBody>;

export const ZPayResponse = z.object({
  milestone: ZMilestoneView,
  cycle: ZCycleView.nullable(),
  charge: ZChargeView.nullable(),
});
export type PayResponse = z.infer<typeof ZPayResponse>;

/** POST /payment/payin/retry: pays again after a refused pay-in (the default way to pay now). */
export const ZPayinRetryBody = z.strictObject({
  milestoneId: zMilestoneRef,
  jobId: zContractJobRef,
  cycleId: zId.optional(),
});

/** POST /payment/payout/retry: sends a failed or waiting payout again. */
export const ZPayoutRetryBody = z.strictObject({
  milestoneId: zMilestoneRef,
  cycleId: zId.optional(),
});

/** POST /jobs/customer_signedoff_milestone: the customer accepts completed work. */
export const ZSignOffBody = z.strictObject({ jobID: zContractJobRef, milestoneId: zMilestoneRef });

export const ZProviderParams = z.strictObject({ provider: z.string().min(1).max(40) });

/**
 * POST /payment/milestone/calculate/{provider}: the quote for a milestone (or cycle) of one of
 * the caller's contracts, or for a plain amount on one of the caller's jobs.
 */
export const ZCalculateBody = z.strictObject({
  milestoneId: zMilestoneRef.optional(),
  cycleId: zId.optional(),
  jobId: zId.optional(),
  amount: zMinorAmount.optional(),
});

/** POST /apis/actions/milestones/calculate-rate: a rate the freelancer asks, as a customer pays it. */
export const ZCalculateRateBody = z.strictObject({ value: zMinorAmount, freelancerId: zId });
export const ZRateQuote = z.object({
  value: zMinorAmount,
  fee: zMinorAmount,
  total: zMinorAmount,
  /** What reaches the freelancer: the value (the customer pays the fee). */
  freelancerReceives: zMinorAmount,
  currency: z.string(),
});
export type RateQuote = z.infer<typeof ZRateQuote>;
