import { useEffect } from 'react';
import { Link, useSearchParams } from '@mp/router';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, Spinner } from '@mp/ui';
import { NAMESPACE } from '../../locales';
import { readableError } from '../../lib/errors';
import { ProposalsPage } from '../../lib/ProposalsPage';
import { JobsPicker } from './JobsPicker';
import { cardHeadingId } from './ProposalCard';
import { isContractJob } from './review-model';
import { JobStateLine, ReviewList } from './ReviewList';
import { useReview } from './use-review';
import { useSitePath } from '@mp/remote-kit';

function JobProposals({ jobId, uid }: { jobId: string; uid: string | null }) {
  const { t } = useTranslation(NAMESPACE);
  const sitePath = useSitePath();
  const { state, reload, actions } = useReview({ jobId }, uid);

  // The uid query preselects a freelancer: take the user straight to their proposal.
  const selected =
    state.status === 'ready'
      ? state.data.jobs[0]?.entries.find((entry) => entry.freelancer.userId === uid)
      : undefined;
  useEffect(() => {
    if (selected) document.getElementById(cardHeadingId(selected))?.focus();
    // Only on arrival, not after every action on the selected card.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selected?.proposal.proposalId]);

  if (state.status === 'loading') return <Spinner label={t('review.loading')} />;
  if (state.status === 'error') {
    return (
      <ErrorState
        title={t('review.loadFailed')}
        message={readableError(state.error, {
          network: t('errors.network'),
          generic: t('errors.generic'),
        })}
        onRetry={reload}
        retryLabel={t('retry')}
      />
    );
  }
  const reviewJob = state.data.jobs[0];
  if (!reviewJob) {
    return (
      <EmptyState
        title={t('review.jobMissing')}
        action={
          <Link to={sitePath('/customer/list-all-proposals')}>{t('review.pickAnotherJob')}</Link>
        }
      />
    );
  }
  const { job, entries } = reviewJob;
  return (
    <>
      <section className="mp-proposals__job" aria-labelledby="mp-review-job">
        <h2 id="mp-review-job">{job.title}</h2>
        <JobStateLine job={job} />
        {isContractJob(job) && (
          <p>
            <Link
              to={sitePath(`/customer/contract/${encodeURIComponent(job.jobID)}?mode=overview`)}
            >
              {t('review.openContract')}
            </Link>
          </p>
        )}
        <p>
          <Link to={sitePath('/customer/list-all-proposals')}>{t('review.pickAnotherJob')}</Link>
        </p>
      </section>
      {entries.length === 0 ? (
        <EmptyState
          title={t('review.noProposals')}
          description={t('review.noProposalsHint')}
          action={
            <Link
              className="mp-button mp-button--primary"
              to={sitePath(`/customer/cl-search?jobId=${encodeURIComponent(job.jobID)}`)}
            >
              {t('review.findFreelancers')}
            </Link>
          }
        />
      ) : (
        <ReviewList data={state.data} actions={actions} preselect={uid} showJobHeadings={false} />
      )}
    </>
  );
}

/** /customer/list-all-proposals?jobId=&uid=: the proposals a job received. */
export function ReceivedProposalsScreen() {
  const [params] = useSearchParams();
  const jobId = params.get('jobId');
  const uid = params.get('uid');
  return (
    <ProposalsPage screen="receivedProposals">
      {jobId ? <JobProposals jobId={jobId} uid={uid} /> : <JobsPicker />}
    </ProposalsPage>
  );
}
