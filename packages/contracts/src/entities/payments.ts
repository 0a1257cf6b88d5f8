/**
 * The payment account (docs/payments.md); subscriptions and plans are the calls' own shapes
 * (api/subscriptions.ts).
 */
import { z } from 'zod';
import { PAYMENT_ACCOUNT_STATUS } from '../constants';

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
