import type { PublicProfile } from '@mp/contracts';
import { Link, useParams } from '@mp/router';
import { AreaPage, LoadStatus, useApi, useLoad } from '@mp/remote-kit';
import { Alert } from '@mp/ui';
import { loadCatalog } from '../../shared/api';
import { useProfileLoadTexts } from '../../shared/load-texts';
import { useProfileT } from '../../shared/useProfileT';
import { CoverImageEditor } from '../cover-image/CoverImageEditor';
import { FreelancerForm } from '../my-profile/FreelancerForm';
import { loadFreelancer, saveOnBehalf } from './api';

/**
 * /admin/freelancers/:userId/profile: an administrator edits a freelancer's profile with the
 * freelancer's own form; every call carries onBehalfOfUserId and is audited
 * (docs/users.md#editing-on-behalf).
 */
export function OnBehalfProfileScreen() {
  const { t } = useProfileT();
  const api = useApi();
  const { userId = '' } = useParams();
  const loadTexts = useProfileLoadTexts();
  const load = useLoad(async (signal) => {
    const [profile, catalog] = await Promise.all([
      loadFreelancer(api, userId, signal),
      loadCatalog(api, signal),
    ]);
    return { profile, catalog };
  }, userId);
  const setProfile = (profile: PublicProfile) => load.update((data) => ({ ...data, profile }));

  return (
    <AreaPage screen="onBehalf">
      <LoadStatus load={load} {...loadTexts}>
        {({ profile, catalog }) => (
          <div className="mp-profile__main">
            <Alert type="warning" title={t('onBehalf.bannerTitle', { name: profile.name })}>
              {t('onBehalf.bannerText')}{' '}
              <Link to={`/freelancer/profile/${encodeURIComponent(profile.username)}`}>
                {t('onBehalf.viewPublic', { name: profile.name })}
              </Link>
            </Alert>
            <p>
              <Link to="/admin/freelancers">{t('onBehalf.back')}</Link>
            </p>
            <FreelancerForm
              profile={profile}
              catalog={catalog}
              save={(patch) => saveOnBehalf(api, profile, patch)}
              onSaved={setProfile}
            />
            <CoverImageEditor
              profile={profile}
              target={{ onBehalfOfUserId: profile.userId }}
              onSaved={setProfile}
            />
          </div>
        )}
      </LoadStatus>
    </AreaPage>
  );
}
