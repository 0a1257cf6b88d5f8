import type { FreelancerProfilePatch, PublicProfile } from '@mp/contracts';
import { MoneyField } from '@mp/remote-kit';
import { Card, TextArea, TextField, useMoney } from '@mp/ui';
import type { Catalog } from '../../shared/api';
import { CatalogPicker } from '../../shared/CatalogPicker';
import { PictureField } from '../../shared/PictureField';
import { SaveBar, useProfileForm } from '../../shared/profile-form';
import { useProfileT } from '../../shared/useProfileT';
import {
  checkDraft,
  draftOf,
  patchOf,
  type DraftField,
  type FreelancerDraft,
} from './freelancer-form';

/**
 * The freelancer's profile form: about, rate and location, services and skills. The owner saves
 * with PUT; an administrator on behalf sends the changed sections (docs/users.md#editing-on-behalf).
 */
export function FreelancerForm<P extends PublicProfile>({
  profile,
  catalog,
  save: saveProfile,
  onSaved,
}: {
  profile: P;
  catalog: Catalog;
  /** Saves what changed and answers the saved record. */
  save: (patch: FreelancerProfilePatch) => Promise<P>;
  onSaved: (profile: P) => void;
}) {
  const { t } = useProfileT();
  const money = useMoney();
  const { draft, set, errorOf, save, dismiss, submit } = useProfileForm<
    FreelancerDraft,
    DraftField
  >({
    initial: () => draftOf(profile, money),
    check: checkDraft,
    save: async (current) => {
      const saved = await saveProfile(patchOf(current, profile));
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
