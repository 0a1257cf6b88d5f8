import { useState, type FormEvent } from 'react';
import type { Me } from '@mp/contracts';
import { Link } from '@mp/router';
import { AreaPage, useApi, readError, type ReadableError, useLoad } from '@mp/remote-kit';
import { Alert, Button, Card, ErrorState, Spinner, TextArea, TextField } from '@mp/ui';
import { loadCatalog, loadMe, saveFreelancerProfile, type Catalog } from '../../shared/api';
import { CatalogPicker } from '../../shared/CatalogPicker';
import { PictureField } from '../../shared/PictureField';
import { ProfileView } from '../../shared/ProfileView';
import { useProfileT } from '../../shared/useProfileT';
import { References } from './References';
import {
  checkDraft,
  draftOf,
  missingParts,
  patchOf,
  type DraftField,
  type DraftProblems,
  type FreelancerDraft,
} from './freelancer-form';

type SaveState =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'saved' }
  | { status: 'failed'; error: ReadableError | null };

function Completeness({ me }: { me: Me }) {
  const { t } = useProfileT();
  const missing = missingParts(me);
  if (missing.length === 0) {
    return <Alert type="success">{t('completeness.complete')}</Alert>;
  }
  return (
    <Alert type="info" title={t('completeness.title', { count: missing.length })}>
      <ul className="mp-profile__missing">
        {missing.map((part) => (
          <li key={part}>{t(`completeness.parts.${part}`)}</li>
        ))}
      </ul>
    </Alert>
  );
}

function SaveOutcome({ state, onDismiss }: { state: SaveState; onDismiss: () => void }) {
  const { t } = useProfileT();
  if (state.status === 'saved') {
    return (
      <Alert type="success" onDismiss={onDismiss} dismissLabel={t('form.dismiss')}>
        {t('form.saved')}
      </Alert>
    );
  }
  if (state.status !== 'failed') return null;
  const error = state.error;
  const message =
    error === null
      ? t('form.fixFields')
      : error.kind === 'validation'
        ? t('form.fixFields')
        : error.kind === 'network'
          ? t('errors.network')
          : (error.reason ?? t('errors.server'));
  return (
    <Alert type="error" title={t('form.notSaved')}>
      {message}
    </Alert>
  );
}

function FreelancerForm({
  me,
  catalog,
  onSaved,
}: {
  me: Me;
  catalog: Catalog;
  onSaved: (me: Me) => void;
}) {
  const { t } = useProfileT();
  const api = useApi();
  const [draft, setDraft] = useState<FreelancerDraft>(() => draftOf(me));
  const [problems, setProblems] = useState<DraftProblems>({});
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const [save, setSave] = useState<SaveState>({ status: 'idle' });

  const set = <K extends DraftField>(field: K, value: FreelancerDraft[K]) => {
    setDraft((previous) => ({ ...previous, [field]: value }));
    setProblems((previous) => ({ ...previous, [field]: undefined }));
    setServerFields((previous) => ({ ...previous, [field]: '' }));
  };
  const errorOf = (field: DraftField): string | undefined => {
    const problem = problems[field];
    if (problem) return t(`form.problems.${problem}`);
    return serverFields[field] || undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.status === 'saving') return;
    const found = checkDraft(draft);
    setProblems(found);
    setServerFields({});
    if (Object.keys(found).length > 0) {
      setSave({ status: 'failed', error: null });
      return;
    }
    setSave({ status: 'saving' });
    try {
      const saved = await saveFreelancerProfile(api, patchOf(draft, me));
      setDraft(draftOf(saved));
      setSave({ status: 'saved' });
      onSaved(saved);
    } catch (failure) {
      const error = readError(failure);
      setServerFields(error.fields);
      setSave({ status: 'failed', error });
    }
  };

  return (
    <form className="mp-profile__form" noValidate onSubmit={(event) => void submit(event)}>
      <Card heading={t('form.aboutYou')}>
        <PictureField
          name={draft.name}
          value={draft.profilePicture}
          error={errorOf('profilePicture')}
          onChange={(value) => set('profilePicture', value)}
        />
        <TextField
          label={t('form.name')}
          required
          autoComplete="name"
          maxLength={120}
          value={draft.name}
          error={errorOf('name')}
          onChange={(event) => set('name', event.target.value)}
        />
        <TextField
          label={t('form.title')}
          hint={t('form.titleHint')}
          maxLength={120}
          value={draft.title}
          error={errorOf('title')}
          onChange={(event) => set('title', event.target.value)}
        />
        <TextField
          label={t('form.username')}
          hint={t('form.usernameHint')}
          required
          autoCapitalize="none"
          spellCheck={false}
          maxLength={40}
          value={draft.username}
          error={errorOf('username')}
          onChange={(event) => set('username', event.target.value.toLowerCase())}
        />
        <TextArea
          label={t('form.description')}
          hint={t('form.descriptionHint')}
          rows={6}
          maxLength={5000}
          value={draft.description}
          error={errorOf('description')}
          onChange={(event) => set('description', event.target.value)}
        />
      </Card>
      <Card heading={t('form.rateAndLocation')}>
        <TextField
          label={t('form.hourlyRate')}
          hint={t('form.hourlyRateHint')}
          inputMode="decimal"
          value={draft.hourlyRate}
          error={errorOf('hourlyRate')}
          onChange={(event) => set('hourlyRate', event.target.value)}
        />
        <TextField
          label={t('form.location')}
          hint={t('form.locationHint')}
          autoComplete="address-level2"
          maxLength={200}
          value={draft.location}
          error={errorOf('location')}
          onChange={(event) => set('location', event.target.value)}
        />
      </Card>
      <Card heading={t('form.servicesAndSkills')}>
        <CatalogPicker
          legend={t('form.services')}
          entries={catalog.services}
          selected={draft.services}
          error={errorOf('services')}
          onChange={(ids) => set('services', ids)}
        />
        <CatalogPicker
          legend={t('form.skills')}
          entries={catalog.skills}
          selected={draft.skills}
          error={errorOf('skills')}
          onChange={(ids) => set('skills', ids)}
        />
      </Card>
      <div className="mp-profile__save">
        <SaveOutcome state={save} onDismiss={() => setSave({ status: 'idle' })} />
        <Button type="submit" loading={save.status === 'saving'} loadingLabel={t('form.saving')}>
          {t('form.save')}
        </Button>
      </div>
    </form>
  );
}

/** /freelancer/profile: the signed-in freelancer's own profile, to complete and edit. */
export function MyProfileScreen() {
  const { t } = useProfileT();
  const api = useApi();
  const load = useLoad(async (signal) => {
    const [me, catalog] = await Promise.all([loadMe(api, signal), loadCatalog(api, signal)]);
    return { me, catalog };
  }, 'me');
  const setMe = (me: Me) => load.data && load.setData({ ...load.data, me });

  return (
    <AreaPage screen="myProfile">
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
        <div className="mp-profile">
          <div className="mp-profile__aside">
            <Completeness me={load.data.me} />
            <p>
              <Link to={`/freelancer/profile/${encodeURIComponent(load.data.me.username)}`}>
                {t('myProfile.viewPublic')}
              </Link>
            </p>
            <details className="mp-profile__preview">
              <summary>{t('myProfile.preview')}</summary>
              <ProfileView profile={load.data.me} catalog={load.data.catalog} />
            </details>
          </div>
          <div className="mp-profile__main">
            <FreelancerForm me={load.data.me} catalog={load.data.catalog} onSaved={setMe} />
            <References me={load.data.me} onChanged={setMe} />
          </div>
        </div>
      )}
    </AreaPage>
  );
}
