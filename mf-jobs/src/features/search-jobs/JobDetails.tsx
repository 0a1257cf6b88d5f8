import { useEffect, useRef } from 'react';
import { Link } from '@mp/router';
import { CONTRACT_TYPE, ROLES } from '@mp/contracts';
import { LoadStatus, useApi, useArea, useDates, useLoad, useRemoteAvailable } from '@mp/remote-kit';
import { Card, useMoney } from '@mp/ui';
import { AttachmentList } from '../../shared/AttachmentList';
import { formatBudget } from '../../shared/format';
import { useJobsLoadTexts } from '../../shared/load-texts';
import type { JobSummary, Service, Skill } from '../../shared/job-types';
import { ReportJob } from '../../shared/ReportJob';
import { StatusBadge } from '../../shared/StatusBadge';
import { useJobsT } from '../../shared/useJobsT';
import { getJobForViewer } from './api';
import { OPEN_JOB_STATUSES } from './search-body';

const q = encodeURIComponent;

export interface JobDetailsProps {
  jobId: string;
  services: Service[];
  skills: Skill[];
  backTo: string;
}

/** `?jobId=`: one job in full, with the way to send a proposal. */
export function JobDetails({ jobId, services, skills, backTo }: JobDetailsProps) {
  const { t } = useJobsT();
  const api = useApi();
  const { user } = useArea();
  const viewer = !user ? 'signedOut' : user.role === ROLES.freelancer ? 'freelancer' : 'other';
  const loaded = useLoad(
    (signal) => getJobForViewer(api, jobId, viewer, signal),
    `${jobId}|${viewer}`,
  );
  const loadTexts = useJobsLoadTexts();
  const back = (
    <Link to={backTo} className="mp-jobs__back">
      {t('searchJobs.backToResults')}
    </Link>
  );
  return (
    <>
      {loaded.status !== 'loading' && back}
      <LoadStatus
        load={loaded}
        loadingLabel={t('searchJobs.loadingJob')}
        errorMessage={(error) =>
          t(error.kind === 'notFound' ? 'searchJobs.jobNotFound' : 'searchJobs.jobFailed')
        }
        {...loadTexts}
      >
        {(job) => <JobDetailsCard job={job} services={services} skills={skills} />}
      </LoadStatus>
    </>
  );
}

function ProposalAction({ job }: { job: JobSummary }) {
  const { t } = useJobsT();
  const { user } = useArea();
  const open = (OPEN_JOB_STATUSES as readonly string[]).includes(job.jobStatus);
  if (!open) return <p className="mp-jobs__muted">{t('searchJobs.closedForProposals')}</p>;
  const proposalPath = `/freelancer/proposal?jobId=${q(job.jobID)}`;
  if (!user) {
    return (
      <Link className="mp-button mp-button--primary" to={`/login?redirect=${q(proposalPath)}`}>
        {t('searchJobs.signInToSend')}
      </Link>
    );
  }
  if (user.role !== ROLES.freelancer) {
    return <p className="mp-jobs__muted">{t('searchJobs.freelancersOnly')}</p>;
  }
  return (
    <Link className="mp-button mp-button--primary" to={proposalPath}>
      {t('searchJobs.sendProposal')}
    </Link>
  );
}

function JobDetailsCard({
  job,
  services,
  skills,
}: {
  job: JobSummary;
  services: Service[];
  skills: Skill[];
}) {
  const { t } = useJobsT();
  const money = useMoney();
  const dates = useDates();
  const { user } = useArea();
  const signedInFreelancer = user?.role === ROLES.freelancer;
  const canMessage = useRemoteAvailable('mf_messaging');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [job.jobID]);
  const service = services.find((entry) => entry.id === job.serviceId);
  const skillNames = job.skills
    .map((id) => skills.find((skill) => skill.id === id)?.name)
    .filter((name): name is string => Boolean(name));
  const ongoing = job.contractType === CONTRACT_TYPE.payByWeekOrMonth;
  const cycle = job.cycleDuration;
  return (
    <article className="mp-jobs__details" aria-labelledby="mp-jobs-details-title">
      <h2 id="mp-jobs-details-title" ref={heading} tabIndex={-1}>
        {job.title}
      </h2>
      <p className="mp-jobs__meta">
        <StatusBadge status={job.jobStatus} />
        <span>{formatBudget(t, job.budget, money.format)}</span>
        <span>{t('searchJobs.posted', { date: dates.relative(job.createdAt) })}</span>
      </p>
      <dl className="mp-jobs__facts">
        <dt>{t('postJob.contractType')}</dt>
        <dd>
          {ongoing ? t('postJob.ongoingWork') : t('postJob.payByTask')}
          {ongoing && cycle ? ` · ${t(`postJob.cycles.${cycle}`)}` : ''}
        </dd>
        {service && (
          <>
            <dt>{t('postJob.service')}</dt>
            <dd>{service.name}</dd>
          </>
        )}
        <dt>{t('postJob.location')}</dt>
        <dd>
          {[job.location.address, job.location.remote ? t('searchJobs.remote') : '']
            .filter(Boolean)
            .join(' · ') || t('searchJobs.noLocation')}
        </dd>
        {skillNames.length > 0 && (
          <>
            <dt>{t('postJob.skills')}</dt>
            <dd>{skillNames.join(', ')}</dd>
          </>
        )}
      </dl>
      <Card heading={t('postJob.description')} headingLevel={3}>
        <p className="mp-jobs__prose">{job.description || t('searchJobs.noDescription')}</p>
      </Card>
      {job.attachments.length > 0 && (
        <Card heading={t('postJob.attachments')} headingLevel={3}>
          <AttachmentList files={job.attachments} />
        </Card>
      )}
      <div className="mp-jobs__actions">
        <ProposalAction job={job} />
        {signedInFreelancer && canMessage && (
          <Link
            className="mp-button mp-button--secondary"
            to={`/freelancer/inbox?${new URLSearchParams({ customerId: job.customerId, jobId: job.jobID }).toString()}`}
          >
            {t('searchJobs.messageCustomer')}
          </Link>
        )}
        {signedInFreelancer && <ReportJob job={job} />}
      </div>
    </article>
  );
}
