import { FEATURES } from '@mp/contracts';
import { AreaNavigation, LoadStatus, useArea } from '@mp/remote-kit';
import { EmptyState, PageHeader } from '@mp/ui';
import { CreditHistory } from './CreditHistory';
import { CreditsPanel } from './CreditsPanel';
import { usePlansT } from './i18n';
import { PaymentMethodPanel } from './PaymentMethodPanel';
import { PlanList } from './PlanList';
import { SubscriptionPanel } from './SubscriptionPanel';
import { usePlans, type PlansModel } from './usePlans';
import type { PlansData } from './api';
import './plans.css';

function PlansContent({ data, model }: { data: PlansData; model: PlansModel }) {
  // `showBilling`: the user has a subscription to bill, so its details show instead of the plans.
  return (
    <div className="mp-plans__panels">
      <SubscriptionPanel data={data} model={model} />
      {data.status.showBilling ? null : <PlanList data={data} model={model} />}
      <PaymentMethodPanel data={data} model={model} />
      <CreditsPanel data={data} model={model} />
      <CreditHistory entries={data.history} />
    </div>
  );
}

function Plans() {
  const { t } = usePlansT();
  const model = usePlans();
  return (
    <LoadStatus
      load={model.load}
      loadingLabel={t('loading')}
      errorTitle={t('loadError')}
      errorMessage={(error) => t(`errors.${error.kind}`)}
      retryLabel={t('retry')}
    >
      {(data) => <PlansContent data={data} model={model} />}
    </LoadStatus>
  );
}

/**
 * /customer/plans and /freelancer/plans (docs/payments.md#subscriptions-and-plans): the user's
 * subscription or the plans to choose from, their way to pay, their credits and what moved them.
 * Only while the tenant's stripeSubscriptions switch is on for the user.
 */
export function PlansScreen() {
  const { t } = usePlansT();
  const { features } = useArea();
  return (
    <div className="mp-area mp-plans">
      <AreaNavigation />
      <PageHeader heading={t('title')} description={t('description')} />
      {features[FEATURES.stripeSubscriptions] ? <Plans /> : <EmptyState title={t('unavailable')} />}
    </div>
  );
}
