import { Link } from '@mp/router';
import { FEATURES, ROLES } from '@mp/contracts';
import { AreaNavigation, LoadStatus, useApi, useArea, useDates, useLoad } from '@mp/remote-kit';
import { Card, EmptyState, Money, PageHeader } from '@mp/ui';
import type { JobView } from '../../shared/job-types';
import { useJobsLoadTexts } from '../../shared/load-texts';
import { useJobsT } from '../../shared/useJobsT';
import { inContract, loadOpenJobs, loadShifts, type Shift } from './api';

const q = encodeURIComponent;

/** `/shifts`: milestones created on job post, grouped by job, soonest first. */
export function ShiftsScreen() {
  const { t } = useJobsT();
  const { features } = useArea();
  const enabled =
    features[FEATURES.customerCreatesMilestones] === true ||
    features[FEATURES.createMilestonesOnJobPost] === true;
  return (
    <div className="mp-area mp-jobs">
      <AreaNavigation />
      <PageHeader
        heading={t('screens.shifts.title')}
        description={t('screens.shifts.description')}
      />
      {enabled ? <Shifts /> : <EmptyState title={t('shifts.unavailable')} />}
    </div>
  );
}

function groupByJob(shifts: Shift[]): Map<string, Shift[]> {
  const groups = new Map<string, Shift[]>();
  for (const shift of shifts) groups.set(shift.jobId, [...(groups.get(shift.jobId) ?? []), shift]);
  return groups;
}

function Shifts() {
  const { t } = useJobsT();
  const api = useApi();
  const { user } = useArea();
  const isCustomer = user?.role === ROLES.customer;
  const loaded = useLoad(async (signal) => {
    const [shifts, jobs] = await Promise.all([
      loadShifts(api, signal),
      isCustomer ? loadOpenJobs(api, signal) : Promise.resolve([] as JobView[]),
    ]);
    return { shifts, jobs };
  }, user?.id ?? '');
  const loadTexts = useJobsLoadTexts();
  if (!user) return <EmptyState title={t('shifts.signIn')} />;
  return (
    <LoadStatus
      load={loaded}
      loadingLabel={t('shifts.loading')}
      errorMessage={t('shifts.failed')}
      {...loadTexts}
    >
      {({ shifts, jobs }) =>
        shifts.length === 0 ? (
          <NoShifts jobs={inContract(jobs)} />
        ) : (
          <ShiftList shifts={shifts} jobs={jobs} isCustomer={isCustomer} />
        )
      }
    </LoadStatus>
  );
}

/** The shifts by job, each with its job's contract page. */
function ShiftList(props: { shifts: Shift[]; jobs: JobView[]; isCustomer: boolean }) {
  const { shifts, jobs, isCustomer } = props;
  const { t } = useJobsT();
  const dates = useDates();
  const titles = new Map(jobs.map((job) => [job.jobID, job.title]));
  return (
    <ul className="mp-jobs__list" aria-label={t('screens.shifts.title')}>
      {[...groupByJob(shifts)].map(([jobId, entries]) => (
        <li key={jobId}>
          <Card heading={titles.get(jobId) ?? t('shifts.job')} headingLevel={2}>
            <table className="mp-jobs__table">
              <thead>
                <tr>
                  <th scope="col">{t('shifts.shift')}</th>
                  <th scope="col">{t('shifts.due')}</th>
                  <th scope="col">{t('shifts.amount')}</th>
                  <th scope="col">{t('shifts.status')}</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((shift) => (
                  <tr key={shift.milestoneId}>
                    <td>{shift.title}</td>
                    <td>{dates.calendar(shift.dueDate) || t('shifts.noDate')}</td>
                    <td>{shift.amount === null ? '' : <Money minor={shift.amount} />}</td>
                    <td>{shift.status === null ? '' : t(`shifts.statuses.${shift.status}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Link
              to={
                isCustomer ? `/customer/contract/${q(jobId)}?mode=overview` : '/freelancer/manage'
              }
            >
              {t('shifts.manage')}
            </Link>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function NoShifts({ jobs }: { jobs: JobView[] }) {
  const { t } = useJobsT();
  return (
    <>
      <EmptyState title={t('shifts.none')} description={t('shifts.noneHint')} />
      {jobs.length > 0 && (
        <Card heading={t('shifts.inContract')} headingLevel={2}>
          <ul>
            {jobs.map((job) => (
              <li key={job.jobID}>
                <Link to={`/customer/contract/${q(job.jobID)}?mode=overview`}>{job.title}</Link>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </>
  );
}
