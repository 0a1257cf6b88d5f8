import { CONTRACT_TYPE, JOB_STATUS, type FreelancerContractEntry } from '@mp/contracts';
import { Link } from '@mp/router';
import {
  LoadStatus,
  useApi,
  useDates,
  useLoad,
  useRemoteAvailable,
  useSitePath,
} from '@mp/remote-kit';
import { Card, EmptyState } from '@mp/ui';
import { ContractCallLink } from '../contract/ContractCallLink';
import { inboxPath } from '../contract/format';
import { useContractLoadTexts, useContractsT } from '../contract/i18n';
import { MilestoneTable, MilestoneTotals } from '../contract/MilestoneTable';
import { NeedsLine } from '../milestones/NeedsLine';
import { fetchFreelancerContracts } from './api';
import { ContractGroup } from './ContractGroup';

/** /freelancer/manage ('Current jobs'): the freelancer's contracts, current then ended. */
export function FreelancerContractsList() {
  const http = useApi();
  const { t } = useContractsT();
  const sitePath = useSitePath();
  const load = useLoad((signal) => fetchFreelancerContracts(http, signal), 'freelancer-contracts');

  const loadTexts = useContractLoadTexts('list');

  return (
    <LoadStatus
      load={load}
      {...loadTexts}
      isEmpty={(data) => data.contracts.length === 0}
      empty={
        <EmptyState
          headingLevel={2}
          title={t('freelancer.emptyTitle')}
          description={t('freelancer.emptyText')}
          action={
            <Link className="mp-button mp-button--primary" to={sitePath('/freelancer/search-jobs')}>
              {t('freelancer.emptyAction')}
            </Link>
          }
        />
      }
    >
      {(data) => <FreelancerContracts {...data} />}
    </LoadStatus>
  );
}

/** The freelancer's contracts in contract, then the ended ones. */
function FreelancerContracts({
  contracts,
  customerNames: names,
}: {
  contracts: readonly FreelancerContractEntry[];
  customerNames: Readonly<Record<string, string>>;
}) {
  const { t } = useContractsT();
  const current = contracts.filter((entry) => entry.job.jobStatus === JOB_STATUS.contract);
  const ended = contracts.filter((entry) => entry.job.jobStatus !== JOB_STATUS.contract);
  return (
    <div className="mp-contracts">
      <ContractGroup title={t('freelancer.current')}>
        {current.map((entry) => (
          <FreelancerContractRow
            key={entry.job.jobID}
            entry={entry}
            customerName={names[entry.job.customerId] ?? null}
          />
        ))}
      </ContractGroup>
      <ContractGroup title={t('freelancer.ended')}>
        {ended.map((entry) => (
          <FreelancerContractRow
            key={entry.job.jobID}
            entry={entry}
            customerName={names[entry.job.customerId] ?? null}
          />
        ))}
      </ContractGroup>
    </div>
  );
}

function FreelancerContractRow({
  entry,
  customerName,
}: {
  entry: FreelancerContractEntry;
  customerName: string | null;
}) {
  const { t } = useContractsT();
  const dates = useDates();
  const sitePath = useSitePath();
  const { job, proposal, milestones } = entry;
  const canMessage = useRemoteAvailable('mf_messaging') && job.jobStatus === JOB_STATUS.contract;
  return (
    <li>
      <Card
        footer={
          canMessage && (
            <div className="mp-contracts__actions">
              <Link
                className="mp-contracts__link-button"
                to={sitePath(inboxPath('freelancer', job.customerId, job.jobID))}
                aria-label={t('freelancer.messageLabel', { title: job.title })}
              >
                {t('message')}
              </Link>
              <ContractCallLink job={job} side="freelancer" />
            </div>
          )
        }
      >
        <h3 className="mp-contracts__subheading">
          <Link to={sitePath(`/freelancer/manage/${encodeURIComponent(job.jobID)}`)}>
            {job.title}
          </Link>
        </h3>
        <p className="mp-contracts__muted">
          <span className={`mp-contracts__badge mp-contracts__badge--job-${job.jobStatus}`}>
            {t(`jobStatus.${job.jobStatus}`)}
          </span>
          {customerName && ` · ${t('freelancer.customer', { name: customerName })}`}
          {proposal.acceptedAt &&
            ` · ${t('freelancer.since', { date: dates.calendar(proposal.acceptedAt) })}`}
          {job.closedAt && ` · ${t('job.endedOnDate', { date: dates.calendar(job.closedAt) })}`}
        </p>
        {job.jobStatus === JOB_STATUS.contract && (
          <NeedsLine
            statuses={milestones.map((milestone) => milestone.status)}
            side="freelancer"
            ongoing={job.contractType === CONTRACT_TYPE.payByWeekOrMonth}
          />
        )}
        <MilestoneTable
          milestones={milestones}
          caption={t('freelancer.milestonesOf', { title: job.title })}
        />
        <MilestoneTotals milestones={milestones} />
      </Card>
    </li>
  );
}
