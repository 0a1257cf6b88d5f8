import type { PaymentFailure, PayoutView } from '@mp/contracts';
import { Alert } from '@mp/ui';
import { paymentCodeOf } from './errors';
import { useMilestonesT } from './i18n';
import { asksForAnotherWayToPay, WaysToPayLink } from './MoneyErrorMessage';

/**
 * Where the money of a milestone or cycle stands: a payment the provider is confirming, the
 * last refusal in words (docs/payments.md#payment-error-codes), and the payout.
 */
export function PaymentState({
  settling,
  paymentFailure,
  payout,
  offerWaysToPay,
}: {
  /** The viewer is the customer, who answers a refusal with another way to pay. */
  offerWaysToPay: boolean;
  settling: boolean;
  paymentFailure: PaymentFailure | null;
  payout: PayoutView | null;
}) {
  const { t } = useMilestonesT();
  const payoutCode = paymentCodeOf(payout?.failureCode);
  return (
    <>
      {settling && (
        <p role="status" className="mp-work__settling">
          {t('milestones.paymentUnderWay')}
        </p>
      )}
      {!settling && paymentFailure && (
        <Alert type="error" title={t('milestones.paymentFailed')}>
          {t(`paymentCodes.${paymentFailure.code}`)}
          {offerWaysToPay && asksForAnotherWayToPay(paymentFailure.code) && (
            <>
              {' '}
              <WaysToPayLink />
            </>
          )}
        </Alert>
      )}
      {payout && (
        <p className={`mp-work__payout mp-work__payout--${payout.status}`}>
          <span className="mp-work__label">{t('milestones.payout')}: </span>
          {t(`milestones.payoutStatus.${payout.status}`)}
          {payout.status === 'failed' && payoutCode && ` ${t(`paymentCodes.${payoutCode}`)}`}
        </p>
      )}
    </>
  );
}
