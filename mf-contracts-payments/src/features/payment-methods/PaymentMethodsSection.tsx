import { useEffect, useId, useState } from 'react';
import type { PaymentMethodType, PaymentMethodView } from '@mp/contracts';
import { LoadStatus, useApi, useArea, useLoad } from '@mp/remote-kit';
import { Alert, Button } from '@mp/ui';
import { fetchPaymentMethods } from '../milestones/api';
import { useMilestonesEnvironment } from '../milestones/environment';
import { readMoneyError, type MoneyError } from '../milestones/errors';
import { moneyErrorText, useMilestonesT } from '../milestones/i18n';
import { isWebUrl } from '../payment-account/environment';
import { useReturnedFromProvider } from '../../shared/useReturnedFromProvider';
import '../contract/contracts.css';
import '../milestones/milestones.css';
import { createSetupLink } from './api';

type Step = 'idle' | 'linking' | 'leaving';

/**
 * The customer's ways to pay on /customer/setting, at the anchor `#payment-methods` (ADR 0009):
 * the cards and bank debits kept at the provider (the newest pays) and a way to add one on the
 * provider's hosted page, which sends the browser back here.
 */
export function PaymentMethodsSection() {
  const { t } = useMilestonesT();
  const http = useApi();
  const { tenant } = useArea();
  const { leaveSite } = useMilestonesEnvironment();
  const headingId = useId();
  const returned = useReturnedFromProvider();
  const load = useLoad((signal) => fetchPaymentMethods(http, signal), 'payment-methods');
  const [step, setStep] = useState<Step>('idle');
  const [failure, setFailure] = useState<MoneyError | 'badLink' | null>(null);

  // A page restored from the back/forward cache must not stay "taking you to the provider".
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setStep('idle');
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const add = async () => {
    setStep('linking');
    setFailure(null);
    try {
      const answer = await createSetupLink(http, tenant.currency);
      const url = answer.setupLink?.url ?? '';
      if (!isWebUrl(url)) {
        setStep('idle');
        setFailure('badLink');
        return;
      }
      setStep('leaving');
      leaveSite(url);
    } catch (error) {
      setStep('idle');
      setFailure(readMoneyError(error));
    }
  };

  return (
    <section
      id="payment-methods"
      className="mp-payment-methods"
      aria-labelledby={headingId}
      aria-busy={load.status === 'loading' || undefined}
    >
      <h2 id={headingId} className="mp-payment-methods__heading">
        {t('paymentMethods.heading')}
      </h2>
      <p>{t('paymentMethods.intro')}</p>
      {returned && load.status === 'ready' && (
        <Alert type="success">{t('paymentMethods.returned')}</Alert>
      )}
      <LoadStatus
        load={load}
        loadingLabel={t('paymentMethods.loading')}
        errorTitle={t('paymentMethods.loadError')}
        errorMessage={(error) => moneyErrorText(t, { ...error, code: null, paymentCode: null })}
        retryLabel={t('paymentMethods.retry')}
        headingLevel={3}
      >
        {(data) => (
          <>
            {data.paymentMethods.length === 0 ? (
              <p>{t('paymentMethods.none')}</p>
            ) : (
              <ul className="mp-payment-methods__list" aria-label={t('paymentMethods.listLabel')}>
                {data.paymentMethods.map((method) => (
                  <MethodItem key={method.id} method={method} />
                ))}
              </ul>
            )}
            <p className="mp-work__muted">
              {t('paymentMethods.available', {
                kinds: data.available.map((type) => typeName(t, type)).join(', '),
              })}
            </p>
          </>
        )}
      </LoadStatus>
      {failure && (
        <Alert type="error" title={t('paymentMethods.addFailed')}>
          {failure === 'badLink' ? t('paymentMethods.badLink') : moneyErrorText(t, failure)}
        </Alert>
      )}
      {step === 'leaving' && <p role="status">{t('paymentMethods.leaving')}</p>}
      <div>
        <Button
          loading={step !== 'idle'}
          loadingLabel={t('paymentMethods.adding')}
          onClick={() => void add()}
        >
          {t('paymentMethods.add')}
        </Button>
      </div>
    </section>
  );
}

function typeName(t: ReturnType<typeof useMilestonesT>['t'], type: PaymentMethodType): string {
  return t(`paymentMethods.type.${type}`);
}

function MethodItem({ method }: { method: PaymentMethodView }) {
  const { t } = useMilestonesT();
  const expires =
    method.expMonth !== null && method.expYear !== null
      ? t('paymentMethods.expires', {
          month: String(method.expMonth).padStart(2, '0'),
          year: String(method.expYear % 100).padStart(2, '0'),
        })
      : null;
  return (
    <li>
      <span>{typeName(t, method.type)}</span>
      <strong>{t('paymentMethods.endingIn', { label: method.label, last4: method.last4 })}</strong>
      {expires && <span>{expires}</span>}
      {method.isDefault && (
        <span className="mp-contracts__badge mp-contracts__badge--paid">
          {t('paymentMethods.default')}
        </span>
      )}
    </li>
  );
}
