import { useEffect, useId, useRef, useState } from 'react';
import type { PaymentAccountResponse } from '@mp/contracts';
import { Alert, Button } from '@mp/ui';
import { BankAccountForm } from './BankAccountForm';
import { countryName, usePaymentT } from './i18n';

interface BankAccountProps {
  account: PaymentAccountResponse;
  holderName: string;
  onSaved: (account: PaymentAccountResponse) => void;
}

function CurrentBankAccount({ account }: { account: PaymentAccountResponse }) {
  const { t, locale } = usePaymentT();
  const bank = account.externalAccount;
  if (!bank) return null;
  return (
    <dl className="mp-payment-account__facts">
      <div>
        <dt>{t('bank.holder')}</dt>
        <dd>{bank.accountHolderName}</dd>
      </div>
      <div>
        <dt>{t('bank.bankName')}</dt>
        <dd>{bank.bankName}</dd>
      </div>
      <div>
        <dt>{t('bank.number')}</dt>
        <dd>
          <span aria-hidden="true">{`•••• ${bank.last4}`}</span>
          <span className="mp-visually-hidden">{t('bank.endingIn', { last4: bank.last4 })}</span>
        </dd>
      </div>
      <div>
        <dt>{t('bank.currency')}</dt>
        <dd>{bank.currency.toUpperCase()}</dd>
      </div>
      <div>
        <dt>{t('bank.country')}</dt>
        <dd>{countryName(locale, bank.country)}</dd>
      </div>
    </dl>
  );
}

/** The payout bank account: shown when set, a form when missing, and a way to replace it. */
export function BankAccount({ account, holderName, onSaved }: BankAccountProps) {
  const { t } = usePaymentT();
  const headingId = useId();
  const hasBank = account.externalAccount !== null;
  const [editing, setEditing] = useState(!hasBank && account.isExternalAccountMissing);
  const [saved, setSaved] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const savedRef = useRef<HTMLDivElement>(null);
  const [focusOpener, setFocusOpener] = useState(false);

  useEffect(() => {
    if (saved) savedRef.current?.focus();
  }, [saved]);
  useEffect(() => {
    if (focusOpener && !editing) openerRef.current?.focus();
  }, [focusOpener, editing]);

  const open = () => {
    setSaved(false);
    setFocusOpener(false);
    setEditing(true);
  };
  const close = () => {
    setEditing(false);
    setFocusOpener(true);
  };
  const handleSaved = (next: PaymentAccountResponse) => {
    setEditing(false);
    setSaved(true);
    onSaved(next);
  };

  return (
    <section className="mp-payment-account__block" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('bank.heading')}</h3>
      {!hasBank && <p>{t('bank.missing')}</p>}
      {saved && (
        <div ref={savedRef} tabIndex={-1} className="mp-payment-account__focus">
          <Alert type="success">{t('bank.saved')}</Alert>
        </div>
      )}
      {hasBank && <CurrentBankAccount account={account} />}
      {editing ? (
        <BankAccountForm
          holderName={account.externalAccount?.accountHolderName ?? holderName}
          replacing={hasBank}
          onSaved={handleSaved}
          onCancel={hasBank || !account.isExternalAccountMissing ? close : undefined}
        />
      ) : (
        <div className="mp-payment-account__actions">
          <Button ref={openerRef} variant="secondary" onClick={open}>
            {hasBank ? t('bank.change') : t('bank.add')}
          </Button>
        </div>
      )}
    </section>
  );
}
