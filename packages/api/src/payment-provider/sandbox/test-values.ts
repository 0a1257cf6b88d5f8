/**
 * The sandbox provider's fixed behaviour: what it asks for, and the test values that trigger
 * each outcome, like a real provider's test mode (docs/payments.md lists them).
 */
import { EXTERNAL_ACCOUNT_REQUIREMENT } from '@mp/contracts';

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
