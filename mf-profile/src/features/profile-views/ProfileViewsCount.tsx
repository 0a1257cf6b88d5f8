import { getProfileViews } from '@mp/contracts';
import { LoadStatus, useApi, useLoad } from '@mp/remote-kit';
import { useProfileLoadTexts } from '../../shared/load-texts';
import { useProfileT } from '../../shared/useProfileT';

/** How many people looked at the freelancer's profile (docs/users.md#profile-views). */
export function ProfileViewsCount() {
  const { t } = useProfileT();
  const api = useApi();
  const loadTexts = useProfileLoadTexts();
  const load = useLoad((signal) => api.call(getProfileViews, { signal }), 'profile-views');
  return (
    <section className="mp-profile__views" aria-labelledby="mp-profile-views">
      <h2 id="mp-profile-views" className="mp-profile__views-heading">
        {t('views.heading')}
      </h2>
      <LoadStatus
        load={load}
        {...loadTexts}
        loadingLabel={t('views.loading')}
        errorTitle={t('views.loadFailed')}
        headingLevel={3}
      >
        {(views) => (
          <dl className="mp-profile__facts">
            <div>
              <dt>{t('views.last7Days')}</dt>
              <dd>{views.last7Days}</dd>
            </div>
            <div>
              <dt>{t('views.last30Days')}</dt>
              <dd>{views.last30Days}</dd>
            </div>
            <div>
              <dt>{t('views.total')}</dt>
              <dd>{views.total}</dd>
            </div>
          </dl>
        )}
      </LoadStatus>
      <p className="mp-profile__post-meta">{t('views.hint')}</p>
    </section>
  );
}
