import { API_ERROR_CODES, type PaymentErrorCode } from '@mp/contracts';
import { Link } from '@mp/router';
import { useSitePath } from '@mp/remote-kit';
import { PAYMENT_METHODS_PATH } from './api';
import type { MoneyError } from './errors';
import { moneyErrorText, useMilestonesT } from './i18n';

/** Refusals a customer answers with another card or bank account. */
const ANOTHER_WAY_TO_PAY: readonly PaymentErrorCode[] = [
  'contact_issuer',
  'charge_exceeds_source_limit',
  'invalid_source_usage',
  'bank_account_declined',
];

export function asksForAnotherWayToPay(code: PaymentErrorCode | null): boolean {
  return code !== null && ANOTHER_WAY_TO_PAY.includes(code);
}

/** The way to the customer's ways to pay on their settings page. */
export function WaysToPayLink() {
  const { t } = useMilestonesT();
  const sitePath = useSitePath();
  return <Link to={sitePath(PAYMENT_METHODS_PATH)}>{t('pay.addMethod')}</Link>;
}

/** A failed call in words, with the way to the customer's ways to pay when that is the fix. */
export function MoneyErrorMessage({
  error,
  offerWaysToPay = false,
}: {
  error: MoneyError;
  /** The viewer is the customer, who can add a way to pay. */
  offerWaysToPay?: boolean;
}) {
  const { t } = useMilestonesT();
  const offer =
    error.code === API_ERROR_CODES.paymentMethodRequired ||
    asksForAnotherWayToPay(error.paymentCode);
  return (
    <>
      <span>{moneyErrorText(t, error)}</span>
      {offerWaysToPay && offer && (
        <>
          {' '}
          <WaysToPayLink />
        </>
      )}
    </>
  );
}
