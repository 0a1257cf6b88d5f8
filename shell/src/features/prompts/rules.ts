import {
  PAYMENT_ALERT_MESSAGES,
  ROLES,
  dedupeAlerts,
  type Alert,
  type FeatureValue,
  type Role,
} from '@mp/contracts';

export interface PaymentRequirements {
  currently_due?: string[];
  eventually_due?: string[];
  past_due?: string[];
  errors?: unknown[];
}

/**
 * The parts of `GET /payment/account` the onboarding alerts read
 * (docs/payments.md#status-and-flags).
 */
export interface PaymentAccountView {
  status?: number;
  requirements?: PaymentRequirements;
  future_requirements?: PaymentRequirements;
  isExternalAccountMissing?: boolean;
}

const EXTERNAL_ACCOUNT = /^external_account/;

/**
 * docs/payments.md#onboarding-alerts: danger when current, past-due or error items exist (no
 * payment user yet or documents missing: complete onboarding; otherwise: further information),
 * warning when only eventual items are due, and the bank-account message when only the external
 * account is outstanding. Deduplicated by colour + message.
 */
export function paymentAlerts(account: PaymentAccountView | null): Alert[] {
  if (!account) return [];
  const now = account.requirements ?? {};
  const future = account.future_requirements ?? {};
  const due = [...(now.currently_due ?? []), ...(now.past_due ?? [])];
  const errors = [...(now.errors ?? []), ...(future.errors ?? [])];
  const nonExternalDue = due.filter((item) => !EXTERNAL_ACCOUNT.test(item));
  const eventual = [
    ...(now.eventually_due ?? []),
    ...(future.currently_due ?? []),
    ...(future.eventually_due ?? []),
    ...(future.past_due ?? []),
  ].filter((item) => !EXTERNAL_ACCOUNT.test(item));
  const alerts: Alert[] = [];
  const notStarted = account.status === 0 || account.status === 1;
  if (notStarted || nonExternalDue.length > 0 || errors.length > 0) {
    alerts.push({
      color: 'danger',
      message: notStarted
        ? PAYMENT_ALERT_MESSAGES.completeOnboarding
        : PAYMENT_ALERT_MESSAGES.furtherInformation,
    });
  } else if (eventual.length > 0) {
    alerts.push({ color: 'warning', message: PAYMENT_ALERT_MESSAGES.furtherInformation });
  }
  const externalMissing =
    account.isExternalAccountMissing === true || due.some((item) => EXTERNAL_ACCOUNT.test(item));
  if (externalMissing && !notStarted) {
    alerts.push({ color: 'danger', message: PAYMENT_ALERT_MESSAGES.bankAccount });
  }
  return dedupeAlerts(alerts);
}

/**
 * Freelancers only, payment gateway on, skipped when skipPayments is 'all'
 * (docs/payments.md#onboarding-alerts).
 */
export function shouldCheckPayments(input: {
  role: Role;
  paymentGateway: boolean;
  skipPayments: { enabled: boolean; value: FeatureValue | undefined };
}): boolean {
  if (input.role !== ROLES.freelancer || !input.paymentGateway) return false;
  return !(input.skipPayments.enabled && input.skipPayments.value === 'all');
}

function showsAfterLogin(value: FeatureValue | undefined): boolean {
  if (value === undefined || value === true || value === 'afterLogin') return true;
  if (typeof value === 'object' && value !== null) {
    return (value as { showAfterLogin?: unknown }).showAfterLogin === true;
  }
  return false;
}

/**
 * Customers, not organisations, no survey record, not seen, switch says after login
 * (docs/shell.md#prompts).
 */
export function shouldShowSurvey(input: {
  role: Role;
  isCustomerOrganisation: boolean;
  hasSurveyRecord: boolean;
  seenThisBrowser: boolean;
  feature: { enabled: boolean; value: FeatureValue | undefined };
}): boolean {
  return (
    input.role === ROLES.customer &&
    !input.isCustomerOrganisation &&
    !input.hasSurveyRecord &&
    !input.seenThisBrowser &&
    input.feature.enabled &&
    showsAfterLogin(input.feature.value)
  );
}

export interface IdleTimings {
  /** Inactivity before the warning appears. */
  warnAfterMs: number;
  /** Time the warning gives before signing out. */
  graceMs: number;
}

/** The idleLogout switch's value is minutes of inactivity; the last minute (at most) is the warning. */
export function idleTimings(value: FeatureValue | undefined): IdleTimings | null {
  const minutes = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(minutes) || minutes <= 0) return null;
  const totalMs = Math.round(minutes * 60_000);
  const graceMs = Math.min(60_000, Math.round(totalMs / 2));
  return { warnAfterMs: totalMs - graceMs, graceMs };
}
