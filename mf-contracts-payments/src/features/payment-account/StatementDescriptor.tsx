import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { STATEMENT_DESCRIPTOR_RULE, type PaymentAccountResponse } from '@mp/contracts';
import { useApi } from '@mp/remote-kit';
import { Alert, Button, TextField } from '@mp/ui';
import { saveStatementDescriptor } from './api';
import { checkDescriptor } from './descriptor';
import { errorMessageKey, readError } from './errors';
import { usePaymentT, type PaymentKey } from './i18n';

interface StatementDescriptorProps {
  account: PaymentAccountResponse;
  onSaved: (account: PaymentAccountResponse) => void;
}

const RULE = { min: STATEMENT_DESCRIPTOR_RULE.min, max: STATEMENT_DESCRIPTOR_RULE.max };

function DescriptorForm({
  initial,
  onSaved,
  onCancel,
}: {
  initial: string;
  onSaved: (account: PaymentAccountResponse) => void;
  onCancel: () => void;
}) {
  const api = useApi();
  const { t } = usePaymentT();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<PaymentKey | null>(null);
  const [saving, setSaving] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const formErrorRef = useRef<HTMLDivElement>(null);

  // Focus returns to the field once it is enabled again (it is disabled while saving).
  const refocus = useRef(true);
  useEffect(() => {
    if (saving || !refocus.current) return;
    inputRef.current?.focus();
    refocus.current = false;
  });
  useEffect(() => {
    if (formError) formErrorRef.current?.focus();
  }, [formError]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setFormError(null);
    const problem = checkDescriptor(value);
    if (problem) {
      setError(t(`descriptor.invalid.${problem}`, RULE));
      inputRef.current?.focus();
      return;
    }
    setSaving(true);
    try {
      const account = await saveStatementDescriptor(api, value.trim());
      setSaving(false);
      onSaved(account);
    } catch (caught) {
      setSaving(false);
      const readable = readError(caught);
      const onField = readable.fields.updateStatementDescriptor;
      if (onField) {
        setError(onField);
        refocus.current = true;
      } else {
        setFormError(errorMessageKey(readable));
      }
    }
  };

  return (
    <form className="mp-payment-account__form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        ref={inputRef}
        name="statementDescriptor"
        label={t('descriptor.label')}
        hint={t('descriptor.hint', RULE)}
        value={value}
        error={error ?? undefined}
        disabled={saving}
        autoComplete="off"
        required
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
      />
      {formError && (
        <div ref={formErrorRef} tabIndex={-1} className="mp-payment-account__focus">
          <Alert type="error" title={t('descriptor.failed')}>
            {t(formError)}
          </Alert>
        </div>
      )}
      <div className="mp-payment-account__actions">
        <Button type="submit" loading={saving} loadingLabel={t('descriptor.saving')}>
          {t('descriptor.save')}
        </Button>
        <Button variant="cancel" onClick={onCancel} disabled={saving}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}

/** The name shown on the user's bank statement next to each payout. */
export function StatementDescriptor({ account, onSaved }: StatementDescriptorProps) {
  const { t } = usePaymentT();
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const [focusOpener, setFocusOpener] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const savedRef = useRef<HTMLDivElement>(null);
  const current = account.statementDescriptor;

  useEffect(() => {
    if (saved) savedRef.current?.focus();
  }, [saved]);
  useEffect(() => {
    if (focusOpener && !editing) openerRef.current?.focus();
  }, [focusOpener, editing]);

  return (
    <section className="mp-payment-account__block" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('descriptor.heading')}</h3>
      <p>{t('descriptor.text')}</p>
      {saved && (
        <div ref={savedRef} tabIndex={-1} className="mp-payment-account__focus">
          <Alert type="success">{t('descriptor.saved')}</Alert>
        </div>
      )}
      {editing ? (
        <DescriptorForm
          initial={current ?? ''}
          onCancel={() => {
            setEditing(false);
            setFocusOpener(true);
          }}
          onSaved={(next) => {
            setEditing(false);
            setSaved(true);
            onSaved(next);
          }}
        />
      ) : (
        <>
          <p className="mp-payment-account__descriptor">
            {current ? (
              <>
                {t('descriptor.current')} <strong>{current}</strong>
              </>
            ) : (
              t('descriptor.notSet')
            )}
          </p>
          <div className="mp-payment-account__actions">
            <Button
              ref={openerRef}
              variant="secondary"
              onClick={() => {
                setSaved(false);
                setFocusOpener(false);
                setEditing(true);
              }}
            >
              {current ? t('descriptor.change') : t('descriptor.set')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
