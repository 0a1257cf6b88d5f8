import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createTenant,
  UI_LANGUAGE_LABELS,
  UI_LANGUAGES,
  type CreatedTenant,
  type UiLanguage,
} from '@mp/contracts';
import { readError } from '@mp/remote-kit';
import { Alert, Button, Card, SelectField, TextArea, TextField } from '@mp/ui';
import { NAMESPACES } from '../../locales';
import {
  checkTenantForm,
  EMPTY_TENANT_FORM,
  errorsUnder,
  toCreateTenantInput,
  type TenantFormErrors,
  type TenantFormValues,
} from './create-tenant-form';
import { operatorFailure } from './operator-failure';
import type { OperatorApi } from './operator-api';

type Outcome = { kind: 'created'; tenant: CreatedTenant } | { kind: 'failed'; message: string };

function LanguagesField({
  values,
  error,
  onChange,
}: {
  values: TenantFormValues;
  error: string | undefined;
  onChange(languages: UiLanguage[]): void;
}) {
  const { t } = useTranslation(NAMESPACES.operator);
  const toggle = (language: UiLanguage, on: boolean) =>
    onChange(
      UI_LANGUAGES.filter((code) => (code === language ? on : values.languages.includes(code))),
    );
  return (
    <fieldset
      className="mp-operator__languages"
      aria-describedby={error ? 'operator-languages-error' : undefined}
    >
      <legend>{t('form.languages')}</legend>
      {UI_LANGUAGES.map((language) => (
        <label key={language} className="mp-operator__check">
          <input
            type="checkbox"
            checked={values.languages.includes(language)}
            onChange={(event) => toggle(language, event.target.checked)}
          />
          {UI_LANGUAGE_LABELS[language]}
        </label>
      ))}
      {error && (
        <p id="operator-languages-error" className="mp-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function CreatedNotice({ tenant }: { tenant: CreatedTenant }) {
  const { t } = useTranslation(NAMESPACES.operator);
  return (
    <Alert type="success" title={t('form.created', { tenantId: tenant.tenantId })}>
      {tenant.administrator.invited
        ? t('form.invited', { email: tenant.administrator.email })
        : t('form.signsIn', { email: tenant.administrator.email })}{' '}
      {t('form.hosts', { hosts: tenant.hosts.join(', ') })}
    </Alert>
  );
}

/** The form fields, each with its error by the call's path. */
function TenantFields({
  values,
  errors,
  set,
}: {
  values: TenantFormValues;
  errors: TenantFormErrors;
  set(change: Partial<TenantFormValues>): void;
}) {
  const { t } = useTranslation(NAMESPACES.operator);
  const hosts = toCreateTenantInput(values).hosts as string[];
  return (
    <>
      <TextField
        label={t('form.tenantId')}
        hint={t('form.tenantIdHint')}
        required
        value={values.tenantId}
        error={errorsUnder(errors, 'tenantId')}
        onChange={(event) => set({ tenantId: event.target.value })}
      />
      <TextField
        label={t('form.name')}
        required
        value={values.name}
        error={errorsUnder(errors, 'name')}
        onChange={(event) => set({ name: event.target.value })}
      />
      <TextArea
        label={t('form.hostNames')}
        hint={t('form.hostNamesHint')}
        required
        rows={3}
        value={values.hosts}
        error={errorsUnder(errors, 'hosts', (index) => hosts[Number(index)] ?? index)}
        onChange={(event) => set({ hosts: event.target.value })}
      />
      <LanguagesField
        values={values}
        error={errorsUnder(errors, 'languages')}
        onChange={(languages) => set({ languages })}
      />
      <SelectField
        label={t('form.defaultLocale')}
        value={values.defaultLocale}
        error={errorsUnder(errors, 'defaultLocale')}
        onChange={(event) =>
          set({ defaultLocale: UI_LANGUAGES.find((code) => code === event.target.value) ?? '' })
        }
      >
        <option value="">{t('form.firstLanguage')}</option>
        {values.languages.map((language) => (
          <option key={language} value={language}>
            {UI_LANGUAGE_LABELS[language]}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('form.currency')}
        hint={t('form.currencyHint')}
        value={values.currency}
        error={errorsUnder(errors, 'currency')}
        onChange={(event) => set({ currency: event.target.value })}
      />
      <TextField
        label={t('form.currencySign')}
        hint={t('form.currencySignHint')}
        value={values.currencySign}
        error={errorsUnder(errors, 'currencySign')}
        onChange={(event) => set({ currencySign: event.target.value })}
      />
      <fieldset className="mp-operator__admin">
        <legend>{t('form.administrator')}</legend>
        <TextField
          type="email"
          label={t('form.adminEmail')}
          required
          value={values.adminEmail}
          error={errorsUnder(errors, 'administrator.email')}
          onChange={(event) => set({ adminEmail: event.target.value })}
        />
        <TextField
          label={t('form.adminName')}
          required
          value={values.adminName}
          error={errorsUnder(errors, 'administrator.name')}
          onChange={(event) => set({ adminName: event.target.value })}
        />
        <TextField
          type="password"
          autoComplete="new-password"
          label={t('form.adminPassword')}
          hint={t('form.adminPasswordHint')}
          value={values.adminPassword}
          error={errorsUnder(errors, 'administrator.password')}
          onChange={(event) => set({ adminPassword: event.target.value })}
        />
      </fieldset>
    </>
  );
}

/** Creates a tenant: checked with the API's own contract first, then the API's field errors. */
export function CreateTenantForm({ api, onCreated }: { api: OperatorApi; onCreated(): void }) {
  const { t } = useTranslation(NAMESPACES.operator);
  const [values, setValues] = useState<TenantFormValues>(EMPTY_TENANT_FORM);
  const [errors, setErrors] = useState<TenantFormErrors>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [sending, setSending] = useState(false);
  const set = (change: Partial<TenantFormValues>) => setValues((old) => ({ ...old, ...change }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkTenantForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      setOutcome({ kind: 'failed', message: t('form.fix') });
      return;
    }
    setErrors({});
    setOutcome(null);
    setSending(true);
    try {
      const tenant = await api.call(createTenant, { body: checked.body });
      setOutcome({ kind: 'created', tenant });
      setValues(EMPTY_TENANT_FORM);
      onCreated();
    } catch (cause) {
      const failure = readError(cause);
      setErrors(failure.fields);
      setOutcome({ kind: 'failed', message: failure.reason ?? operatorFailure(t, failure) });
    } finally {
      setSending(false);
    }
  };
  return (
    <Card heading={t('form.heading')} headingLevel={2}>
      <form className="mp-operator__form" onSubmit={submit} noValidate>
        <p>{t('form.intro')}</p>
        {outcome?.kind === 'created' && <CreatedNotice tenant={outcome.tenant} />}
        {outcome?.kind === 'failed' && <Alert type="error">{outcome.message}</Alert>}
        <TenantFields values={values} errors={errors} set={set} />
        <Button type="submit" disabled={sending}>
          {sending ? t('form.creating') : t('form.submit')}
        </Button>
      </form>
    </Card>
  );
}
