import {
  classifyPaymentRequirements,
  EXTERNAL_ACCOUNT_REQUIREMENT,
  PAYMENT_ACCOUNT_STATUS,
  type PaymentAccountResponse,
  type PaymentRequirements,
} from '@mp/contracts';
import type { Texts } from '../../locales';

/** The status summary shown for each account status (docs/payments.md#status-and-flags). */
export type StatusKey = 'notSetUp' | 'detailsNeeded' | 'verifying' | 'refused' | 'complete';

export function statusKeyOf(status: number): StatusKey {
  switch (status) {
    case PAYMENT_ACCOUNT_STATUS.identityDocumentsNotSubmitted:
      return 'detailsNeeded';
    case PAYMENT_ACCOUNT_STATUS.waiting:
      return 'verifying';
    case PAYMENT_ACCOUNT_STATUS.refused:
      return 'refused';
    case PAYMENT_ACCOUNT_STATUS.complete:
      return 'complete';
    default:
      return 'notSetUp';
  }
}

/** How a requirement is shown: its key under `requirements.items.`. */
export type RequirementPhrase = keyof Texts['paymentAccount']['requirements']['items'];

/** Requirement keys of the provider (prefixes) and the phrase each one is shown as. */
const REQUIREMENT_PHRASES: ReadonlyArray<readonly [prefix: string, phrase: RequirementPhrase]> = [
  ['individual.first_name', 'name'],
  ['individual.last_name', 'name'],
  ['individual.dob', 'dob'],
  ['individual.id_number', 'idNumber'],
  ['individual.ssn_last_4', 'idNumber'],
  ['individual.address', 'address'],
  ['individual.email', 'email'],
  ['individual.phone', 'phone'],
  ['individual.verification.additional_document', 'additionalDocument'],
  ['individual.verification.document', 'identityDocument'],
  ['tos_acceptance', 'tosAcceptance'],
  ['business_profile', 'businessProfile'],
  ['company', 'company'],
  [EXTERNAL_ACCOUNT_REQUIREMENT, 'externalAccount'],
];

/** The phrase key (under `requirements.items.`) of a requirement; `other` when unknown. */
export function requirementPhrase(key: string): RequirementPhrase {
  const match = REQUIREMENT_PHRASES.find(
    ([prefix]) => key === prefix || key.startsWith(`${prefix}.`),
  );
  return match ? match[1] : 'other';
}

const isExternal = (key: string) =>
  key === EXTERNAL_ACCOUNT_REQUIREMENT || key.startsWith(`${EXTERNAL_ACCOUNT_REQUIREMENT}.`);

/** Distinct phrases of the keys, in first-seen order, the bank account left out. */
function phrasesOf(keys: readonly string[]): RequirementPhrase[] {
  return [...new Set(keys.filter((key) => !isExternal(key)).map(requirementPhrase))];
}

export interface RequirementError {
  phrase: RequirementPhrase;
  reason: string;
}

/** The shell's payment alerts (shell/src/features/prompts/rules.ts), as this section shows them. */
export interface AccountAttention {
  /**
   * danger: current, past-due or error items; warning: only eventual items
   * (docs/payments.md#onboarding-alerts).
   */
  level: 'danger' | 'warning' | null;
  message: 'completeOnboarding' | 'furtherInformation' | null;
  bankAccount: boolean;
}

export interface AccountSummary {
  statusKey: StatusKey;
  /** Needed now (currently due or past due), as phrases. */
  neededNow: RequirementPhrase[];
  /** Needed later (eventually due, or the provider's future requirements), as phrases. */
  neededLater: RequirementPhrase[];
  overdue: boolean;
  errors: RequirementError[];
  /** The provider wants more than a bank account: offer its hosted onboarding again. */
  providerNeedsMore: boolean;
  attention: AccountAttention;
}

function allErrors(account: PaymentAccountResponse): RequirementError[] {
  return [...account.requirements.errors, ...account.future_requirements.errors].map((error) => ({
    phrase: requirementPhrase(error.requirement),
    reason: error.reason,
  }));
}

function attentionOf(account: PaymentAccountResponse, summary: Omit<AccountSummary, 'attention'>) {
  const notStarted =
    account.status === PAYMENT_ACCOUNT_STATUS.noPaymentUserCreated ||
    account.status === PAYMENT_ACCOUNT_STATUS.identityDocumentsNotSubmitted;
  const danger = notStarted || summary.neededNow.length > 0 || summary.errors.length > 0;
  const due = [...account.requirements.currently_due, ...account.requirements.past_due];
  const attention: AccountAttention = {
    level: danger ? 'danger' : summary.neededLater.length > 0 ? 'warning' : null,
    message: notStarted ? 'completeOnboarding' : null,
    bankAccount: !notStarted && (account.isExternalAccountMissing || due.some(isExternal)),
  };
  if (!notStarted && attention.level) attention.message = 'furtherInformation';
  return attention;
}

function outstanding(requirements: PaymentRequirements): boolean {
  return classifyPaymentRequirements(requirements) !== 'onboarded';
}

/** Everything the status block says about one account. */
export function summarizeAccount(account: PaymentAccountResponse): AccountSummary {
  const now = account.requirements;
  const future = account.future_requirements;
  const neededNow = phrasesOf([...now.past_due, ...now.currently_due]);
  const neededLater = phrasesOf([
    ...now.eventually_due,
    ...future.past_due,
    ...future.currently_due,
    ...future.eventually_due,
  ]).filter((phrase) => !neededNow.includes(phrase));
  const statusKey = statusKeyOf(account.status);
  const base = {
    statusKey,
    neededNow,
    neededLater,
    overdue: now.past_due.some((key) => !isExternal(key)),
    errors: allErrors(account),
    providerNeedsMore:
      statusKey === 'detailsNeeded' ||
      statusKey === 'refused' ||
      (statusKey !== 'notSetUp' && (outstanding(now) || outstanding(future))),
  };
  return { ...base, attention: attentionOf(account, base) };
}
