import { useState } from 'react';
import { Link } from '@mp/router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, EmptyState, ErrorState, Spinner } from '@mp/ui';
import { useApi, useSitePath } from '@mp/remote-kit';
import { NAMESPACE } from '../../locales';
import { readableError } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import type { JobsPage } from '../../lib/api-types';
import { useLoad } from '../../lib/use-load';
import { fetchOpenJobs } from './api';

/** Without a jobId: the customer's open jobs, each opening its received proposals. */
export function JobsPicker() {
  const { t } = useTranslation(NAMESPACE);
  const http = useApi();
  const sitePath = useSitePath();
  const { state, reload, update } = useLoad('open-jobs', (signal) => fetchOpenJobs(http, signal));
  const [more, setMore] = useState<'idle' | 'busy' | 'failed'>('idle');
  const loadMore = async (from: string) => {
    setMore('busy');
    try {
      const next = await fetchOpenJobs(http, undefined, from);
      update((page): JobsPage => ({
        jobs: [...page.jobs, ...next.jobs],
        ...(next.lastEvaluatedKey ? { lastEvaluatedKey: next.lastEvaluatedKey } : {}),
      }));
      setMore('idle');
    } catch {
      setMore('failed');
    }
  };
  if (state.status === 'loading') return <Spinner label={t('review.loadingJobs')} />;
  if (state.status === 'error') {
    return (
      <ErrorState
        title={t('review.jobsFailed')}
        message={readableError(state.error, {
          network: t('errors.network'),
          generic: t('errors.generic'),
        })}
        onRetry={reload}
        retryLabel={t('retry')}
      />
    );
  }
  const { jobs, lastEvaluatedKey } = state.data;
  if (jobs.length === 0) {
    return (
      <EmptyState
        title={t('review.noJobs')}
        description={t('review.noJobsHint')}
        action={
          <Link className="mp-button mp-button--primary" to={sitePath('/customer/jobs')}>
            {t('review.myJobs')}
          </Link>
        }
      />
    );
  }
  return (
    <section aria-labelledby="mp-pick-job">
      <h2 id="mp-pick-job">{t('review.pickJob')}</h2>
      <ul className="mp-proposals__rows">
        {jobs.map((job) => {
          const received = job.freelancers.filter(
            (entry) => entry.proposal && entry.proposal.status >= 4,
          ).length;
          return (
            <li key={job.jobID} className="mp-proposals__row">
              <div className="mp-proposals__row-main">
                <h3 className="mp-proposals__row-title">
                  <Link
                    to={sitePath(
                      `/customer/list-all-proposals?jobId=${encodeURIComponent(job.jobID)}`,
                    )}
                  >
                    {job.title}
                  </Link>
                </h3>
                <p className="mp-proposals__muted">
                  {t(`jobStatus.${job.jobStatus}`)} ·{' '}
                  {t('review.receivedCount', { count: received })} ·{' '}
                  {formatDate(job.lastModified || job.createdAt)}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      {more === 'failed' && <Alert type="error">{t('review.moreJobsFailed')}</Alert>}
      {lastEvaluatedKey && (
        <Button
          variant="secondary"
          loading={more === 'busy'}
          loadingLabel={t('review.loadingJobs')}
          onClick={() => void loadMore(lastEvaluatedKey)}
        >
          {t('review.moreJobs')}
        </Button>
      )}
    </section>
  );
}
