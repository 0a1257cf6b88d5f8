import { listRecruiters, type Role } from '@mp/contracts';
import { LoadStatus, useApi, useLoad } from '@mp/remote-kit';
import { Card, EmptyState } from '@mp/ui';
import { Avatar } from '../../shared/Avatar';
import { useProfileLoadTexts } from '../../shared/load-texts';
import { useProfileT } from '../../shared/useProfileT';

/**
 * The caller's recruiters (`#recruiters`, docs/users.md#recruiters): the users who have the
 * caller among their attached accounts, so they may switch to it and act for it.
 */
export function Recruiters() {
  const { t } = useProfileT();
  const api = useApi();
  const loadTexts = useProfileLoadTexts();
  const load = useLoad((signal) => api.call(listRecruiters, { signal }), 'recruiters');
  return (
    <Card heading={t('recruiters.title')} headingLevel={2} id="recruiters">
      <p className="mp-field__hint">{t('recruiters.hint')}</p>
      <LoadStatus
        load={load}
        {...loadTexts}
        loadingLabel={t('recruiters.loading')}
        errorTitle={t('recruiters.loadFailed')}
        headingLevel={3}
        isEmpty={(recruiters) => recruiters.length === 0}
        empty={<EmptyState title={t('recruiters.empty')} />}
      >
        {(recruiters) => (
          <ul className="mp-profile__attached" aria-label={t('recruiters.listLabel')}>
            {recruiters.map((recruiter) => (
              <li key={recruiter.userId} className="mp-profile__attached-user">
                <Avatar name={recruiter.name} picture={recruiter.profilePicture} size="medium" />
                <span>
                  <strong>{recruiter.name}</strong> ·{' '}
                  {t(`manageUsers.roles.${recruiter.roles as Role}`)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </LoadStatus>
    </Card>
  );
}
