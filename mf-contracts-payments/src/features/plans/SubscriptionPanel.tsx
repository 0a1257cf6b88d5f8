import { useState } from 'react';
import { formatMoney, type SubscriptionView } from '@mp/contracts';
import { Alert, Button, Card, ConfirmDialog } from '@mp/ui';
import type { PlansData } from './api';
import { errorText, paymentFailureText, usePlansT } from './i18n';
import type { PlansModel } from './usePlans';
import { useDates } from '@mp/remote-kit';

function PaymentFailure({ subscription }: { subscription: SubscriptionView }) {
  const { t } = usePlansT();
  const dates = useDates();
  const failure = subscription.paymentFailure;
  if (failure === null) return null;
  const title =
    subscription.status === 'past_due'
      ? t('subscription.pastDue', { date: dates.calendar(subscription.currentPeriodEnd) })
      : t('subscription.refused', { plan: subscription.planName });
  return (
    <Alert type="error" title={title}>
      {paymentFailureText(t, failure.code)}
    </Alert>
  );
}

/** Renewal or end date, or the first payment under way. */
function Timing({ subscription }: { subscription: SubscriptionView }) {
  const { t } = usePlansT();
  const dates = useDates();
  const date = dates.calendar(subscription.currentPeriodEnd);
  if (subscription.status === 'incomplete') return <p>{t('subscription.processing')}</p>;
  if (subscription.cancelAtPeriodEnd) return <p>{t('subscription.ends', { date })}</p>;
  if (subscription.status === 'active') return <p>{t('subscription.renews', { date })}</p>;
  return null;
}

function CancelSubscription({
  subscription,
  model,
}: {
  subscription: SubscriptionView;
  model: PlansModel;
}) {
  const { t } = usePlansT();
  const dates = useDates();
  const [asking, setAsking] = useState(false);
  if (subscription.cancelAtPeriodEnd || subscription.status === 'incomplete') return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        {t('subscription.cancel')}
      </Button>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        title={t('subscription.cancelTitle')}
        description={t('subscription.cancelText', {
          plan: subscription.planName,
          date: dates.calendar(subscription.currentPeriodEnd),
        })}
        size="small"
        destructive
        confirmLabel={t('subscription.cancel')}
        cancelLabel={t('subscription.keep')}
        busyLabel={t('subscription.cancelling')}
        onConfirm={async () => {
          await model.cancel();
          setAsking(false);
        }}
        describeFailure={(error) => ({
          title: t('subscription.cancelFailed'),
          message: errorText(t, error),
        })}
      />
    </>
  );
}

/** The subscription's billing details: plan, price, status, renewal, payment problems, cancel. */
function Billing({ subscription, model }: { subscription: SubscriptionView; model: PlansModel }) {
  const { t, locale } = usePlansT();
  const price = formatMoney(subscription.price, { currency: subscription.currency, locale });
  return (
    <div className="mp-plans__billing">
      <p className="mp-plans__plan-name">
        <strong>{subscription.planName}</strong>
        {' · '}
        {t(`price.${subscription.interval}`, { price })}
      </p>
      <p>
        {t('subscription.statusLabel')}{' '}
        <span className={`mp-plans__status mp-plans__status--${subscription.status}`}>
          {t(`subscription.status.${subscription.status}`)}
        </span>
      </p>
      <p>{t('monthlyCredits', { count: subscription.monthlyCredits })}</p>
      <Timing subscription={subscription} />
      <PaymentFailure subscription={subscription} />
      <div className="mp-plans__actions">
        <CancelSubscription subscription={subscription} model={model} />
      </div>
    </div>
  );
}

const NOTICE_TEXTS = { started: 'plans.started', cancelled: 'subscription.cancelled' } as const;

/** The user's subscription (docs/payments.md#subscriptions-and-plans). */
export function SubscriptionPanel({ data, model }: { data: PlansData; model: PlansModel }) {
  const { t } = usePlansT();
  const dates = useDates();
  const { status } = data;
  const subscription = status.subscription;
  const notice = model.notice?.panel === 'subscription' ? model.notice : null;
  return (
    <Card heading={t('subscription.heading')} id="subscription" className="mp-plans__panel">
      {notice && (
        <Alert type="success">
          {t(NOTICE_TEXTS[notice.kind], {
            date: dates.calendar(subscription?.currentPeriodEnd),
          })}
        </Alert>
      )}
      {status.showBilling && subscription ? (
        <Billing subscription={subscription} model={model} />
      ) : (
        <>
          {subscription?.status === 'incomplete_expired' && (
            <PaymentFailure subscription={subscription} />
          )}
          <p>{t('subscription.none')}</p>
        </>
      )}
    </Card>
  );
}
