/** Payment account, subscriptions and plans (docs/payments.md). */
import { z } from 'zod';
import { PAYMENT_ACCOUNT_STATUS } from '../constants';
import { zMinorAmount } from './common';
import { zDateTime, zId } from '../tenant/primitives';

export const ZPaymentAccountStatus = z.union([
  z.literal(PAYMENT_ACCOUNT_STATUS.loading),
  z.literal(PAYMENT_ACCOUNT_STATUS.noPaymentUserCreated),
  z.literal(PAYMENT_ACCOUNT_STATUS.identityDocumentsNotSubmitted),
  z.literal(PAYMENT_ACCOUNT_STATUS.waiting),
  z.literal(PAYMENT_ACCOUNT_STATUS.refused),
  z.literal(PAYMENT_ACCOUNT_STATUS.complete),
]);

const zRequirementKey = z.string().min(1).max(200);

export const ZRequirementError = z.strictObject({
  code: z.string().min(1).max(200),
  reason: z.string().max(1000),
  requirement: zRequirementKey,
});

/** The provider's requirement lists, with the provider's own snake_case names. */
export const ZPaymentRequirements = z.strictObject({
  currently_due: z.array(zRequirementKey),
  eventually_due: z.array(zRequirementKey),
  past_due: z.array(zRequirementKey),
  errors: z.array(ZRequirementError),
});
export type PaymentRequirements = z.infer<typeof ZPaymentRequirements>;

export const ONBOARDED_TYPES = ['individual', 'company'] as const;

export const ZPaymentAccount = z.strictObject({
  status: ZPaymentAccountStatus,
  requirements: ZPaymentRequirements,
  /** The future counterparts of `requirements`. */
  future_requirements: ZPaymentRequirements,
  isOnboarded: z.boolean(),
  isEventuallyDue: z.boolean(),
  onboardedType: z.enum(ONBOARDED_TYPES).nullable(),
  isExternalAccountMissing: z.boolean(),
});
export type PaymentAccount = z.infer<typeof ZPaymentAccount>;

/** The requirement the provider lists while no bank account is set for payouts. */
export const EXTERNAL_ACCOUNT_REQUIREMENT = 'external_account';

export type RequirementsLevel = 'onboarded' | 'warning' | 'danger';

/**
 * Onboarded when no errors and only an external account item is outstanding;
 * warning when only eventual items are due; danger when current, past-due or error items exist.
 */
export function classifyPaymentRequirements(req: PaymentRequirements): RequirementsLevel {
  const outstanding = [...req.currently_due, ...req.past_due, ...req.eventually_due];
  if (req.errors.length === 0 && outstanding.every((k) => k === EXTERNAL_ACCOUNT_REQUIREMENT)) {
    return 'onboarded';
  }
  const current = [...req.currently_due, ...req.past_due].filter(
    (k) => k !== EXTERNAL_ACCOUNT_REQUIREMENT,
  );
  return req.errors.length > 0 || current.length > 0 ? 'danger' : 'warning';
}

export const ZSubscription = z.strictObject({
  active: z.boolean(),
  showBilling: z.boolean(),
  planId: zId.nullable(),
  currentPeriodEnd: zDateTime.nullable(),
});
export type Subscription = z.infer<typeof ZSubscription>;

export const ZSubscriptionPlan = z.strictObject({
  planId: zId,
  name: z.string().trim().min(1).max(120),
  description: z.string().max(2000),
  price: zMinorAmount,
  interval: z.enum(['month', 'year']),
  /** Credits granted each period (credits.availableAllowance). */
  credits: z.number().int().min(0),
  features: z.array(z.string().max(200)).max(30),
});
export type SubscriptionPlan = z.infer<typeof ZSubscriptionPlan>;
