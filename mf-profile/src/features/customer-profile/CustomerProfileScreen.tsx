import type { Me } from '@mp/contracts';
import { AreaPage, LoadStatus, useApi, useLoad } from '@mp/remote-kit';
import { Card, TextArea, TextField } from '@mp/ui';
import { loadMe, saveCustomerSection } from '../../shared/api';
import { PictureField } from '../../shared/PictureField';
import { SaveBar, useProfileForm } from '../../shared/profile-form';
import { useProfileLoadTexts } from '../../shared/load-texts';
import { useProfileT } from '../../shared/useProfileT';
import { OrganisationMatch } from './OrganisationMatch';
import {
  checkCustomerDraft,
  customerDraftOf,
  customerUpdatesOf,
  type CustomerDraft,
  type CustomerField,
} from './customer-form';

function CustomerForm({ me, onSaved }: { me: Me; onSaved: (me: Me) => void }) {
  const { t } = useProfileT();
  const api = useApi();
  const { draft, set, errorOf, save, dismiss, submit } = useProfileForm<
    CustomerDraft,
    CustomerField
  >({
    initial: () => customerDraftOf(me),
    check: checkCustomerDraft,
    prefixes: ['data'],
    save: async (current) => {
      let latest = me;
      // One call per changed section (basic, pictures, location), as the API takes them.
      for (const update of customerUpdatesOf(current, me)) {
        latest = await saveCustomerSection(api, update);
        onSaved(latest);
      }
      return customerDraftOf(latest);
    },
  });

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
        {me.isCustomerOrganisation && (
          <OrganisationMatch
            companyName={draft.name}
            own={{ userId: me.userId, name: me.name, email: me.email }}
          />
        )}
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
      <SaveBar state={save} onDismiss={dismiss} />
    </form>
  );
}

/** /customer/profile: the signed-in customer's own profile. */
export function CustomerProfileScreen() {
  const api = useApi();
  const loadTexts = useProfileLoadTexts();
  const load = useLoad((signal) => loadMe(api, signal), 'me');
  return (
    <AreaPage screen="customerProfile">
      <LoadStatus load={load} {...loadTexts}>
        {(me) => (
          <div className="mp-profile mp-profile--single">
            <CustomerForm me={me} onSaved={load.setData} />
          </div>
        )}
      </LoadStatus>
    </AreaPage>
  );
}
