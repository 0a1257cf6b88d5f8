import { useState } from 'react';
import { formatMoney, type PaymentMethodView, type PlanView } from '@mp/contracts';
import { Button, Card, ConfirmDialog } from '@mp/ui';
import type { PlansData } from './api';
import { errorText, usePlansT } from './i18n';
import type { PlansModel } from './usePlans';

/** The way to pay a payment uses: the newest (the default). */
export function defaultMethod(methods: readonly PaymentMethodView[]): PaymentMethodView | null {
  return methods.find((method) => method.isDefault) ?? methods[0] ?? null;
}

/** Asks before subscribing, with the price and the card it is charged to. */
function SubscribeDialog({
  plan,
  method,
  model,
  onClose,
}: {
  plan: PlanView;
  method: PaymentMethodView | null;
  model: PlansModel;
  onClose: () => void;
}) {
  const { t, locale } = usePlansT();
  const price = formatMoney(plan.price, { currency: plan.currency, locale });
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title={t('plans.confirmTitle', { plan: plan.name })}
      size="small"
      confirmLabel={t('plans.confirm', { price })}
      cancelLabel={t('plans.notNow')}
      busyLabel={t('plans.subscribing')}
      confirmDisabled={method === null}
      onConfirm={async () => {
        await model.subscribe(plan);
        onClose();
      }}
      describeFailure={(error) => ({
        title: t('plans.subscribeFailed'),
        message: errorText(t, error),
      })}
    >
      {method === null ? (
        <p>{t('plans.needsMethod')}</p>
      ) : (
        <>
          <p>
            {t(`plans.confirmText.${plan.interval}`, {
              price,
              method: t('method.current', { label: method.label, last4: method.last4 }),
            })}
          </p>
          <p>{t('plans.confirmCredits', { count: plan.monthlyCredits })}</p>
        </>
      )}
    </ConfirmDialog>
  );
}

function PlanCard({ plan, onChoose }: { plan: PlanView; onChoose: () => void }) {
  const { t, locale } = usePlansT();
  return (
    <li className="mp-plans__offer">
      <h3>{plan.name}</h3>
      <p className="mp-plans__price">
        {t(`price.${plan.interval}`, {
          price: formatMoney(plan.price, { currency: plan.currency, locale }),
        })}
      </p>
      {plan.description && <p>{plan.description}</p>}
      <p>{t('monthlyCredits', { count: plan.monthlyCredits })}</p>
      {plan.features.length > 0 && (
        <ul className="mp-plans__features">
          {plan.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      )}
      <Button onClick={onChoose}>{t('plans.subscribe', { plan: plan.name })}</Button>
    </li>
  );
}

/** The plans on sale, while the user has no subscription to bill. */
export function PlanList({ data, model }: { data: PlansData; model: PlansModel }) {
  const { t } = usePlansT();
  const [choosing, setChoosing] = useState<PlanView | null>(null);
  return (
    <Card heading={t('plans.heading')} id="plans" className="mp-plans__panel">
      <ul className="mp-plans__offers">
        {data.offer.plans.map((plan) => (
          <PlanCard key={plan.planId} plan={plan} onChoose={() => setChoosing(plan)} />
        ))}
      </ul>
      {choosing && (
        <SubscribeDialog
          plan={choosing}
          method={defaultMethod(data.methods)}
          model={model}
          onClose={() => setChoosing(null)}
        />
      )}
    </Card>
  );
}
