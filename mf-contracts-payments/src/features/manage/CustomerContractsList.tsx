import { CONTRACT_TYPE, JOB_STATUS, type JobView } from '@mp/contracts';
import { Link } from '@mp/router';
import { LoadStatus, useApi, useDates, useLoad, useSitePath } from '@mp/remote-kit';
import { Card, EmptyState, useMoney } from '@mp/ui';
import { hiredFreelancers, milestoneTotals } from '../contract/format';
import { useContractLoadTexts, useContractsT } from '../contract/i18n';
import { NeedsLine } from '../milestones/NeedsLine';
import { fetchCustomerContracts } from './api';
import { ContractGroup } from './ContractGroup';

/** /customer/manage: jobs in contract, then ended ones, each linking to its overview. */
export function CustomerContractsList() {
  const http = useApi();
  const { t } = useContractsT();
  const sitePath = useSitePath();
  const load = useLoad((signal) => fetchCustomerContracts(http, signal), 'customer-contracts');
  const loadTexts = useContractLoadTexts('list');

  return (
    <LoadStatus
      load={load}
      {...loadTexts}
      isEmpty={(data) => data.current.length === 0 && data.ended.length === 0}
      empty={
        <EmptyState
          headingLevel={2}
          title={t('customer.emptyTitle')}
          description={t('customer.emptyText')}
          action={
            <Link className="mp-button mp-button--primary" to={sitePath('/customer/jobs')}>
              {t('customer.emptyAction')}
            </Link>
          }
        />
      }
    >
      {(data) => (
        <div className="mp-contracts">
          <ContractGroup title={t('customer.current')}>
            {data.current.map((job) => (
              <CustomerContractRow key={job.jobID} job={job} />
            ))}
          </ContractGroup>
          <ContractGroup title={t('customer.ended')}>
            {data.ended.map((job) => (
              <CustomerContractRow key={job.jobID} job={job} />
            ))}
          </ContractGroup>
        </div>
      )}
    </LoadStatus>
  );
}

function CustomerContractRow({ job }: { job: JobView }) {
  const { t } = useContractsT();
  const dates = useDates();
  const money = useMoney();
  const sitePath = useSitePath();
  const hired = hiredFreelancers(job);
  const milestones = hired.flatMap((entry) => entry.milestones ?? []);
  const totals = milestoneTotals(milestones);
  const path = `/customer/contract/${encodeURIComponent(job.jobID)}?mode=overview`;
  return (
    <li>
      <Card>
        <h3 className="mp-contracts__subheading">
          <Link to={sitePath(path)}>{job.title}</Link>
        </h3>
        <p className="mp-contracts__muted">
          <span className={`mp-contracts__badge mp-contracts__badge--job-${job.jobStatus}`}>
            {t(`jobStatus.${job.jobStatus}`)}
          </span>
          {hired.length > 0 &&
            ` · ${t('customer.hired', {
              names: hired.map((entry) => entry.freelancerDetails.name).join(', '),
            })}`}
          {job.closedAt && ` · ${t('job.endedOnDate', { date: dates.calendar(job.closedAt) })}`}
        </p>
        {job.jobStatus === JOB_STATUS.contract && (
          <NeedsLine
            statuses={milestones.map((milestone) => milestone.status)}
            side="customer"
            ongoing={job.contractType === CONTRACT_TYPE.payByWeekOrMonth}
          />
        )}
        <p>
          {t('summary', {
            milestones: milestones.length,
            total: money.format(totals.total),
            pending: money.format(totals.pending),
          })}
        </p>
      </Card>
    </li>
  );
}
