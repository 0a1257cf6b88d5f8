import { API_ERROR_CODES } from '@mp/contracts';
import { Link } from '@mp/router';
import { useSitePath } from '@mp/remote-kit';
import { PAYMENT_METHODS_PATH } from './api';
import type { MoneyError } from './errors';
import { moneyErrorText, useMilestonesT } from './i18n';

/** Whether the failure asks the customer to add a way to pay (or to use another one). */
function asksForAnotherWayToPay(error: MoneyError): boolean {
  return (
    error.code === API_ERROR_CODES.paymentMethodRequired ||
    error.paymentCode === 'contact_issuer' ||
    error.paymentCode === 'charge_exceeds_source_limit' ||
    error.paymentCode === 'invalid_source_usage' ||
    error.paymentCode === 'bank_account_declined'
  );
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
  const sitePath = useSitePath();
  return (
    <>
      <span>{moneyErrorText(t, error)}</span>
      {offerWaysToPay && asksForAnotherWayToPay(error) && (
        <>
          {' '}
          <Link to={sitePath(PAYMENT_METHODS_PATH)}>{t('pay.addMethod')}</Link>
        </>
      )}
    </>
  );
}
