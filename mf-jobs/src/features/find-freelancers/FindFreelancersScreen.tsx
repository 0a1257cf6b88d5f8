import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from '@mp/router';
import {
  FEATURES,
  ROLES,
  type FreelancerSearchSort,
  type Proposal,
  type PublicProfile,
} from '@mp/contracts';
import {
  AreaNavigation,
  LoadStatus,
  useApi,
  useArea,
  useLoad,
  useRemoteAvailable,
} from '@mp/remote-kit';
import {
  Button,
  EmptyState,
  ErrorState,
  FilterPanel,
  LoadingSkeleton,
  PageHeader,
  SelectField,
  TextField,
} from '@mp/ui';
import { loadCatalog } from '../../shared/catalog';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { useJobsLoadTexts } from '../../shared/load-texts';
import { CheckboxField } from '../../shared/fields';
import type { Service } from '../../shared/job-types';
import { useJobsT } from '../../shared/useJobsT';
import {
  freelancersOfService,
  jobWithFreelancers,
  loadAgencies,
  openJobs,
  publicFreelancer,
} from './api';
import { FreelancerCard } from './FreelancerCard';
import { useFavourites, useInvitations } from './useCustomerTools';
import { useFreelancerResults, type FreelancerResult } from './useFreelancerResults';
import { withBuildLabel } from '../../shared/build-label';

export type FindFreelancersScreenVariant = 'findFreelancers' | 'serviceFreelancers';

const q = encodeURIComponent;

export function FindFreelancersScreen({ variant }: { variant: FindFreelancersScreenVariant }) {
  return (
    <div className="mp-area mp-jobs">
      <AreaNavigation />
      {variant === 'serviceFreelancers' ? <ServiceFreelancers /> : <FreelancerSearch />}
    </div>
  );
}

function useServices() {
  const api = useApi();
  return useLoad((signal) => loadCatalog(api, signal), 'catalog');
}

/** `/customer/cl-search`: freelancers near the default map centre, or matched to one job. */
function FreelancerSearch() {
  const { t } = useJobsT();
  const { user, features } = useArea();
  const [params, setParams] = useSearchParams();
  const catalog = useServices();
  const services = catalog.data?.services ?? [];
  const jobId = params.get('jobId');
  const isCustomer = user?.role === ROLES.customer;
  const proposalsMode = params.get('mode') === 'proposals' && jobId !== null;
  /** `user`: the freelancer the link is about (docs/search.md#the-user-query). */
  const selectedUserId = params.get('user');

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };

  return (
    <>
      <PageHeader
        heading={t('screens.findFreelancers.title')}
        description={t('screens.findFreelancers.description')}
      />
      {isCustomer && (
        <JobPicker jobId={jobId} onChange={(id) => update({ jobId: id, mode: null })} />
      )}
      {jobId && isCustomer && (
        <nav aria-label={t('freelancers.views')} className="mp-jobs__tabs">
          <Link to={`?jobId=${q(jobId)}`} aria-current={proposalsMode ? undefined : 'page'}>
            {t('freelancers.matching')}
          </Link>
          <Link
            to={`?jobId=${q(jobId)}&mode=proposals`}
            aria-current={proposalsMode ? 'page' : undefined}
          >
            {t('freelancers.proposalsOfJob')}
          </Link>
        </nav>
      )}
      {proposalsMode && jobId ? (
        <JobProposals jobId={jobId} services={services} selectedUserId={selectedUserId} />
      ) : (
        <FreelancerResults
          selectedUserId={selectedUserId}
          onClearSelected={() => update({ user: null })}
          jobId={jobId}
          services={services}
          advanced={features[FEATURES.advancedSearchFl] === true}
          hideZeroMatch={features[FEATURES.hide0MatchFreelancers] === true}
        />
      )}
    </>
  );
}

function JobPicker({
  jobId,
  onChange,
}: {
  jobId: string | null;
  onChange: (jobId: string | null) => void;
}) {
  const { t } = useJobsT();
  const api = useApi();
  const jobs = useLoad((signal) => openJobs(api, signal), 'open-jobs');
  const list = jobs.data ?? [];
  const known = jobId === null || list.some((job) => job.jobID === jobId);
  return (
    <div className="mp-jobs__toolbar">
      <SelectField
        label={t('freelancers.forJob')}
        hint={jobs.status === 'error' ? t('freelancers.jobsFailed') : t('freelancers.forJobHint')}
        value={jobId ?? ''}
        disabled={jobs.status === 'loading'}
        onChange={(event) => onChange(event.target.value || null)}
      >
        <option value="">{t('freelancers.noJob')}</option>
        {!known && jobId && <option value={jobId}>{t('freelancers.thisJob')}</option>}
        {list.map((job) => (
          <option key={job.jobID} value={job.jobID}>
            {job.title}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

function parseServices(value: string | null): string[] {
  return (value ?? '').split(',').filter(Boolean);
}

interface ResultsProps {
  selectedUserId: string | null;
  onClearSelected: () => void;
  jobId: string | null;
  services: Service[];
  advanced: boolean;
  hideZeroMatch: boolean;
}

function FreelancerResults(props: ResultsProps) {
  const { jobId, services, advanced, hideZeroMatch, selectedUserId } = props;
  const { t } = useJobsT();
  const { user } = useArea();
  const [params, setParams] = useSearchParams();
  const serviceIds = parseServices(params.get('services'));
  const text = advanced && !jobId ? (params.get('q') ?? '') : '';
  const [draftText, setDraftText] = useState(text);
  const isCustomer = user?.role === ROLES.customer;
  const nearbySearch = isCustomer || user?.role === ROLES.administrator;
  const sortable = nearbySearch && !jobId && text === '';
  // The agency filter narrows the nearby searches; the text search has no agency field.
  const agencyFilter = nearbySearch && text === '';
  const agencyId = agencyFilter ? params.get('agency') : null;
  const sort: FreelancerSearchSort =
    sortable && params.get('sort') === 'bestRated' ? 'bestRated' : 'nearest';
  const results = useFreelancerResults({
    jobId: nearbySearch ? jobId : null,
    serviceIds,
    text,
    signedIn: user !== null,
    nearbySearch,
    agencyId,
    sort,
  });
  const favourites = useFavourites(isCustomer);
  const invitations = useInvitations(isCustomer ? jobId : null);
  // The same actions on every card: the linked freelancer's and each result's.
  const actionsFor = (freelancer: FreelancerResult) =>
    isCustomer ? (
      <CustomerActions
        freelancer={freelancer}
        jobId={jobId}
        favourite={favourites.ids.has(freelancer.userId)}
        favouriteBusy={favourites.busy.has(freelancer.userId)}
        onFavourite={() => void favourites.toggle(freelancer.userId)}
        invite={invitations.states[freelancer.userId]}
        onInvite={() => void invitations.invite(freelancer.userId)}
      />
    ) : undefined;

  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next);
  };
  const toggleService = (id: string, on: boolean) =>
    setParam(
      'services',
      (on ? [...serviceIds, id] : serviceIds.filter((entry) => entry !== id)).join(','),
    );
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setParam('q', draftText.trim());
  };

  const shown =
    hideZeroMatch && jobId
      ? results.items.filter((item) => (item.matchScore ?? 1) > 0)
      : results.items;
  const hidden = results.items.length - shown.length;

  return (
    <div className="mp-jobs__search">
      <FilterPanel
        label={t('common.filters')}
        activeCount={serviceIds.length + (text ? 1 : 0) + (agencyId ? 1 : 0)}
        doneLabel={t('common.showResults')}
        closeLabel={t('common.close')}
        className="mp-jobs__filters"
      >
        {(close) => (
          <>
            {advanced && !jobId && (
              <form
                role="search"
                aria-label={t('freelancers.advanced')}
                onSubmit={(event) => {
                  onSearch(event);
                  close();
                }}
              >
                <TextField
                  type="search"
                  label={t('freelancers.keywords')}
                  hint={t('freelancers.keywordsHint')}
                  value={draftText}
                  onChange={(event) => setDraftText(event.target.value)}
                />
                <Button type="submit">{t('searchJobs.search')}</Button>
              </form>
            )}
            {agencyFilter && (
              <AgencyFilter value={agencyId} onChange={(id) => setParam('agency', id)} />
            )}
            <fieldset className="mp-jobs__fieldset">
              <legend className="mp-field__label">{t('freelancers.services')}</legend>
              {services.map((service) => (
                <CheckboxField
                  key={service.id}
                  label={service.name}
                  checked={serviceIds.includes(service.id)}
                  onChange={(on) => toggleService(service.id, on)}
                />
              ))}
            </fieldset>
          </>
        )}
      </FilterPanel>
      <section aria-labelledby="mp-jobs-fl-results" className="mp-jobs__results">
        <h2 id="mp-jobs-fl-results" className="mp-visually-hidden">
          {t('freelancers.results')}
        </h2>
        {sortable && (
          <div className="mp-jobs__toolbar">
            <SelectField
              label={t('freelancers.sort')}
              value={sort}
              onChange={(event) =>
                setParam('sort', event.target.value === 'bestRated' ? 'bestRated' : '')
              }
            >
              <option value="nearest">{t('freelancers.sortNearest')}</option>
              <option value="bestRated">{t('freelancers.sortBestRated')}</option>
            </SelectField>
          </div>
        )}
        <p aria-live="polite" className="mp-jobs__status">
          {!results.loading && !results.error
            ? t('freelancers.found', { count: results.total })
            : ''}
          {hidden > 0 ? ` ${t('freelancers.hiddenZeroMatch', { count: hidden })}` : ''}
        </p>
        <ErrorAlert error={favourites.error ?? invitations.error} />
        {selectedUserId && (
          <SelectedFreelancer
            userId={selectedUserId}
            services={services}
            onClear={props.onClearSelected}
            actions={actionsFor}
          />
        )}
        {results.error && (
          <ErrorState
            title={t(`errors.${results.error.kind}`)}
            message={
              results.error.kind === 'notFound'
                ? t('freelancers.jobNotFound')
                : t('freelancers.searchFailed')
            }
            retryLabel={t('common.retry')}
            onRetry={results.retry}
          />
        )}
        {!results.loading && !results.error && shown.length === 0 && (
          <EmptyState
            title={t('freelancers.none')}
            description={t('freelancers.noneHint')}
            action={
              (serviceIds.length > 0 || text !== '' || agencyId !== null) && (
                <Button
                  variant="secondary"
                  onClick={() => {
                    const next = new URLSearchParams(params);
                    next.delete('services');
                    next.delete('q');
                    next.delete('agency');
                    setDraftText('');
                    setParams(next);
                  }}
                >
                  {t('freelancers.showAll')}
                </Button>
              )
            }
          />
        )}
        <ul className="mp-jobs__grid">
          {shown.map((freelancer) => (
            <li key={freelancer.userId}>
              <FreelancerCard
                freelancer={freelancer}
                services={services}
                actions={actionsFor(freelancer)}
              />
            </li>
          ))}
        </ul>
        {results.loading && shown.length === 0 && (
          <LoadingSkeleton label={t('freelancers.loading')} layout="detail" />
        )}
        {/* Kept while the next page loads, so keyboard focus stays on it. */}
        {results.next !== null && shown.length > 0 && (
          <Button
            variant="secondary"
            loading={results.loading}
            loadingLabel={t('freelancers.loading')}
            onClick={results.more}
          >
            {t('freelancers.more')}
          </Button>
        )}
      </section>
    </div>
  );
}

/** The freelancer a `?user=` link names, shown first with the same actions as a result. */
function SelectedFreelancer(props: {
  userId: string;
  services: Service[];
  onClear: () => void;
  actions: (freelancer: FreelancerResult) => ReactNode;
}) {
  const { t } = useJobsT();
  const api = useApi();
  const loadTexts = useJobsLoadTexts();
  const loaded = useLoad((signal) => publicFreelancer(api, props.userId, signal), props.userId);
  return (
    <section aria-labelledby="mp-jobs-selected" className="mp-jobs__selected">
      <h2 id="mp-jobs-selected">{t('freelancers.selected')}</h2>
      <LoadStatus
        load={loaded}
        loadingLabel={t('freelancers.loadingSelected')}
        errorMessage={t('freelancers.selectedFailed')}
        {...loadTexts}
        isEmpty={(freelancer) => freelancer === null}
        empty={<EmptyState title={t('freelancers.selectedMissing')} />}
      >
        {(freelancer) =>
          freelancer && (
            <FreelancerCard
              freelancer={freelancer}
              services={props.services}
              actions={props.actions(freelancer)}
            />
          )
        }
      </LoadStatus>
      <Button variant="link" onClick={props.onClear}>
        {t('freelancers.clearSelected')}
      </Button>
    </section>
  );
}

/** Narrows the search to one agency (docs/search.md#agency-filter); hidden when there is none. */
function AgencyFilter({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (agencyId: string) => void;
}) {
  const { t } = useJobsT();
  const api = useApi();
  const agencies = useLoad((signal) => loadAgencies(api, signal), 'agencies');
  const list = agencies.data ?? [];
  if (agencies.status === 'ready' && list.length === 0 && !value) return null;
  return (
    <SelectField
      label={t('freelancers.agency')}
      hint={agencies.status === 'error' ? t('freelancers.agenciesFailed') : undefined}
      value={value ?? ''}
      disabled={agencies.status === 'loading'}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{t('freelancers.anyAgency')}</option>
      {value && !list.some((agency) => agency.id === value) && (
        <option value={value}>{t('freelancers.agencyFromLink')}</option>
      )}
      {list.map((agency) => (
        <option key={agency.id} value={agency.id}>
          {t('freelancers.agencyOption', { name: agency.name, count: agency.memberCount })}
        </option>
      ))}
    </SelectField>
  );
}

interface CustomerActionsProps {
  freelancer: FreelancerResult;
  jobId: string | null;
  favourite: boolean;
  favouriteBusy: boolean;
  onFavourite: () => void;
  invite: string | undefined;
  onInvite: () => void;
}

function CustomerActions(props: CustomerActionsProps) {
  const { t } = useJobsT();
  const { freelancer, jobId, invite } = props;
  const invited = invite === 'sent' || invite === 'already';
  const canMessage = useRemoteAvailable('mf_messaging');
  return (
    <>
      <Button
        variant="secondary"
        aria-pressed={props.favourite}
        loading={props.favouriteBusy}
        onClick={props.onFavourite}
      >
        <span aria-hidden="true">{props.favourite ? '★ ' : '☆ '}</span>
        {t(props.favourite ? 'freelancers.favourite' : 'freelancers.addFavourite')}
        <span className="mp-visually-hidden"> {freelancer.name}</span>
      </Button>
      {canMessage && (
        <Link
          className="mp-button mp-button--secondary"
          to={`/customer/inbox?${new URLSearchParams({
            freelancerId: freelancer.userId,
            ...(jobId ? { jobId } : {}),
          }).toString()}`}
        >
          {t('freelancers.message')}
          <span className="mp-visually-hidden"> {freelancer.name}</span>
        </Link>
      )}
      {jobId && (
        <Button
          variant="primary"
          loading={invite === 'sending'}
          aria-disabled={invited || undefined}
          onClick={() => !invited && props.onInvite()}
        >
          {invited
            ? t(invite === 'sent' ? 'freelancers.invited' : 'freelancers.alreadyInvited')
            : t('freelancers.invite')}
          <span className="mp-visually-hidden"> {freelancer.name}</span>
        </Button>
      )}
    </>
  );
}

function proposalLabelKey(proposal: Pick<Proposal, 'status' | 'offerStatus'>) {
  const offer = proposal.offerStatus ?? (proposal.status === 4 ? 1 : proposal.status === 5 ? 5 : 0);
  return `freelancers.offer.${offer}` as const;
}

/** `mode=proposals`: who sent a proposal to the job, linking to the full proposals page. */
function JobProposals({
  jobId,
  services,
  selectedUserId,
}: {
  jobId: string;
  services: Service[];
  selectedUserId: string | null;
}) {
  const { t } = useJobsT();
  const api = useApi();
  const loadTexts = useJobsLoadTexts();
  const loaded = useLoad((signal) => jobWithFreelancers(api, jobId, signal), jobId);
  return (
    <LoadStatus
      load={loaded}
      loadingLabel={t('freelancers.loadingProposals')}
      errorMessage={t('freelancers.proposalsFailed')}
      {...loadTexts}
    >
      {(answer) => (
        <JobProposalsList
          jobId={jobId}
          answer={answer}
          services={services}
          selectedUserId={selectedUserId}
        />
      )}
    </LoadStatus>
  );
}

/** Who sent a proposal to the job, as the answer lists them. */
function JobProposalsList(props: {
  jobId: string;
  answer: Awaited<ReturnType<typeof jobWithFreelancers>>;
  services: Service[];
  selectedUserId: string | null;
}) {
  const { jobId, answer, services } = props;
  const { t } = useJobsT();
  const job = answer.jobs.find((entry) => entry.jobID === jobId) ?? answer.jobs[0];
  // The freelancer a `?user=` link names comes first, marked as the current one.
  const entries = (job?.freelancers ?? [])
    .filter((entry) => entry.proposal !== null)
    .sort(
      (a, b) =>
        Number(b.freelancerDetails.userId === props.selectedUserId) -
        Number(a.freelancerDetails.userId === props.selectedUserId),
    );
  return (
    <section aria-labelledby="mp-jobs-proposals" className="mp-jobs__results">
      <h2 id="mp-jobs-proposals">{t('freelancers.proposalsFor', { title: job?.title ?? '' })}</h2>
      <p>
        <Link to={`/customer/list-all-proposals?jobId=${q(jobId)}`}>
          {t('freelancers.reviewProposals')}
        </Link>
      </p>
      {entries.length === 0 ? (
        <EmptyState
          title={t('freelancers.noProposals')}
          description={t('freelancers.noProposalsHint')}
        />
      ) : (
        <ul className="mp-jobs__grid">
          {entries.map(({ freelancerDetails, proposal }) => (
            <li
              key={freelancerDetails.userId}
              aria-current={freelancerDetails.userId === props.selectedUserId || undefined}
            >
              <FreelancerCard
                freelancer={freelancerDetails as PublicProfile}
                services={services}
                extra={
                  proposal && (
                    <p className="mp-jobs__meta">
                      <span className="mp-jobs__badge">{t(proposalLabelKey(proposal))}</span>
                      {proposal.isShortListed && <span>{t('freelancers.shortlisted')}</span>}
                      {freelancerDetails.userId === props.selectedUserId && (
                        <span className="mp-jobs__badge">{t('freelancers.selectedBadge')}</span>
                      )}
                    </p>
                  )
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** `/freelancers/{serviceName}`: the freelancers of one service, by the service's slug. */
/** Whether a freelancer's location names the place asked for (docs/home.md#hero-search). */
export function isInPlace(freelancer: Pick<PublicProfile, 'location'>, place: string): boolean {
  const wanted = place.trim().toLocaleLowerCase();
  return wanted === '' || freelancer.location.toLocaleLowerCase().includes(wanted);
}

function ServiceFreelancers() {
  const { t } = useJobsT();
  const api = useApi();
  const { serviceName = '' } = useParams();
  const [params] = useSearchParams();
  const place = (params.get('place') ?? '').trim();
  const loadTexts = useJobsLoadTexts();
  const loaded = useLoad(async (signal) => {
    const { services } = await loadCatalog(api, signal);
    const service = services.find((entry) => entry.slug === serviceName) ?? null;
    if (!service) return { service, services, freelancers: [] as PublicProfile[] };
    const answer = await freelancersOfService(api, service.id, signal);
    const group = answer.services.find((entry) => entry.serviceId === service.id);
    return { service, services, freelancers: group?.freelancers ?? [] };
  }, serviceName);
  const name = loaded.data?.service?.name ?? serviceName;
  return (
    <>
      <PageHeader
        heading={withBuildLabel(t('screens.serviceFreelancers.title', { serviceName: name }))}
        description={
          place
            ? t('freelancers.inPlace', { place })
            : t('screens.serviceFreelancers.description', { serviceName: name })
        }
      />
      <LoadStatus
        load={loaded}
        loadingLabel={t('freelancers.loading')}
        errorMessage={t('freelancers.searchFailed')}
        {...loadTexts}
        isEmpty={(data) => !data.service}
        empty={
          <EmptyState
            title={t('freelancers.unknownService', { serviceName })}
            action={<Link to="/customer/cl-search">{t('screens.findFreelancers.title')}</Link>}
          />
        }
      >
        {({ freelancers: all, services }) => {
          const freelancers = all.filter((freelancer) => isInPlace(freelancer, place));
          const everywhere = place ? (
            <Link to={`/freelancers/${encodeURIComponent(serviceName)}`}>
              {t('freelancers.allPlaces', { serviceName: name })}
            </Link>
          ) : undefined;
          return (
            <section aria-labelledby="mp-jobs-service-results">
              <h2 id="mp-jobs-service-results" className="mp-visually-hidden">
                {t('freelancers.results')}
              </h2>
              <p aria-live="polite">{t('freelancers.found', { count: freelancers.length })}</p>
              {freelancers.length === 0 ? (
                <EmptyState
                  title={
                    place
                      ? t('freelancers.noneInPlace', { serviceName: name, place })
                      : t('freelancers.none')
                  }
                  action={everywhere}
                />
              ) : (
                <>
                  <ul className="mp-jobs__grid">
                    {freelancers.map((freelancer) => (
                      <li key={freelancer.userId}>
                        <FreelancerCard freelancer={freelancer} services={services} />
                      </li>
                    ))}
                  </ul>
                  {everywhere ? <p>{everywhere}</p> : null}
                </>
              )}
            </section>
          );
        }}
      </LoadStatus>
    </>
  );
}
