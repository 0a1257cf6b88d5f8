import { useId } from 'react';
import { PAYMENT_ACCOUNT_STATUS, type PaymentAccountResponse } from '@mp/contracts';
import { LoadStatus, useArea } from '@mp/remote-kit';
import { useReturnedFromProvider } from '../../shared/useReturnedFromProvider';
import { AccountStatus } from './AccountStatus';
import { BankAccount } from './BankAccount';
import { errorKindKey } from './errors';
import { usePaymentT } from './i18n';
import { StatementDescriptor } from './StatementDescriptor';
import { summarizeAccount } from './requirements';
import { usePaymentAccount, type PaymentAccountModel } from './usePaymentAccount';
import './payment-account.css';

function ReadyAccount({
  account,
  model,
}: {
  account: PaymentAccountResponse;
  model: PaymentAccountModel;
}) {
  const { user } = useArea();
  const summary = summarizeAccount(account);
  const created = account.status !== PAYMENT_ACCOUNT_STATUS.noPaymentUserCreated;
  return (
    <>
      <AccountStatus account={account} summary={summary} model={model} />
      {created && (
        <div className="mp-payment-account__blocks">
          <BankAccount
            account={account}
            holderName={user?.name ?? ''}
            onSaved={model.replaceAccount}
          />
          <StatementDescriptor account={account} onSaved={model.replaceAccount} />
        </div>
      )}
    </>
  );
}

/**
 * The freelancer's payment (payout) account on /freelancer/setting, at the anchor
 * `#payment-account` (ADR 0009): its status, what the provider still needs, the hosted
 * onboarding, the payout bank account and the statement descriptor.
 */
export function PaymentAccountSection() {
  const { t } = usePaymentT();
  const headingId = useId();
  const returned = useReturnedFromProvider();
  const model = usePaymentAccount(returned);
  const { state } = model;
  return (
    <section
      id="payment-account"
      className="mp-payment-account"
      aria-labelledby={headingId}
      aria-busy={state.status === 'loading' || undefined}
    >
      <h2 id={headingId} className="mp-payment-account__heading">
        {t('heading')}
      </h2>
      <p className="mp-payment-account__intro">{t('intro')}</p>
      <LoadStatus
        load={{ ...state, reload: model.retry }}
        loadingLabel={t('loading')}
        errorTitle={t('loadError')}
        errorMessage={(error) => t(errorKindKey(error.kind))}
        retryLabel={t('retry')}
        headingLevel={3}
      >
        {(account) => <ReadyAccount account={account} model={model} />}
      </LoadStatus>
    </section>
  );
}
