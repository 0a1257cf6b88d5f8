import { useState, type FormEvent } from 'react';
import type { Me } from '@mp/contracts';
import { AreaPage, useApi, readError, type ReadableError, useLoad } from '@mp/remote-kit';
import { Alert, Button, Card, ErrorState, Spinner, TextArea, TextField } from '@mp/ui';
import { loadMe, saveCustomerSection } from '../../shared/api';
import { PictureField } from '../../shared/PictureField';
import { useProfileT } from '../../shared/useProfileT';
import {
  checkCustomerDraft,
  customerDraftOf,
  customerUpdatesOf,
  type CustomerDraft,
  type CustomerField,
} from './customer-form';

type SaveState =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'saved' }
  | { status: 'failed'; error: ReadableError | null };

function failureText(error: ReadableError | null, t: (key: string) => string): string {
  if (error === null || error.kind === 'validation') return t('form.fixFields');
  if (error.kind === 'network') return t('errors.network');
  return error.reason ?? t('errors.server');
}

function CustomerForm({ me, onSaved }: { me: Me; onSaved: (me: Me) => void }) {
  const { t } = useProfileT();
  const api = useApi();
  const [draft, setDraft] = useState<CustomerDraft>(() => customerDraftOf(me));
  const [problems, setProblems] = useState<Partial<Record<CustomerField, string>>>({});
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const [save, setSave] = useState<SaveState>({ status: 'idle' });

  const set = (field: CustomerField, value: string) => {
    setDraft((previous) => ({ ...previous, [field]: value }));
    setProblems((previous) => ({ ...previous, [field]: undefined }));
    setServerFields((previous) => ({ ...previous, [field]: '' }));
  };
  const errorOf = (field: CustomerField): string | undefined => {
    const problem = problems[field];
    if (problem) return t(`form.problems.${problem}`);
    return serverFields[field] || undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.status === 'saving') return;
    const found = checkCustomerDraft(draft);
    setProblems(found);
    setServerFields({});
    if (Object.keys(found).length > 0) {
      setSave({ status: 'failed', error: null });
      return;
    }
    setSave({ status: 'saving' });
    let latest = me;
    try {
      for (const update of customerUpdatesOf(draft, me)) {
        latest = await saveCustomerSection(api, update);
        onSaved(latest);
      }
      setDraft(customerDraftOf(latest));
      setSave({ status: 'saved' });
    } catch (failure) {
      const error = readError(failure, ['data']);
      setServerFields(error.fields);
      setSave({ status: 'failed', error });
    }
  };

  return (
    <form className="mp-profile__form" noValidate onSubmit={(event) => void submit(event)}>
      <Card heading={t('customer.details')}>
        <p>{me.isCustomerOrganisation ? t('customer.organisation') : t('customer.individual')}</p>
        <PictureField
          name={draft.name}
          value={draft.profilePicture}
          error={errorOf('profilePicture')}
          onChange={(value) => set('profilePicture', value)}
        />
        <TextField
          label={me.isCustomerOrganisation ? t('customer.companyName') : t('form.name')}
          required
          autoComplete={me.isCustomerOrganisation ? 'organization' : 'name'}
          maxLength={120}
          value={draft.name}
          error={errorOf('name')}
          onChange={(event) => set('name', event.target.value)}
        />
        <TextArea
          label={t('customer.description')}
          hint={t('customer.descriptionHint')}
          rows={5}
          maxLength={5000}
          value={draft.description}
          error={errorOf('description')}
          onChange={(event) => set('description', event.target.value)}
        />
        <TextField
          label={t('form.location')}
          autoComplete="address-level2"
          maxLength={200}
          value={draft.location}
          error={errorOf('location')}
          onChange={(event) => set('location', event.target.value)}
        />
        <TextField label={t('customer.email')} value={me.email} readOnly />
      </Card>
      <div className="mp-profile__save">
        {save.status === 'saved' && (
          <Alert
            type="success"
            onDismiss={() => setSave({ status: 'idle' })}
            dismissLabel={t('form.dismiss')}
          >
            {t('form.saved')}
          </Alert>
        )}
        {save.status === 'failed' && (
          <Alert type="error" title={t('form.notSaved')}>
            {failureText(save.error, t)}
          </Alert>
        )}
        <Button type="submit" loading={save.status === 'saving'} loadingLabel={t('form.saving')}>
          {t('form.save')}
        </Button>
      </div>
    </form>
  );
}

/** /customer/profile: the signed-in customer's own profile. */
export function CustomerProfileScreen() {
  const { t } = useProfileT();
  const api = useApi();
  const load = useLoad((signal) => loadMe(api, signal), 'me');
  return (
    <AreaPage screen="customerProfile">
      {load.status === 'loading' && !load.data && <Spinner label={t('loading.profile')} />}
      {load.status === 'error' && !load.data && (
        <ErrorState
          title={t('errors.loadTitle')}
          message={load.error.kind === 'network' ? t('errors.network') : t('errors.server')}
          onRetry={load.reload}
          retryLabel={t('errors.retry')}
        />
      )}
      {load.data && (
        <div className="mp-profile mp-profile--single">
          <CustomerForm me={load.data} onSaved={load.setData} />
        </div>
      )}
    </AreaPage>
  );
}
