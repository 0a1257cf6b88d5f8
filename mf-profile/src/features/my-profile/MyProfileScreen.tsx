import { useState } from 'react';
import { FREELANCER_ROLES, type Me } from '@mp/contracts';
import { Link } from '@mp/router';
import { AreaPage, LoadStatus, useApi, useLoad } from '@mp/remote-kit';
import { Alert } from '@mp/ui';
import { loadCatalog, loadMe, saveFreelancerProfile } from '../../shared/api';
import { ProfileView } from '../../shared/ProfileView';
import { useProfileLoadTexts } from '../../shared/load-texts';
import { useProfileT } from '../../shared/useProfileT';
import { CvDownload } from '../cv/CvDownload';
import { CoverImageEditor } from '../cover-image/CoverImageEditor';
import { CvImport } from '../cv/CvImport';
import { ManageAgencyMembers } from '../agency/AgencyMembers';
import { Portfolio } from '../portfolio/Portfolio';
import { ProfileViewsCount } from '../profile-views/ProfileViewsCount';
import { FreelancerForm } from './FreelancerForm';
import { References } from './References';
import { missingParts } from './freelancer-form';

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
              <FreelancerForm
                key={formVersion}
                profile={me}
                catalog={catalog}
                save={(patch) => saveFreelancerProfile(api, patch)}
                onSaved={setMe}
              />
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
