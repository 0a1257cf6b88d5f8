import { useState } from 'react';
import { Alert, Button, Card } from '@mp/ui';
import type { PlansData } from './api';
import { errorText, usePlansT } from './i18n';
import { defaultMethod } from './PlanList';
import type { PlansModel } from './usePlans';

/** The card plans and credits are charged to, and the provider's page that adds another. */
export function PaymentMethodPanel({ data, model }: { data: PlansData; model: PlansModel }) {
  const { t } = usePlansT();
  const [leaving, setLeaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const method = defaultMethod(data.methods);
  const add = async () => {
    setLeaving(true);
    setFailure(null);
    try {
      await model.addCard(data);
    } catch (error) {
      setLeaving(false);
      setFailure(errorText(t, error));
    }
  };
  return (
    <Card heading={t('method.heading')} id="payment-method" className="mp-plans__panel">
      {failure && (
        <Alert type="error" title={t('method.failed')}>
          {failure}
        </Alert>
      )}
      <p>
        {method === null
          ? t('method.none')
          : t('method.current', { label: method.label, last4: method.last4 })}
      </p>
      <div className="mp-plans__actions">
        <Button
          variant={method === null ? 'primary' : 'secondary'}
          loading={leaving}
          loadingLabel={t('method.leaving')}
          onClick={() => void add()}
        >
          {method === null ? t('method.add') : t('method.replace')}
        </Button>
      </div>
      {leaving && <p className="mp-plans__meta">{t('method.leaving')}</p>}
    </Card>
  );
}
