import { useState } from 'react';
import type { FreelancerSearchResponse } from '@mp/contracts';
import { Link } from '@mp/router';
import { AreaPage, LoadStatus, isAbort, useApi, useLoad } from '@mp/remote-kit';
import { Alert, Button, EmptyState } from '@mp/ui';
import { Avatar } from '../../shared/Avatar';
import { useProfileLoadTexts } from '../../shared/load-texts';
import { useProfileT } from '../../shared/useProfileT';
import { loadFreelancersPage } from './api';

/**
 * /admin/freelancers: the tenant's freelancers, each opening the form an administrator edits
 * their profile with (docs/users.md#editing-on-behalf).
 */
export function AdminFreelancersScreen() {
  const { t } = useProfileT();
  const api = useApi();
  const loadTexts = useProfileLoadTexts();
  const load = useLoad((signal) => loadFreelancersPage(api, null, signal), 'admin-freelancers');
  const [more, setMore] = useState<'idle' | 'loading' | 'failed'>('idle');

  const loadMore = async (cursor: string) => {
    setMore('loading');
    try {
      const next = await loadFreelancersPage(api, cursor);
      load.update((data: FreelancerSearchResponse) => ({
        ...next,
        freelancers: [...data.freelancers, ...next.freelancers],
      }));
      setMore('idle');
    } catch (error) {
      setMore(isAbort(error) ? 'idle' : 'failed');
    }
  };

  return (
    <AreaPage screen="adminFreelancers">
      <LoadStatus
        load={load}
        {...loadTexts}
        isEmpty={(data) => data.freelancers.length === 0}
        empty={<EmptyState title={t('onBehalf.noFreelancers')} />}
      >
        {(data) => (
          <div className="mp-profile__admin-list">
            <ul className="mp-profile__people" aria-label={t('onBehalf.listLabel')}>
              {data.freelancers.map((freelancer) => (
                <li key={freelancer.userId} className="mp-profile__person">
                  <Avatar
                    name={freelancer.name}
                    picture={freelancer.profilePicture}
                    size="medium"
                  />
                  <div className="mp-profile__person-text">
                    <strong>{freelancer.name}</strong>
                    {freelancer.title && <span>{freelancer.title}</span>}
                  </div>
                  <Link
                    to={`/admin/freelancers/${encodeURIComponent(freelancer.userId)}/profile`}
                    aria-label={t('onBehalf.editNamed', { name: freelancer.name })}
                  >
                    {t('onBehalf.edit')}
                  </Link>
                </li>
              ))}
            </ul>
            {more === 'failed' && <Alert type="error">{t('onBehalf.moreFailed')}</Alert>}
            {data.nextCursor !== null && (
              <Button
                variant="secondary"
                loading={more === 'loading'}
                loadingLabel={t('onBehalf.loadingMore')}
                onClick={() => data.nextCursor !== null && void loadMore(data.nextCursor)}
              >
                {t('onBehalf.loadMore')}
              </Button>
            )}
          </div>
        )}
      </LoadStatus>
    </AreaPage>
  );
}
