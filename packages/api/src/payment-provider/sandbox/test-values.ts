/**
 * The sandbox provider's fixed behaviour: what it asks for, and the test values that trigger
 * each outcome, like a real provider's test mode (docs/payments.md lists them).
 */
import { EXTERNAL_ACCOUNT_REQUIREMENT, type PaymentErrorCode } from '@mp/contracts';

export const SANDBOX_PROVIDER_KIND = 'sandbox';

/** What a new individual account must submit on the hosted page. */
export const INDIVIDUAL_REQUIREMENTS = [
  'individual.first_name',
  'individual.last_name',
  'individual.dob',
  'individual.address',
  'individual.id_number',
  'tos_acceptance',
] as const;

export const ID_NUMBER_REQUIREMENT = 'individual.id_number';
export const ADDITIONAL_DOCUMENT_REQUIREMENT = 'individual.verification.additional_document';
export { EXTERNAL_ACCOUNT_REQUIREMENT };

/** National id numbers that settle verification in a chosen way; any other value verifies. */
export const SANDBOX_ID_NUMBERS = {
  verified: '000000000',
  refused: '111111111',
  verifiedWithDocumentDue: '222222222',
} as const;

export const VERIFICATION_FAILED = {
  code: 'verification_failed_id_number_match',
  reason: 'The national id number does not match the name and date of birth provided.',
  requirement: ID_NUMBER_REQUIREMENT,
} as const;

/** A bank account number the sandbox declines, as a real provider's test number does. */
export const DECLINED_ACCOUNT_NUMBER = '000111111116';

export const LINK_TTL_MS = 10 * 60_000;
export const DEFAULT_VERIFICATION_DELAY_MS = 2_000;

/**
 * Test card numbers and how charges of them go (docs/payments.md#test-values-of-payments). Any other valid
 * card number (Luhn) succeeds.
 */
export const SANDBOX_CARDS = {
  succeeds: '4242424242424242',
  mastercard: '5555555555554444',
  contactIssuer: '4000000000000002',
  exceedsLimit: '4000000000009995',
  /** Fails with `retry` the first time it is charged, then succeeds (a passing glitch). */
  retryOnce: '4000000000000119',
  contactSupport: '4000000000000127',
  invalidSourceUsage: '4000000000000036',
} as const;

export const CARD_FAILURES: Readonly<Record<string, { code: PaymentErrorCode; message: string }>> =
  {
    [SANDBOX_CARDS.contactIssuer]: {
      code: 'contact_issuer',
      message: 'The card was declined by its bank.',
    },
    [SANDBOX_CARDS.exceedsLimit]: {
      code: 'charge_exceeds_source_limit',
      message: 'The charge is over the card’s available limit.',
    },
    [SANDBOX_CARDS.retryOnce]: {
      code: 'retry',
      message: 'The payment could not be processed just now.',
    },
    [SANDBOX_CARDS.contactSupport]: {
      code: 'contact_support',
      message: 'The payment was refused for a reason support can explain.',
    },
    [SANDBOX_CARDS.invalidSourceUsage]: {
      code: 'invalid_source_usage',
      message: 'This card cannot be used for this payment.',
    },
  };

/** Bank debit accounts (ACH and BACS): this one is declined when charged; others succeed. */
export const SANDBOX_DEBIT_DECLINED = DECLINED_ACCOUNT_NUMBER;

/** A payout bank account whose transfers fail: the account was closed. */
export const PAYOUT_FAILING_LAST4 = '2227';
export const PAYOUT_FAILING_ACCOUNT_NUMBER = '000222222227';

/** Charges under this many minor units, or over the maximum, are refused at once. */
export const MIN_CHARGE_MINOR = 50;
export const MAX_CHARGE_MINOR = 99_999_999;

/** How long the sandbox takes to settle a charge or transfer before its webhook. */
export const DEFAULT_SETTLE_DELAY_MS = 1_500;
/** The tolerance of a webhook's timestamp, as real providers check it. */
export const WEBHOOK_TOLERANCE_S = 300;
export const WEBHOOK_SIGNATURE_HEADER = 'mp-sandbox-signature';
export const SETUP_LINK_TTL_MS = 10 * 60_000;
/** How long a link to the sandbox wallet page works. */
export const WALLET_LINK_TTL_MS = 10 * 60_000;

/**
 * Identity document numbers that settle an identity verification in a chosen way; any other
 * number verifies (docs/payments.md#identity-verification).
 */
export const SANDBOX_IDENTITY_DOCUMENTS = {
  verified: 'ID000000',
  refused: 'ID111111',
  /** The checks never finish in the sandbox: the session stays pending, as a manual review. */
  pending: 'ID333333',
} as const;

export const IDENTITY_REFUSAL_REASON =
  'The document number does not match the name given, or the document could not be read.';
