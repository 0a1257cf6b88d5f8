import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { PaymentAccountResponse } from '@mp/contracts';
import { useApi } from '@mp/remote-kit';
import { Alert, Button, SelectField, TextField } from '@mp/ui';
import { saveExternalAccount } from './api';
import {
  BANK_FIELDS,
  checkBankForm,
  emptyBankForm,
  isBankField,
  PAYOUT_COUNTRIES,
  PAYOUT_CURRENCIES,
  type BankField,
  type BankFormValues,
} from './bank-form';
import { errorMessageKey, readError } from './errors';
import { countryName, currencyName, usePaymentT, type PaymentKey } from './i18n';

type FieldErrors = Partial<Record<BankField, string>>;

interface BankAccountFormProps {
  holderName: string;
  replacing: boolean;
  onSaved: (account: PaymentAccountResponse) => void;
  onCancel?: () => void;
}

function useOptions(locale: string) {
  return useMemo(() => {
    const countries = Object.keys(PAYOUT_COUNTRIES)
      .map((code) => ({ code, name: countryName(locale, code) }))
      .sort((a, b) => a.name.localeCompare(b.name, locale));
    const currencies = PAYOUT_CURRENCIES.map((code) => ({
      code,
      name: `${code.toUpperCase()} – ${currencyName(locale, code)}`,
    }));
    return { countries, currencies };
  }, [locale]);
}

/** Server field errors by form field; a declined account with no field named goes on the number. */
function serverFieldErrors(
  error: unknown,
  declined: string,
): { fields: FieldErrors; other: PaymentKey | null } {
  const readable = readError(error);
  const fields: FieldErrors = {};
  for (const [name, message] of Object.entries(readable.fields)) {
    if (isBankField(name)) fields[name] ??= message;
  }
  if (readable.paymentCode === 'bank_account_declined' && !fields.accountNumber) {
    fields.accountNumber = declined;
  }
  const named = Object.keys(fields).length > 0;
  return { fields, other: named ? null : errorMessageKey(readable) };
}

/** Adds or replaces the bank account that receives payouts. */
export function BankAccountForm({
  holderName,
  replacing,
  onSaved,
  onCancel,
}: BankAccountFormProps) {
  const api = useApi();
  const { t, locale } = usePaymentT();
  const { countries, currencies } = useOptions(locale);
  const [values, setValues] = useState<BankFormValues>(() => emptyBankForm(holderName));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<PaymentKey | null>(null);
  const [saving, setSaving] = useState(false);
  const refs = useRef<Partial<Record<BankField, HTMLInputElement | HTMLSelectElement | null>>>({});
  const formErrorRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (formError) formErrorRef.current?.focus();
  }, [formError]);

  const update = (field: BankField, value: string) => {
    setValues((current) => {
      const next = { ...current, [field]: value };
      // The country's usual currency, unless the user already picked another one.
      const previousDefault = PAYOUT_COUNTRIES[current.country];
      if (field === 'country' && (!current.currency || current.currency === previousDefault)) {
        next.currency = PAYOUT_COUNTRIES[value] ?? current.currency;
      }
      return next;
    });
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  // Focus moves once the fields are enabled again (they are disabled while saving).
  const pendingFocus = useRef<BankField | null>(null);
  useEffect(() => {
    if (saving || !pendingFocus.current) return;
    refs.current[pendingFocus.current]?.focus();
    pendingFocus.current = null;
  });

  const showFieldErrors = (found: FieldErrors, whenEnabled: boolean) => {
    setErrors(found);
    const first = BANK_FIELDS.find((field) => found[field]) ?? null;
    if (whenEnabled) pendingFocus.current = first;
    else if (first) refs.current[first]?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setFormError(null);
    const check = checkBankForm(values);
    if (!check.ok) {
      showFieldErrors(
        Object.fromEntries(check.invalid.map((f) => [f, t(`bank.invalid.${f}`)])),
        false,
      );
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const account = await saveExternalAccount(api, check.body);
      setSaving(false);
      onSaved(account);
    } catch (error) {
      setSaving(false);
      const { fields, other } = serverFieldErrors(error, t('providerErrors.bank_account_declined'));
      if (other) {
        setFormError(other);
      } else {
        showFieldErrors(fields, true);
      }
    }
  };

  const bind = (field: BankField) => ({
    ref: (element: HTMLInputElement | HTMLSelectElement | null) => {
      refs.current[field] = element;
    },
    name: field,
    value: values[field],
    error: errors[field],
    disabled: saving,
  });

  return (
    <form
      className="mp-payment-account__form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('bank.formLabel')}
    >
      {replacing && <p>{t('bank.replaceNote')}</p>}
      <div className="mp-payment-account__grid">
        <TextField
          {...bind('accountHolderName')}
          label={t('bank.form.holder')}
          hint={t('bank.form.holderHint')}
          autoComplete="name"
          required
          onChange={(event) => update('accountHolderName', event.target.value)}
        />
        <SelectField
          {...bind('country')}
          label={t('bank.form.country')}
          required
          onChange={(event) => update('country', event.target.value)}
        >
          <option value="">{t('bank.form.chooseCountry')}</option>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          {...bind('currency')}
          label={t('bank.form.currency')}
          required
          onChange={(event) => update('currency', event.target.value)}
        >
          <option value="">{t('bank.form.chooseCurrency')}</option>
          {currencies.map((currency) => (
            <option key={currency.code} value={currency.code}>
              {currency.name}
            </option>
          ))}
        </SelectField>
        <TextField
          {...bind('routingNumber')}
          label={t('bank.form.routing')}
          hint={t('bank.form.routingHint')}
          inputMode="numeric"
          autoComplete="off"
          onChange={(event) => update('routingNumber', event.target.value)}
        />
        <TextField
          {...bind('accountNumber')}
          label={t('bank.form.account')}
          hint={t('bank.form.accountHint')}
          autoComplete="off"
          spellCheck={false}
          required
          onChange={(event) => update('accountNumber', event.target.value)}
        />
      </div>
      {formError && (
        <div ref={formErrorRef} tabIndex={-1} className="mp-payment-account__focus">
          <Alert type="error" title={t('bank.failed')}>
            {t(formError)}
          </Alert>
        </div>
      )}
      <div className="mp-payment-account__actions">
        <Button type="submit" loading={saving} loadingLabel={t('bank.saving')}>
          {t('bank.save')}
        </Button>
        {onCancel && (
          <Button variant="cancel" onClick={onCancel} disabled={saving}>
            {t('cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
