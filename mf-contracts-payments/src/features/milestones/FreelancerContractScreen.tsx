import {
  CLOSED_JOB_STATUSES,
  getJob,
  getPublicUser,
  JOB_STATUS,
  type ApiClient,
  type JobView,
} from '@mp/contracts';
import { Link, useParams } from '@mp/router';
import {
  AreaPage,
  httpStatus,
  LoadStatus,
  useApi,
  useLoad,
  useRemoteAvailable,
  useSitePath,
} from '@mp/remote-kit';
import { Card, EmptyState } from '@mp/ui';
import { inboxPath } from '../contract/format';
import '../contract/contracts.css';
import { ContractReviews } from '../reviews/ContractReviews';
import { ContractTypeFacts } from './ContractTypeFacts';
import { ContractWork } from './ContractWork';
import { moneyErrorText, useMilestonesT } from './i18n';

interface FreelancerContract {
  job: JobView;
  customerName: string | null;
}

/** The job of the freelancer's contract and the customer's name; null when there is no such job. */
async function fetchContract(
  http: ApiClient,
  jobId: string,
  signal: AbortSignal,
): Promise<FreelancerContract | null> {
  let job: JobView;
  try {
    job = await http.call(getJob, { params: { jobId }, signal });
  } catch (error) {
    if (httpStatus(error) === 404) return null;
    throw error;
  }
  const customer = await http
    .call(getPublicUser, { params: { id: job.customerId }, signal })
    .catch(() => null);
  return { job, customerName: customer?.name || null };
}

/** /freelancer/manage/:jobId: the freelancer's view of one contract and its milestones. */
export function FreelancerContractScreen() {
  const { jobId = '' } = useParams();
  const http = useApi();
  const { t } = useMilestonesT();
  const load = useLoad((signal) => fetchContract(http, jobId, signal), jobId);
  return (
    <AreaPage screen="freelancerContract">
      <LoadStatus
        load={load}
        loadingLabel={t('freelancerContract.loading')}
        errorTitle={t('freelancerContract.loadError')}
        errorMessage={(error) => moneyErrorText(t, { ...error, code: null, paymentCode: null })}
        retryLabel={t('work.retry')}
      >
        {(contract) => (contract ? <ContractView {...contract} /> : <ContractNotFound />)}
      </LoadStatus>
    </AreaPage>
  );
}

function ContractNotFound() {
  const { t } = useMilestonesT();
  const sitePath = useSitePath();
  return (
    <EmptyState
      headingLevel={2}
      title={t('freelancerContract.notFoundTitle')}
      description={t('freelancerContract.notFoundText')}
      action={<Link to={sitePath('/freelancer/manage')}>{t('freelancerContract.back')}</Link>}
    />
  );
}

function ContractView({ job, customerName }: FreelancerContract) {
  const { t } = useMilestonesT();
  const sitePath = useSitePath();
  const inContract = job.jobStatus === JOB_STATUS.contract;
  const canMessage = useRemoteAvailable('mf_messaging') && inContract;
  return (
    <div className="mp-contracts">
      <Card
        heading={job.title}
        headingLevel={2}
        footer={
          canMessage && (
            <Link
              className="mp-contracts__link-button"
              to={sitePath(inboxPath('freelancer', job.customerId, job.jobID))}
            >
              {t('freelancerContract.message')}
            </Link>
          )
        }
      >
        <dl className="mp-contracts__facts">
          <div>
            <dt>{t('freelancerContract.status')}</dt>
            <dd>
              <span className={`mp-contracts__badge mp-contracts__badge--job-${job.jobStatus}`}>
                {t(`freelancerContract.jobStatus.${job.jobStatus}`)}
              </span>
            </dd>
          </div>
          <ContractTypeFacts job={job} />
        </dl>
        {customerName && (
          <p className="mp-contracts__muted">
            {t('freelancerContract.customer', { name: customerName })}
          </p>
        )}
      </Card>
      <ContractWork
        contract={{ jobId: job.jobID }}
        side="freelancer"
        inContract={inContract}
        headingLevel={2}
      />
      {CLOSED_JOB_STATUSES.includes(job.jobStatus) && <ContractReviews jobId={job.jobID} />}
      <p>
        <Link to={sitePath('/freelancer/manage')}>{t('freelancerContract.back')}</Link>
      </p>
    </div>
  );
}
