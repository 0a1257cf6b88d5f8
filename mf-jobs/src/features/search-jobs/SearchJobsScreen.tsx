import { Link, useSearchParams } from '@mp/router';
import { freelancerPathForJob, readMoneyValue, ROLES } from '@mp/contracts';
import {
  AreaNavigation,
  MoneyField,
  SearchResults,
  useAddressSearch,
  useApi,
  useArea,
  useDates,
  useLoad,
  useResultsFocus,
} from '@mp/remote-kit';
import {
  Alert,
  Button,
  Card,
  FilterPanel,
  PageHeader,
  Pager,
  SelectField,
  TextField,
  useMoney,
  type PagerTexts,
} from '@mp/ui';
import { loadCatalog } from '../../shared/catalog';
import { formatBudget } from '../../shared/format';
import { useJobsLoadTexts } from '../../shared/load-texts';
import type { JobSummary, Service } from '../../shared/job-types';
import { StatusBadge } from '../../shared/StatusBadge';
import { useJobsT } from '../../shared/useJobsT';
import { searchJobs } from './api';
import { JobDetails } from './JobDetails';
import {
  buildJobSearchBody,
  checkFilters,
  filtersFromParams,
  paramsFromFilters,
  SEARCH_PAGE_SIZE,
  type JobSearchFilters,
} from './search-body';

const q = encodeURIComponent;

/** `/freelancer/search-jobs` (public): open jobs by text, service, budget and contract type. */
export function SearchJobsScreen() {
  const { t } = useJobsT();
  const api = useApi();
  const [params] = useSearchParams();
  const jobId = params.get('jobId');
  const catalog = useLoad((signal) => loadCatalog(api, signal), 'catalog');
  const services = catalog.data?.services ?? [];
  const skills = catalog.data?.skills ?? [];
  const withoutJob = new URLSearchParams(params);
  withoutJob.delete('jobId');
  const backTo = `?${withoutJob.toString()}`;

  return (
    <div className="mp-area mp-jobs">
      <AreaNavigation />
      <PageHeader
        heading={t('screens.searchJobs.title')}
        description={t('screens.searchJobs.description')}
      />
      {params.has('triggerStripeOnboarding') && <PaymentOnboardingPrompt />}
      {jobId ? (
        <JobDetails jobId={jobId} services={services} skills={skills} backTo={backTo} />
      ) : (
        <JobSearch services={services} />
      )}
    </div>
  );
}

function PaymentOnboardingPrompt() {
  const { t } = useJobsT();
  return (
    <Alert type="warning" title={t('searchJobs.onboardingTitle')}>
      <p>{t('searchJobs.onboardingText')}</p>
      <Link to="/freelancer/setting#payment-account">{t('searchJobs.onboardingLink')}</Link>
    </Alert>
  );
}

function JobSearch({ services }: { services: Service[] }) {
  const { t } = useJobsT();
  const api = useApi();
  const { user } = useArea();
  const money = useMoney();
  const { applied, draft, set, errors, apply, submit } = useAddressSearch({
    fromParams: filtersFromParams,
    toParams: paramsFromFilters,
    check: (filters: JobSearchFilters) => checkFilters(filters, money),
  });

  const loadTexts = useJobsLoadTexts();
  const body = buildJobSearchBody(applied, money);
  const results = useLoad(
    (signal) => searchJobs(api, body, signal),
    `${JSON.stringify(body)}|${user?.id ?? ''}`,
  );

  const { heading: resultsHeading, focusWhenLoaded } = useResultsFocus(results.status);

  const pagerTexts: PagerTexts = {
    label: t('common.pagination'),
    previous: t('common.previous'),
    next: t('common.next'),
    pageOf: (page, pages) => t('common.pageOf', { page, pages }),
  };
  const total = results.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE));

  return (
    <div className="mp-jobs__search">
      <FilterPanel
        label={t('common.filters')}
        activeCount={activeFilters(applied)}
        doneLabel={t('common.showResults')}
        closeLabel={t('common.close')}
      >
        {(close) => (
          <form
            role="search"
            aria-label={t('searchJobs.formLabel')}
            className="mp-jobs__filters"
            onSubmit={(event) => {
              if (submit(event)) close();
            }}
          >
            <TextField
              type="search"
              name="q"
              label={t('searchJobs.text')}
              value={draft.text}
              onChange={(event) => set('text', event.target.value)}
            />
            <SelectField
              name="serviceId"
              label={t('postJob.service')}
              value={draft.serviceId}
              onChange={(event) => set('serviceId', event.target.value)}
            >
              <option value="">{t('searchJobs.anyService')}</option>
              {services.map((service) => (
                <option key={service.id} value={service.id}>
                  {service.name}
                </option>
              ))}
            </SelectField>
            <MoneyField
              name="minBudget"
              label={t('searchJobs.minBudget')}
              value={readMoneyValue(draft.minBudget, money)}
              error={errors.minBudget && t(`searchJobs.errors.${errors.minBudget}`)}
              onChange={({ text }) => set('minBudget', text)}
            />
            <MoneyField
              name="maxBudget"
              label={t('searchJobs.maxBudget')}
              value={readMoneyValue(draft.maxBudget, money)}
              error={errors.maxBudget && t(`searchJobs.errors.${errors.maxBudget}`)}
              onChange={({ text }) => set('maxBudget', text)}
            />
            <SelectField
              name="contractType"
              label={t('postJob.contractType')}
              value={draft.contractType}
              onChange={(event) =>
                set('contractType', event.target.value as JobSearchFilters['contractType'])
              }
            >
              <option value="">{t('searchJobs.anyContract')}</option>
              <option value="1">{t('postJob.payByTask')}</option>
              <option value="2">{t('postJob.ongoingWork')}</option>
            </SelectField>
            <div className="mp-jobs__actions">
              <Button type="submit">{t('searchJobs.search')}</Button>
              <Button
                variant="link"
                onClick={() => apply({ ...filtersFromParams(new URLSearchParams()) })}
              >
                {t('searchJobs.clear')}
              </Button>
            </div>
          </form>
        )}
      </FilterPanel>
      <SearchResults
        id="results"
        load={results}
        total={total}
        isEmpty={(data) => data.jobs.length === 0}
        emptyAction={
          <Button
            variant="secondary"
            onClick={() => apply({ ...filtersFromParams(new URLSearchParams()) })}
          >
            {t('searchJobs.clear')}
          </Button>
        }
        heading={resultsHeading}
        headingId="mp-jobs-results"
        className="mp-jobs__results"
        statusClassName="mp-jobs__status"
        texts={{
          results: t('searchJobs.results'),
          // A capped total (docs/search.md#counts) reads "more than N".
          found: (count) =>
            results.data?.totalIsCapped === true
              ? t('searchJobs.foundMore', { count })
              : t('searchJobs.found', { count }),
          searching: t('searchJobs.searching'),
          searchFailed: t('searchJobs.searchFailed'),
          noResults: t('searchJobs.noResults'),
          noResultsHint: t('searchJobs.noResultsHint'),
        }}
        loadTexts={loadTexts}
      >
        {(data) => (
          <>
            <ul className="mp-jobs__list">
              {data.jobs.map((job) => (
                <li key={job.jobID}>
                  <JobResult
                    job={job}
                    services={services}
                    freelancer={user?.role === ROLES.freelancer}
                  />
                </li>
              ))}
            </ul>
            <Pager
              page={applied.page}
              pages={pages}
              className="mp-jobs__pager"
              texts={pagerTexts}
              onPage={(page) => {
                focusWhenLoaded();
                apply({ ...applied, page });
              }}
            />
          </>
        )}
      </SearchResults>
    </div>
  );
}

function JobResult({
  job,
  services,
  freelancer,
}: {
  job: JobSummary;
  services: Service[];
  freelancer: boolean;
}) {
  const { t } = useJobsT();
  const money = useMoney();
  const dates = useDates();
  const details = `?jobId=${q(job.jobID)}`;
  const link = (freelancer ? freelancerPathForJob(job) : null) ?? details;
  const service = services.find((entry) => entry.id === job.serviceId);
  return (
    <Card className="mp-jobs__card">
      <h3 className="mp-jobs__card-title">
        <Link to={link}>{job.title}</Link>
      </h3>
      <p className="mp-jobs__meta">
        <StatusBadge status={job.jobStatus} />
        <span>{formatBudget(t, job.budget, money.format)}</span>
        {service && <span>{service.name}</span>}
        <span>{t('searchJobs.posted', { date: dates.relative(job.createdAt) })}</span>
      </p>
      <p className="mp-jobs__excerpt">{job.description.slice(0, 240)}</p>
    </Card>
  );
}

/** How many filters narrow the search now (the phone's Filters button shows it). */
function activeFilters(filters: JobSearchFilters): number {
  return [
    filters.text,
    filters.serviceId,
    filters.minBudget,
    filters.maxBudget,
    filters.contractType,
  ].filter((value) => value !== '').length;
}
