import { useEffect, useRef } from 'react';
import { Link, useLocation } from '@mp/router';
import { useTranslation } from 'react-i18next';
import { Alert, EmptyState, Money } from '@mp/ui';
import { freelancerPathForJob, type JobView } from '@mp/contracts';
import {
  AreaPage,
  LoadStatus,
  useApi,
  useDates,
  useLoad,
  useRemoteAvailable,
  useSitePath,
} from '@mp/remote-kit';
import { NAMESPACE } from '../../locales';
import { useErrorText } from '../../lib/error-text';
import {
  OFFER_STATUS_ORDER,
  offerStatusKey,
  withOfferStatus,
  type ReadProposal,
} from '../../lib/status';
import { fetchMyProposals } from './api';

export interface MyProposalRow {
  job: JobView;
  proposal: ReadProposal;
  /** The job's page for its stage (freelancerPathForJob); null for a closed job. */
  jobPath: string | null;
}

function useMyProposals() {
  const http = useApi();
  return useLoad(async (signal) => {
    const entries = await fetchMyProposals(http, signal);
    return entries.map(({ job, proposal }): MyProposalRow => ({
      job,
      proposal: withOfferStatus(proposal),
      jobPath: freelancerPathForJob(job),
    }));
  }, 'my-proposals');
}

function ProposalRow({ row }: { row: MyProposalRow }) {
  const { t } = useTranslation(NAMESPACE);
  const dates = useDates();
  const sitePath = useSitePath();
  const { job, proposal, jobPath } = row;
  const total = proposal.tasks.reduce((sum, task) => sum + task.amount, 0);
  const statusKey = offerStatusKey(proposal.offerStatus);
  // Sent and accepted proposals have a customer waiting to talk; drafts and rejections do not.
  const canMessage =
    useRemoteAvailable('mf_messaging') && (statusKey === 'sent' || statusKey === 'accepted');
  const inbox = `/freelancer/inbox?${new URLSearchParams({
    customerId: job.customerId,
    jobId: job.jobID,
  }).toString()}`;
  return (
    <li className="mp-proposals__row">
      <div className="mp-proposals__row-main">
        <h3 className="mp-proposals__row-title">
          {jobPath ? <Link to={sitePath(jobPath)}>{job.title}</Link> : job.title}
        </h3>
        <p className="mp-proposals__muted">
          <span className={`mp-proposals__status mp-proposals__status--${statusKey}`}>
            {t(`status.${statusKey}`)}
          </span>{' '}
          · {t(`jobStatus.${job.jobStatus}`)}
          {proposal.offerSentAt &&
            ` · ${t('compose.summary.sentOn', { date: dates.relative(proposal.offerSentAt) })}`}
        </p>
        <p>
          {t('compose.total')}: <Money minor={total} /> ·{' '}
          {t('myProposals.taskCount', { count: proposal.tasks.length })}
        </p>
      </div>
      <div className="mp-proposals__row-actions">
        {statusKey === 'draft' && (
          <Link
            className="mp-button mp-button--secondary"
            to={sitePath(`/freelancer/proposal?jobId=${encodeURIComponent(job.jobID)}`)}
          >
            {t('myProposals.continue')}
          </Link>
        )}
        {canMessage && (
          <Link
            className="mp-button mp-button--secondary"
            to={sitePath(inbox)}
            aria-label={t('myProposals.messageCustomer', { title: job.title })}
          >
            {t('review.message')}
          </Link>
        )}
      </div>
    </li>
  );
}

/** The rows in groups by offer status, in the order the freelancer follows them. */
function ProposalGroups({ rows }: { rows: readonly MyProposalRow[] }) {
  const { t } = useTranslation(NAMESPACE);
  const groups = OFFER_STATUS_ORDER.map((key) => {
    const group = rows.filter((row) => offerStatusKey(row.proposal.offerStatus) === key);
    if (group.length === 0) return null;
    return (
      <section key={key} className="mp-proposals__group" aria-labelledby={`mp-group-${key}`}>
        <h2 id={`mp-group-${key}`}>
          {t(`myProposals.groups.${key}`)}{' '}
          <span className="mp-proposals__count">({group.length})</span>
        </h2>
        <ul className="mp-proposals__rows">
          {group.map((row) => (
            <ProposalRow key={row.proposal.proposalId} row={row} />
          ))}
        </ul>
      </section>
    );
  });
  return <>{groups}</>;
}

/** /freelancer/proposals: the freelancer's proposals grouped by status. */
export function MyProposalsScreen() {
  const { t } = useTranslation(NAMESPACE);
  const sitePath = useSitePath();
  const errorText = useErrorText();
  const location = useLocation();
  const sentJobTitle = (location.state as { sentJobTitle?: unknown } | null)?.sentJobTitle;
  const load = useMyProposals();
  const sentRef = useRef<HTMLDivElement>(null);
  // Arriving from the compose screen: the confirmation takes the focus the send button had.
  useEffect(() => sentRef.current?.focus(), []);

  return (
    <AreaPage screen="myProposals" className="mp-proposals">
      {typeof sentJobTitle === 'string' && (
        <div ref={sentRef} tabIndex={-1}>
          <Alert type="success">{t('myProposals.sent', { title: sentJobTitle })}</Alert>
        </div>
      )}
      <LoadStatus
        load={load}
        loadingLabel={t('myProposals.loading')}
        errorTitle={t('myProposals.loadFailed')}
        errorMessage={errorText}
        retryLabel={t('retry')}
        isEmpty={(rows) => rows.length === 0}
        empty={
          <EmptyState
            title={t('myProposals.empty')}
            description={t('myProposals.emptyHint')}
            action={
              <Link
                className="mp-button mp-button--primary"
                to={sitePath('/freelancer/search-jobs')}
              >
                {t('searchJobs')}
              </Link>
            }
          />
        }
      >
        {(rows) => <ProposalGroups rows={rows} />}
      </LoadStatus>
    </AreaPage>
  );
}
