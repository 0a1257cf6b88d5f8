import { useState } from 'react';
import { CLOSED_JOB_STATUSES, JOB_STATUS, type JobView } from '@mp/contracts';
import { Link, useParams } from '@mp/router';
import {
  AreaPage,
  LoadStatus,
  useApi,
  useDates,
  useLoad,
  useRemoteAvailable,
  useSitePath,
} from '@mp/remote-kit';
import { Alert, Button, Card, EmptyState, useMoney } from '@mp/ui';
import { fetchContractJob } from './api';
import { ContractCallLink } from './ContractCallLink';
import { EndContractDialog } from './EndContractDialog';
import { ContractTypeFacts } from '../milestones/ContractTypeFacts';
import { ContractWork } from '../milestones/ContractWork';
import { ContractReviews } from '../reviews/ContractReviews';
import { formatBudget, hiredFreelancers, inboxPath, type HiredEntry } from './format';
import { useContractLoadTexts, useContractsT } from './i18n';
import './contracts.css';

/** /customer/contract/:jobId?mode=overview: the job owner's view of the contract. */
export function ContractScreen() {
  const { jobId = '' } = useParams();
  const http = useApi();
  const loadTexts = useContractLoadTexts('contract');
  const load = useLoad((signal) => fetchContractJob(http, jobId, signal), jobId);

  return (
    <AreaPage screen="contract">
      <LoadStatus load={load} {...loadTexts}>
        {(job) =>
          job ? <ContractOverview job={job} onChanged={load.setData} /> : <ContractNotFound />
        }
      </LoadStatus>
    </AreaPage>
  );
}

function ContractNotFound() {
  const { t } = useContractsT();
  const sitePath = useSitePath();
  return (
    <EmptyState
      headingLevel={2}
      title={t('notFound.title')}
      description={t('notFound.text')}
      action={<Link to={sitePath('/customer/manage')}>{t('notFound.back')}</Link>}
    />
  );
}

function ContractOverview({ job, onChanged }: { job: JobView; onChanged: (job: JobView) => void }) {
  const { t } = useContractsT();
  const [confirming, setConfirming] = useState(false);
  const [justEnded, setJustEnded] = useState(false);
  const hired = hiredFreelancers(job);
  const canEnd = job.jobStatus === JOB_STATUS.contract && hired.length > 0;

  return (
    <div className="mp-contracts">
      {justEnded && <Alert type="success">{t('end.done')}</Alert>}
      <JobSummary job={job} />
      {hired.length === 0 ? (
        <Alert type="info">{t('freelancers.none')}</Alert>
      ) : (
        hired.map((entry) => <HiredCard key={entry.proposal.proposalId} job={job} entry={entry} />)
      )}
      {canEnd && (
        <div className="mp-contracts__actions">
          <ContractCallLink job={job} side="customer" />
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('end.action')}
          </Button>
        </div>
      )}
      {CLOSED_JOB_STATUSES.includes(job.jobStatus) && hired.length > 0 && (
        <ContractReviews jobId={job.jobID} />
      )}
      <EndContractDialog
        job={job}
        open={confirming}
        onClose={() => setConfirming(false)}
        onEnded={(ended) => {
          setConfirming(false);
          setJustEnded(true);
          onChanged(ended);
        }}
      />
    </div>
  );
}

function JobSummary({ job }: { job: JobView }) {
  const { t } = useContractsT();
  const dates = useDates();
  const money = useMoney();
  return (
    <Card heading={job.title} headingLevel={2}>
      <dl className="mp-contracts__facts">
        <div>
          <dt>{t('job.status')}</dt>
          <dd>
            <span className={`mp-contracts__badge mp-contracts__badge--job-${job.jobStatus}`}>
              {t(`jobStatus.${job.jobStatus}`)}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('job.budget')}</dt>
          <dd>{formatBudget(t, job.budget, money.format)}</dd>
        </div>
        <ContractTypeFacts job={job} />
        {job.closedAt && (
          <div>
            <dt>{t('job.endedOn')}</dt>
            <dd>{dates.calendar(job.closedAt)}</dd>
          </div>
        )}
      </dl>
    </Card>
  );
}

function HiredCard({ job, entry }: { job: JobView; entry: HiredEntry }) {
  const { t } = useContractsT();
  const dates = useDates();
  const sitePath = useSitePath();
  const canMessage = useRemoteAvailable('mf_messaging');
  const { freelancerDetails: freelancer, proposal } = entry;
  return (
    <Card
      heading={
        <Link to={sitePath(`/freelancer/profile/${encodeURIComponent(freelancer.username)}`)}>
          {freelancer.name}
        </Link>
      }
      headingLevel={2}
      footer={
        canMessage && (
          <Link
            className="mp-contracts__link-button"
            to={sitePath(inboxPath('customer', freelancer.userId, job.jobID))}
            aria-label={t('messageLabel', { name: freelancer.name })}
          >
            {t('message')}
          </Link>
        )
      }
    >
      <p className="mp-contracts__muted">
        {t('freelancers.hired')}
        {freelancer.title && ` · ${freelancer.title}`}
        {proposal.acceptedAt &&
          ` · ${t('freelancers.hiredOn', { date: dates.calendar(proposal.acceptedAt) })}`}
      </p>
      <ContractWork
        contract={{ jobId: job.jobID, freelancerId: freelancer.userId }}
        side="customer"
        inContract={job.jobStatus === JOB_STATUS.contract}
        headingLevel={3}
      />
    </Card>
  );
}
