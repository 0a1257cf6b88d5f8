/**
 * Our status and onboarding flags, derived in this one place from what the provider reports
 * (docs/payments.md#status-and-flags; classifyPaymentRequirements decides the levels).
 */
import {
  EXTERNAL_ACCOUNT_REQUIREMENT,
  PAYMENT_ACCOUNT_STATUS,
  classifyPaymentRequirements,
  type PaymentAccountResponse,
  type PaymentAccountStatus,
  type PaymentRequirements,
} from '@mp/contracts';
import type { ProviderAccount } from '../../payment-provider';
import type { PaymentAccountRow } from './store';

/**
 * 1 details not submitted, 2 waiting, 3 refused, 4 complete (docs/payments.md#status-and-flags).
 */
export function statusOf(account: ProviderAccount): PaymentAccountStatus {
  const req = account.requirements;
  if (!account.detailsSubmitted) return PAYMENT_ACCOUNT_STATUS.identityDocumentsNotSubmitted;
  if (req.errors.length > 0) return PAYMENT_ACCOUNT_STATUS.refused;
  if (req.pending_verification.length > 0) return PAYMENT_ACCOUNT_STATUS.waiting;
  const current = [...req.currently_due, ...req.past_due].filter(
    (item) => item !== EXTERNAL_ACCOUNT_REQUIREMENT,
  );
  return current.length > 0
    ? PAYMENT_ACCOUNT_STATUS.identityDocumentsNotSubmitted
    : PAYMENT_ACCOUNT_STATUS.complete;
}

/** The lists the API shows: the provider's, without what it is still verifying. */
export function shownRequirements(account: ProviderAccount): PaymentRequirements {
  const { currently_due, eventually_due, past_due, errors } = account.requirements;
  return { currently_due, eventually_due, past_due, errors };
}

const EMPTY_REQUIREMENTS: PaymentRequirements = {
  currently_due: [],
  eventually_due: [],
  past_due: [],
  errors: [],
};

function hasItems(req: PaymentRequirements): boolean {
  return (
    req.errors.length > 0 ||
    [...req.currently_due, ...req.eventually_due, ...req.past_due].some(
      (item) => item !== EXTERNAL_ACCOUNT_REQUIREMENT,
    )
  );
}

/**
 * Onboarded: complete, with no errors and nothing currently due but the bank account (items due
 * only eventually do not stop payouts; they raise isEventuallyDue, the warning).
 */
export function viewAccount(row: PaymentAccountRow | null): PaymentAccountResponse {
  if (row === null) {
    return {
      status: PAYMENT_ACCOUNT_STATUS.noPaymentUserCreated,
      requirements: EMPTY_REQUIREMENTS,
      future_requirements: EMPTY_REQUIREMENTS,
      isOnboarded: false,
      isEventuallyDue: false,
      onboardedType: null,
      isExternalAccountMissing: false,
      externalAccount: null,
      statementDescriptor: null,
      refreshedAt: null,
    };
  }
  const level = classifyPaymentRequirements(row.requirements);
  return {
    status: row.status,
    requirements: row.requirements,
    future_requirements: row.future_requirements,
    isOnboarded: row.status === PAYMENT_ACCOUNT_STATUS.complete && level !== 'danger',
    isEventuallyDue: level === 'warning' || hasItems(row.future_requirements),
    onboardedType: row.onboarded_type,
    isExternalAccountMissing: row.external_account === null,
    externalAccount: row.external_account,
    statementDescriptor: row.statement_descriptor,
    refreshedAt: new Date(row.refreshed_at).toISOString(),
  };
}
