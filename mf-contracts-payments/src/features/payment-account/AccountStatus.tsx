import { useEffect, useRef } from 'react';
import { PAYMENT_ACCOUNT_STATUS, type PaymentAccountResponse } from '@mp/contracts';
import { Alert, Button } from '@mp/ui';
import { errorMessageKey } from './errors';
import { usePaymentT, type PaymentKey } from './i18n';
import type { AccountSummary, RequirementPhrase } from './requirements';
import type { PaymentAccountModel } from './usePaymentAccount';
import { useDates } from '@mp/remote-kit';

interface AccountStatusProps {
  account: PaymentAccountResponse;
  summary: AccountSummary;
  model: PaymentAccountModel;
}

function RequirementList({
  heading,
  phrases,
}: {
  heading: string;
  phrases: readonly RequirementPhrase[];
}) {
  const { t } = usePaymentT();
  if (phrases.length === 0) return null;
  return (
    <div className="mp-payment-account__needs">
      <h4>{heading}</h4>
      <ul>
        {phrases.map((phrase) => (
          <li key={phrase}>{t(`requirements.items.${phrase}`)}</li>
        ))}
      </ul>
    </div>
  );
}

function ProviderProblems({ summary }: { summary: AccountSummary }) {
  const { t } = usePaymentT();
  if (summary.errors.length === 0) return null;
  return (
    <div className="mp-payment-account__needs">
      <h4>{t('requirements.problems')}</h4>
      <ul>
        {summary.errors.map((error, index) => (
          <li key={`${error.phrase}-${index}`}>
            <strong>{t(`requirements.items.${error.phrase}`)}</strong>
            {error.reason ? `: ${error.reason}` : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}

function AttentionAlerts({
  account,
  summary,
}: {
  account: PaymentAccountResponse;
  summary: AccountSummary;
}) {
  const { t } = usePaymentT();
  const { attention } = summary;
  // Before an account exists the set-up card is the call to action; the alert would repeat it.
  if (account.status === PAYMENT_ACCOUNT_STATUS.noPaymentUserCreated) return null;
  return (
    <>
      {attention.level && attention.message && (
        <Alert type={attention.level === 'danger' ? 'error' : 'warning'}>
          {t(`alerts.${attention.message}`)}
        </Alert>
      )}
      {attention.bankAccount && <Alert type="error">{t('alerts.bankAccount')}</Alert>}
    </>
  );
}

function OnboardingAction({ account, summary, model }: AccountStatusProps) {
  const { t } = usePaymentT();
  const notCreated = account.status === PAYMENT_ACCOUNT_STATUS.noPaymentUserCreated;
  if (!notCreated && !summary.providerNeedsMore) return null;
  const label = notCreated
    ? t('actions.setUp')
    : account.status === PAYMENT_ACCOUNT_STATUS.identityDocumentsNotSubmitted
      ? t('actions.continue')
      : t('actions.update');
  return (
    <Button
      variant="primary"
      loading={model.step !== 'idle'}
      loadingLabel={model.step === 'idle' ? undefined : t(`actions.step.${model.step}`)}
      onClick={() => void model.startOnboarding(account)}
    >
      {label}
    </Button>
  );
}

function ErrorNote({
  messageKey,
  titleKey,
}: {
  messageKey: PaymentKey | null;
  titleKey: PaymentKey;
}) {
  const { t } = usePaymentT();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (messageKey) ref.current?.focus();
  }, [messageKey]);
  if (!messageKey) return null;
  return (
    <div ref={ref} tabIndex={-1} className="mp-payment-account__focus">
      <Alert type="error" title={t(titleKey)}>
        {t(messageKey)}
      </Alert>
    </div>
  );
}

/** The status summary, what the provider still needs, and the onboarding and refresh actions. */
export function AccountStatus({ account, summary, model }: AccountStatusProps) {
  const { t } = usePaymentT();
  const dates = useDates();
  const created = account.status !== PAYMENT_ACCOUNT_STATUS.noPaymentUserCreated;
  const checking = model.returnCheck === 'checking';
  return (
    <div className="mp-payment-account__status">
      <div role="status" aria-live="polite" aria-atomic="true">
        <p className="mp-payment-account__state">
          <span>{t('status.label')}</span>{' '}
          <strong
            className={`mp-payment-account__badge mp-payment-account__badge--${summary.statusKey}`}
          >
            {t(`status.${summary.statusKey}.title`)}
          </strong>
        </p>
        {checking && <p>{t('returned.checking')}</p>}
        {model.returnCheck === 'stillVerifying' && <p>{t('returned.stillVerifying')}</p>}
        {model.step === 'leaving' && <p>{t('actions.step.leaving')}</p>}
      </div>
      <p>{t(`status.${summary.statusKey}.text`)}</p>
      {account.onboardedType && (
        <p className="mp-payment-account__meta">
          {t('accountType', { type: t(`onboardedType.${account.onboardedType}`) })}
        </p>
      )}
      <AttentionAlerts account={account} summary={summary} />
      <ProviderProblems summary={summary} />
      {summary.overdue && (
        <p className="mp-payment-account__overdue">{t('requirements.overdue')}</p>
      )}
      <RequirementList heading={t('requirements.neededNow')} phrases={summary.neededNow} />
      <RequirementList heading={t('requirements.neededLater')} phrases={summary.neededLater} />
      <div className="mp-payment-account__actions">
        <OnboardingAction account={account} summary={summary} model={model} />
        {created && (
          <Button
            variant="secondary"
            loading={model.refreshing || checking}
            loadingLabel={t('actions.refreshing')}
            onClick={() => void model.refresh()}
          >
            {t('actions.refresh')}
          </Button>
        )}
      </div>
      {created && account.refreshedAt && (
        <p className="mp-payment-account__meta">
          {t('lastChecked', { time: dates.dateTime(account.refreshedAt) })}
        </p>
      )}
      <ErrorNote messageKey={model.onboardingError} titleKey="onboardingFailed" />
      <ErrorNote
        messageKey={model.refreshError ? errorMessageKey(model.refreshError) : null}
        titleKey="refreshFailed"
      />
    </div>
  );
}
