import { useEffect, useState } from 'react';
import { Link } from '@mp/router';
import { Alert as AlertBox } from '@mp/ui';
import { getPaymentAccount, PAYMENT_ALERT_MESSAGES, type Alert } from '@mp/contracts';
import { useTranslation } from 'react-i18next';
import { NAMESPACES, type TextKey } from '../../locales';
import { useSession } from '../session';
import { paymentAlerts } from './rules';

const TYPE_OF = { danger: 'error', warning: 'warning', info: 'info', success: 'success' } as const;

/** The prompts key of each payment alert the rules raise (their English text is the message). */
const ALERT_KEYS: Readonly<Record<string, TextKey<'prompts'>>> = {
  [PAYMENT_ALERT_MESSAGES.completeOnboarding]: 'completeOnboarding',
  [PAYMENT_ALERT_MESSAGES.furtherInformation]: 'furtherInformation',
  [PAYMENT_ALERT_MESSAGES.bankAccount]: 'bankAccount',
};

/**
 * The freelancer's payment onboarding alerts (docs/payments.md#onboarding-alerts); fetch failures
 * are logged only.
 */
export function PaymentAlerts() {
  const { t } = useTranslation(NAMESPACES.prompts);
  const { http } = useSession();
  const [alerts, setAlerts] = useState<Alert[]>([]);

  useEffect(() => {
    let cancelled = false;
    http
      .call(getPaymentAccount)
      .then((account) => !cancelled && setAlerts(paymentAlerts(account)))
      .catch((error: unknown) => console.error('[prompts] payment account check failed', error));
    return () => {
      cancelled = true;
    };
  }, [http]);

  if (alerts.length === 0) return null;
  return (
    <div className="mp-prompts__alerts">
      {alerts.map((alert) => (
        <AlertBox
          key={`${alert.color}:${alert.message}`}
          type={TYPE_OF[alert.color]}
          dismissLabel={t('dismiss')}
          onDismiss={() => setAlerts((all) => all.filter((a) => a !== alert))}
        >
          {t(ALERT_KEYS[alert.message] ?? 'completeOnboarding')}{' '}
          <Link to="/freelancer/setting#payment-account">{t('goToSettings')}</Link>
        </AlertBox>
      ))}
    </div>
  );
}
