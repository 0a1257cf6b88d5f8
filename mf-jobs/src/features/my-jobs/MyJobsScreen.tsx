import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from '@mp/router';
import { FEATURES, JOB_STATUS } from '@mp/contracts';
import { AreaNavigation, useArea, useDates } from '@mp/remote-kit';
import {
  Alert,
  Button,
  Card,
  EmptyState,
  ErrorState,
  LoadingSkeleton,
  PageHeader,
  ProgressBar,
  useMoney,
} from '@mp/ui';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { CheckboxField } from '../../shared/fields';
import { formatBudget, proposalsCount } from '../../shared/format';
import type { JobView } from '../../shared/job-types';
import { StatusBadge } from '../../shared/StatusBadge';
import { useJobsT } from '../../shared/useJobsT';
import { ReportJob } from '../../shared/ReportJob';
import { actionsFor, JobActionDialog, type JobAction } from './JobActions';
import { useCustomerJobs } from './useCustomerJobs';

const q = encodeURIComponent;

/** The full job form when the tenant has it, else the quick post (never gated). */
function postJobPath(features: Readonly<Record<string, boolean>>): string {
  return features[FEATURES.postJobPage] ? '/post-job' : '/post';
}

/** `/customer/jobs`: every job of the customer with its proposals, links and state actions. */
export function MyJobsScreen() {
  const { t } = useJobsT();
  const { features } = useArea();
  const [params] = useSearchParams();
  const [showEnded, setShowEnded] = useState(false);
  const { jobs, loading, pagesLoaded, error, reload, replace } = useCustomerJobs(showEnded);
  const [pending, setPending] = useState<{ job: JobView; action: JobAction } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const posted = params.get('posted');
  const updated = params.get('updated');

  useEffect(() => {
    if (posted) setNotice(t('myJobs.posted'));
    else if (updated) setNotice(t('myJobs.updated'));
  }, [posted, updated, t]);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const done = (job: JobView, action: JobAction, childJobsClosing: number) => {
    setPending(null);
    const keep =
      job.jobStatus !== JOB_STATUS.userClosed && job.jobStatus !== JOB_STATUS.adminClosed;
    replace(job, keep && (showEnded || job.jobStatus !== JOB_STATUS.ended));
    const children =
      childJobsClosing > 0 ? ` ${t('myJobs.childrenClosing', { count: childJobsClosing })}` : '';
    setNotice(`${t(`myJobs.done.${action}`, { title: job.title })}${children}`);
  };

  const postJobLink = (
    <Link className="mp-button mp-button--primary" to={postJobPath(features)}>
      {t('myJobs.postJob')}
    </Link>
  );

  return (
    <div className="mp-area mp-jobs">
      <AreaNavigation />
      <PageHeader
        heading={t('screens.myJobs.title')}
        description={t('screens.myJobs.description')}
        actions={postJobLink}
      />
      <div ref={noticeRef} tabIndex={-1}>
        {notice && (
          <Alert
            type="success"
            onDismiss={() => setNotice(null)}
            dismissLabel={t('common.dismiss')}
          >
            {notice}
          </Alert>
        )}
      </div>
      <div className="mp-jobs__toolbar">
        <CheckboxField label={t('myJobs.showEnded')} checked={showEnded} onChange={setShowEnded} />
      </div>
      <div aria-live="polite" className="mp-jobs__status">
        {loading && pagesLoaded > 0 && (
          <>
            <p>{t('myJobs.loadingMore', { count: jobs.length })}</p>
            <ProgressBar label={t('myJobs.loadingMoreLabel')} />
          </>
        )}
        {!loading && !error && jobs.length > 0 && (
          <p className="mp-visually-hidden">{t('myJobs.count', { count: jobs.length })}</p>
        )}
      </div>
      {loading && pagesLoaded === 0 && <LoadingSkeleton label={t('myJobs.loading')} />}
      {error && jobs.length === 0 && (
        <ErrorState
          title={t(`errors.${error.kind}`)}
          message={t('myJobs.loadFailed')}
          retryLabel={t('common.retry')}
          onRetry={reload}
        />
      )}
      {error && jobs.length > 0 && <ErrorAlert error={error} />}
      {!loading && !error && jobs.length === 0 && (
        <EmptyState
          title={t(showEnded ? 'myJobs.emptyWithEnded' : 'myJobs.empty')}
          description={t('myJobs.emptyHint')}
          action={postJobLink}
        />
      )}
      {jobs.length > 0 && (
        <ul className="mp-jobs__list" aria-label={t('screens.myJobs.title')}>
          {jobs.map((job) => (
            <li key={job.jobID}>
              <CustomerJobCard job={job} onAction={(action) => setPending({ job, action })} />
            </li>
          ))}
        </ul>
      )}
      {pending && (
        <JobActionDialog
          job={pending.job}
          action={pending.action}
          onClose={() => setPending(null)}
          onDone={done}
        />
      )}
    </div>
  );
}

function CustomerJobCard({
  job,
  onAction,
}: {
  job: JobView;
  onAction: (action: JobAction) => void;
}) {
  const { t } = useJobsT();
  const money = useMoney();
  const dates = useDates();
  const { features } = useArea();
  const count = proposalsCount(job);
  const editPath = postJobPath(features);
  const open = actionsFor(job).length > 0;
  return (
    <Card heading={job.title} headingLevel={2} className="mp-jobs__card">
      <p className="mp-jobs__meta">
        <StatusBadge status={job.jobStatus} />
        <span>{t('myJobs.proposals', { count })}</span>
        <span>{formatBudget(t, job.budget, money.format)}</span>
        <span>
          {t('myJobs.changed', { date: dates.relative(job.lastModified || job.createdAt) })}
        </span>
      </p>
      <div className="mp-jobs__links">
        <Link to={`/customer/list-all-proposals?jobId=${q(job.jobID)}`}>
          {t('myJobs.viewProposals')}
          <span className="mp-visually-hidden"> {job.title}</span>
        </Link>
        {open && (
          <Link to={`/customer/cl-search?jobId=${q(job.jobID)}`}>
            {t('myJobs.findFreelancers')}
            <span className="mp-visually-hidden"> {job.title}</span>
          </Link>
        )}
        {open && (
          <Link to={`${editPath}?jobId=${q(job.jobID)}`}>
            {t('myJobs.edit')}
            <span className="mp-visually-hidden"> {job.title}</span>
          </Link>
        )}
      </div>
      {open && (
        <div className="mp-jobs__actions">
          {actionsFor(job).map((action) => (
            <Button
              key={action}
              variant={action === 'delete' ? 'cancel' : 'secondary'}
              onClick={() => onAction(action)}
            >
              {t(`myJobs.actions.${action}`)}
              <span className="mp-visually-hidden"> {job.title}</span>
            </Button>
          ))}
        </div>
      )}
      <div className="mp-jobs__actions">
        <ReportJob job={job} />
      </div>
    </Card>
  );
}
