import { useEffect } from 'react';
import { Link, useSearchParams } from '@mp/router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@mp/ui';
import { AreaPage, LoadStatus, useSitePath } from '@mp/remote-kit';
import { NAMESPACE } from '../../locales';
import { useErrorText } from '../../lib/error-text';
import { JobsPicker } from './JobsPicker';
import { cardHeadingId } from './ProposalCard';
import { isContractJob } from './review-model';
import { JobStateLine, ReviewList } from './ReviewList';
import { useReview, type ReviewActions, type ReviewData } from './use-review';

function JobProposals({ jobId, uid }: { jobId: string; uid: string | null }) {
  const { t } = useTranslation(NAMESPACE);
  const sitePath = useSitePath();
  const errorText = useErrorText();
  const review = useReview({ jobId }, uid);

  // The uid query preselects a freelancer: take the user straight to their proposal.
  const selected =
    review.status === 'ready'
      ? review.data.jobs[0]?.entries.find((entry) => entry.freelancer.userId === uid)
      : undefined;
  useEffect(() => {
    if (selected) document.getElementById(cardHeadingId(selected))?.focus();
    // Only on arrival, not after every action on the selected card.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selected?.proposal.proposalId]);

  return (
    <LoadStatus
      load={review}
      loadingLabel={t('review.loading')}
      errorTitle={t('review.loadFailed')}
      errorMessage={errorText}
      retryLabel={t('retry')}
      isEmpty={(data) => data.jobs.length === 0}
      empty={
        <EmptyState
          title={t('review.jobMissing')}
          action={
            <Link to={sitePath('/customer/list-all-proposals')}>{t('review.pickAnotherJob')}</Link>
          }
        />
      }
    >
      {(data) => <JobReview data={data} actions={review.actions} uid={uid} />}
    </LoadStatus>
  );
}

/** The job under review, its state and its proposals (or how to find freelancers). */
function JobReview(props: { data: ReviewData; actions: ReviewActions; uid: string | null }) {
  const { data, actions, uid } = props;
  const { t } = useTranslation(NAMESPACE);
  const sitePath = useSitePath();
  const reviewJob = data.jobs[0];
  if (!reviewJob) return null;
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
        <ReviewList data={data} actions={actions} preselect={uid} showJobHeadings={false} />
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
    <AreaPage screen="receivedProposals" className="mp-proposals">
      {jobId ? <JobProposals jobId={jobId} uid={uid} /> : <JobsPicker />}
    </AreaPage>
  );
}
