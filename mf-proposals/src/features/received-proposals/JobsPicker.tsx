import { useState } from 'react';
import { Link } from '@mp/router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, EmptyState } from '@mp/ui';
import type { JobsPage } from '@mp/contracts';
import { LoadStatus, useApi, useDates, useLoad, useSitePath } from '@mp/remote-kit';
import { NAMESPACE } from '../../locales';
import { useErrorText } from '../../lib/error-text';
import { fetchOpenJobs } from './api';

/** Without a jobId: the customer's open jobs, each opening its received proposals. */
export function JobsPicker() {
  const { t } = useTranslation(NAMESPACE);
  const http = useApi();
  const sitePath = useSitePath();
  const errorText = useErrorText();
  const load = useLoad((signal) => fetchOpenJobs(http, signal), 'open-jobs');
  const [more, setMore] = useState<'idle' | 'busy' | 'failed'>('idle');
  const loadMore = async (from: string) => {
    setMore('busy');
    try {
      const next = await fetchOpenJobs(http, undefined, from);
      load.update((page): JobsPage => ({
        jobs: [...page.jobs, ...next.jobs],
        ...(next.lastEvaluatedKey ? { lastEvaluatedKey: next.lastEvaluatedKey } : {}),
      }));
      setMore('idle');
    } catch {
      setMore('failed');
    }
  };
  return (
    <LoadStatus
      load={load}
      loadingLabel={t('review.loadingJobs')}
      errorTitle={t('review.jobsFailed')}
      errorMessage={errorText}
      retryLabel={t('retry')}
      isEmpty={(page) => page.jobs.length === 0}
      empty={
        <EmptyState
          title={t('review.noJobs')}
          description={t('review.noJobsHint')}
          action={
            <Link className="mp-button mp-button--primary" to={sitePath('/customer/jobs')}>
              {t('review.myJobs')}
            </Link>
          }
        />
      }
    >
      {(page) => <OpenJobs page={page} more={more} onMore={(from) => void loadMore(from)} />}
    </LoadStatus>
  );
}

interface OpenJobsProps {
  page: JobsPage;
  more: 'idle' | 'busy' | 'failed';
  onMore: (from: string) => void;
}

/** The open jobs loaded so far, each linking to its proposals, and the next page's button. */
function OpenJobs({ page, more, onMore }: OpenJobsProps) {
  const { t } = useTranslation(NAMESPACE);
  const dates = useDates();
  const sitePath = useSitePath();
  const { jobs, lastEvaluatedKey } = page;
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
                  {dates.relative(job.lastModified || job.createdAt)}
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
          onClick={() => onMore(lastEvaluatedKey)}
        >
          {t('review.moreJobs')}
        </Button>
      )}
    </section>
  );
}
