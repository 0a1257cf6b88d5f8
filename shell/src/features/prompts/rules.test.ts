import { PAYMENT_ALERT_MESSAGES, ROLES } from '@mp/contracts';
import { idleTimings, paymentAlerts, shouldCheckPayments, shouldShowSurvey } from './rules';

describe('paymentAlerts', () => {
  it('asks to complete onboarding before a payment user exists', () => {
    expect(paymentAlerts({ status: 0 })).toEqual([
      { color: 'danger', message: PAYMENT_ALERT_MESSAGES.completeOnboarding },
    ]);
  });

  it('warns when only eventual items are due, and is dangerous for current ones', () => {
    expect(paymentAlerts({ status: 2, requirements: { eventually_due: ['id'] } })).toEqual([
      { color: 'warning', message: PAYMENT_ALERT_MESSAGES.furtherInformation },
    ]);
    expect(paymentAlerts({ status: 2, requirements: { currently_due: ['id', 'id'] } })).toEqual([
      { color: 'danger', message: PAYMENT_ALERT_MESSAGES.furtherInformation },
    ]);
  });

  it('asks for the bank account when only the external account is outstanding', () => {
    expect(
      paymentAlerts({ status: 4, requirements: { currently_due: ['external_account'] } }),
    ).toEqual([{ color: 'danger', message: PAYMENT_ALERT_MESSAGES.bankAccount }]);
    expect(paymentAlerts({ status: 4, requirements: {} })).toEqual([]);
    expect(paymentAlerts(null)).toEqual([]);
  });
});

describe('shouldCheckPayments', () => {
  const off = { enabled: false, value: undefined };
  it('runs for freelancers with the payment gateway unless skipPayments is all', () => {
    expect(
      shouldCheckPayments({ role: ROLES.freelancer, paymentGateway: true, skipPayments: off }),
    ).toBe(true);
    expect(
      shouldCheckPayments({ role: ROLES.customer, paymentGateway: true, skipPayments: off }),
    ).toBe(false);
    expect(
      shouldCheckPayments({ role: ROLES.freelancer, paymentGateway: false, skipPayments: off }),
    ).toBe(false);
    expect(
      shouldCheckPayments({
        role: ROLES.freelancer,
        paymentGateway: true,
        skipPayments: { enabled: true, value: 'all' },
      }),
    ).toBe(false);
  });
});

describe('shouldShowSurvey', () => {
  const base = {
    role: ROLES.customer,
    isCustomerOrganisation: false,
    hasSurveyRecord: false,
    seenThisBrowser: false,
    feature: { enabled: true, value: { showAfterLogin: true } },
  };
  it('shows for individual customers without a record when the switch says after login', () => {
    expect(shouldShowSurvey(base)).toBe(true);
    expect(shouldShowSurvey({ ...base, isCustomerOrganisation: true })).toBe(false);
    expect(shouldShowSurvey({ ...base, hasSurveyRecord: true })).toBe(false);
    expect(shouldShowSurvey({ ...base, seenThisBrowser: true })).toBe(false);
    expect(shouldShowSurvey({ ...base, role: ROLES.freelancer })).toBe(false);
    expect(
      shouldShowSurvey({ ...base, feature: { enabled: true, value: { showAfterLogin: false } } }),
    ).toBe(false);
    expect(shouldShowSurvey({ ...base, feature: { enabled: false, value: undefined } })).toBe(
      false,
    );
  });
});

describe('idleTimings', () => {
  it('warns one minute before the idle limit', () => {
    expect(idleTimings(30)).toEqual({ warnAfterMs: 29 * 60_000, graceMs: 60_000 });
    expect(idleTimings(1)).toEqual({ warnAfterMs: 30_000, graceMs: 30_000 });
    expect(idleTimings('x')).toBeNull();
    expect(idleTimings(0)).toBeNull();
  });
});
