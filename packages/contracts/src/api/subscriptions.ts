/**
 * Subscriptions, plans and credits (docs/payments.md#subscriptions-and-plans,
 * docs/payments.md#credits). Prices are integers in the minor unit of the tenant's currency
 * (docs/payments.md#amounts); credits are whole credits.
 */
import { z } from 'zod';
import { zDateTime, zId } from '../tenant/primitives';
import { ZPaymentErrorCode } from './milestones';

export const PLAN_INTERVALS = ['month', 'year'] as const;
export type PlanInterval = (typeof PLAN_INTERVALS)[number];

/**
 * Where a subscription stands at the provider: `incomplete` while its first payment is under
 * way, `incomplete_expired` when that payment was refused, `active` while paid up, `past_due`
 * when a renewal was refused, `canceled` once it ended.
 */
export const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'active',
  'past_due',
  'canceled',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The most packs one purchase may buy. */
export const MAX_CREDIT_PACKS = 20;

const zMinorUnits = z.number().int().min(0);
const zCredits = z.number().int().min(0);

/** A plan the provider offers, with the credits it grants each month. */
export const ZPlanView = z.object({
  planId: zId,
  name: z.string(),
  description: z.string(),
  price: zMinorUnits,
  currency: z.string(),
  interval: z.enum(PLAN_INTERVALS),
  /** Credits granted at the start of every month of the subscription (the allowance). */
  monthlyCredits: zCredits,
  features: z.array(z.string()),
});
export type PlanView = z.infer<typeof ZPlanView>;

/** What one pack of credits holds and costs. */
export const ZCreditPackView = z.object({
  credits: zCredits,
  price: zMinorUnits,
  currency: z.string(),
});
export type CreditPackView = z.infer<typeof ZCreditPackView>;

/** GET /payment/subscription/plans */
export const ZPlansResponse = z.object({
  plans: z.array(ZPlanView),
  creditPack: ZCreditPackView,
});
export type PlansResponse = z.infer<typeof ZPlansResponse>;

export const ZSubscriptionView = z.object({
  subscriptionId: zId,
  planId: zId,
  planName: z.string(),
  price: zMinorUnits,
  currency: z.string(),
  interval: z.enum(PLAN_INTERVALS),
  monthlyCredits: zCredits,
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** Cancelled by the user: it ends at `currentPeriodEnd` and does not renew. */
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodStart: zDateTime.nullable(),
  /** When it renews (or ends, when cancelled). */
  currentPeriodEnd: zDateTime.nullable(),
  /** The provider's refusal of the latest payment, while it stands. */
  paymentFailure: z.object({ code: ZPaymentErrorCode, message: z.string() }).nullable(),
});
export type SubscriptionView = z.infer<typeof ZSubscriptionView>;

/**
 * GET /payment/subscription: `active` while the caller has a paid-up subscription; `showBilling`
 * while they have one to bill (its first payment under way, active, or a renewal refused), so
 * the screens show its billing details instead of the plans to choose from. `subscription` is
 * the live one, else the latest that ended (or null).
 */
export const ZSubscriptionStatusResponse = z.object({
  active: z.boolean(),
  showBilling: z.boolean(),
  subscription: ZSubscriptionView.nullable(),
});
export type SubscriptionStatusResponse = z.infer<typeof ZSubscriptionStatusResponse>;

/** POST /payment/subscription: subscribes with the caller's newest way to pay. */
export const ZSubscribeBody = z.strictObject({ planId: zId });
export type SubscribeBody = z.input<typeof ZSubscribeBody>;

/** POST /payment/subscription/cancel: ends the live subscription at the end of its period. */
export const ZCancelSubscriptionBody = z.strictObject({});

export const CREDIT_PURCHASE_STATUSES = ['pending', 'succeeded', 'failed'] as const;

export const ZCreditPurchaseView = z.object({
  purchaseId: zId,
  status: z.enum(CREDIT_PURCHASE_STATUSES),
  packs: z.number().int().min(1),
  credits: zCredits,
  amount: zMinorUnits,
  currency: z.string(),
  failureCode: ZPaymentErrorCode.nullable(),
  createdAt: zDateTime,
});
export type CreditPurchaseView = z.infer<typeof ZCreditPurchaseView>;

/** GET /payment/credits: the caller's balances, the pack on sale and their latest purchases. */
export const ZCreditsResponse = z.object({
  /** Credits the caller owns (bought or granted); they do not expire. */
  availableCredits: zCredits,
  /** What is left of this month's allowance; spent first, reset every month. */
  availableAllowance: zCredits,
  /** When the allowance is next reset; null without an active subscription. */
  allowanceResetsAt: zDateTime.nullable(),
  creditPack: ZCreditPackView,
  purchases: z.array(ZCreditPurchaseView),
});
export type CreditsResponse = z.infer<typeof ZCreditsResponse>;

/** POST /payment/credits/buy: `quantity` packs, charged to the caller's newest way to pay. */
export const ZBuyCreditsBody = z.strictObject({
  quantity: z.number().int().min(1).max(MAX_CREDIT_PACKS),
});
export type BuyCreditsBody = z.input<typeof ZBuyCreditsBody>;

export const ZBuyCreditsResponse = z.object({
  purchase: ZCreditPurchaseView,
  credits: ZCreditsResponse,
});
export type BuyCreditsResponse = z.infer<typeof ZBuyCreditsResponse>;

/**
 * What moved the caller's credits: bought, spent, refunded, the monthly allowance granted or
 * expired, an opening balance, credits earned by a referral (docs/users.md#referrals).
 */
export const CREDIT_HISTORY_KINDS = [
  'bought',
  'spent',
  'refunded',
  'allowance',
  'expired',
  'opening',
  'referral',
] as const;
export type CreditHistoryKind = (typeof CREDIT_HISTORY_KINDS)[number];

export const ZCreditHistoryEntry = z.object({
  /** The ledger transaction's id. */
  entryId: z.string(),
  kind: z.enum(CREDIT_HISTORY_KINDS),
  /** The change of the caller's own credits (negative: spent). */
  credits: z.number().int(),
  /** The change of the caller's allowance. */
  allowance: z.number().int(),
  /** What it was for: a purchase, a subscription's month, a booking... */
  reference: z.string(),
  createdAt: zDateTime,
});
export type CreditHistoryEntry = z.infer<typeof ZCreditHistoryEntry>;

/** GET /payment/credits/history: the newest first (at most 100). */
export const ZCreditHistoryResponse = z.object({ entries: z.array(ZCreditHistoryEntry) });
export type CreditHistoryResponse = z.infer<typeof ZCreditHistoryResponse>;
