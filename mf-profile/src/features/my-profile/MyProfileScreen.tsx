import { useState } from 'react';
import { FREELANCER_ROLES, type Me } from '@mp/contracts';
import { Link } from '@mp/router';
import { AreaPage, LoadStatus, MoneyField, useApi, useLoad } from '@mp/remote-kit';
import { Alert, Card, TextArea, TextField, useMoney } from '@mp/ui';
import { loadCatalog, loadMe, saveFreelancerProfile, type Catalog } from '../../shared/api';
import { CatalogPicker } from '../../shared/CatalogPicker';
import { PictureField } from '../../shared/PictureField';
import { SaveBar, useProfileForm } from '../../shared/profile-form';
import { ProfileView } from '../../shared/ProfileView';
import { useProfileLoadTexts } from '../../shared/load-texts';
import { useProfileT } from '../../shared/useProfileT';
import { CvDownload } from '../cv/CvDownload';
import { CoverImageEditor } from '../cover-image/CoverImageEditor';
import { CvImport } from '../cv/CvImport';
import { ManageAgencyMembers } from '../agency/AgencyMembers';
import { Portfolio } from '../portfolio/Portfolio';
import { ProfileViewsCount } from '../profile-views/ProfileViewsCount';
import { References } from './References';
import {
  checkDraft,
  draftOf,
  missingParts,
  patchOf,
  type DraftField,
  type FreelancerDraft,
} from './freelancer-form';

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
  const money = useMoney();
  const { draft, set, errorOf, save, dismiss, submit } = useProfileForm<
    FreelancerDraft,
    DraftField
  >({
    initial: () => draftOf(me, money),
    check: checkDraft,
    save: async (current) => {
      const saved = await saveFreelancerProfile(api, patchOf(current, me));
      onSaved(saved);
      return draftOf(saved, money);
    },
  });

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
        <MoneyField
          label={t('form.hourlyRate')}
          hint={t('form.hourlyRateHint')}
          value={draft.hourlyRate}
          error={errorOf('hourlyRate')}
          onChange={(value) => set('hourlyRate', value)}
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
      <SaveBar state={save} onDismiss={dismiss} />
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
  const loadTexts = useProfileLoadTexts();
  const setMe = (me: Me) => load.update((data) => ({ ...data, me }));
  // The form keeps its own draft: a CV import's save starts it again from the saved record.
  const [formVersion, setFormVersion] = useState(0);
  const setMeFromCv = (me: Me) => {
    setMe(me);
    setFormVersion((version) => version + 1);
  };

  return (
    <AreaPage screen="myProfile">
      <LoadStatus load={load} {...loadTexts}>
        {({ me, catalog }) => (
          <div className="mp-profile">
            <div className="mp-profile__aside">
              <Completeness me={me} />
              <p>
                <Link to={`/freelancer/profile/${encodeURIComponent(me.username)}`}>
                  {t('myProfile.viewPublic')}
                </Link>
              </p>
              <p>{t('myProfile.cvHint')}</p>
              <CvDownload userId="me" username={me.username} />
              <ProfileViewsCount />
              <details className="mp-profile__preview">
                <summary>{t('myProfile.preview')}</summary>
                <ProfileView profile={me} catalog={catalog} />
              </details>
            </div>
            <div className="mp-profile__main">
              <CvImport me={me} catalog={catalog} onSaved={setMeFromCv} />
              <FreelancerForm key={formVersion} me={me} catalog={catalog} onSaved={setMe} />
              <CoverImageEditor profile={me} onSaved={setMe} />
              <Portfolio userId={me.userId} editable />
              {me.freelancerRole === FREELANCER_ROLES.agencyCompany && <ManageAgencyMembers />}
              <References me={me} onChanged={setMe} />
            </div>
          </div>
        )}
      </LoadStatus>
    </AreaPage>
  );
}
