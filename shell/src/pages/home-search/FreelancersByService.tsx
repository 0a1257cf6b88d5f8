import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@mp/router';
import {
  homepageFreelancersByService,
  listServices,
  type PublicProfile,
  type Service,
} from '@mp/contracts';
import { isAbort, useLoad } from '@mp/remote-kit';
import { Button, EmptyState, ErrorState, Spinner, useMoney } from '@mp/ui';
import { useSession } from '../../features/session/context';

type Load<T> =
  { state: 'idle' } | { state: 'loading' } | { state: 'failed' } | { state: 'done'; data: T };

interface Found {
  service: Service;
  freelancers: PublicProfile[];
}

/** The homepage route for one service; a newer search cancels the one in flight. */
function useFreelancerSearch(): [Load<Found>, (service: Service) => void, () => void] {
  const { http } = useSession();
  const [found, setFound] = useState<Load<Found>>({ state: 'idle' });
  const inFlight = useRef<AbortController | null>(null);
  const last = useRef<Service | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);
  const search = useCallback(
    (service: Service) => {
      last.current = service;
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      setFound({ state: 'loading' });
      http
        .call(homepageFreelancersByService, {
          body: { serviceId: service.id },
          signal: controller.signal,
        })
        .then((answer) => {
          const entry = answer.services.find((item) => item.serviceId === service.id);
          setFound({ state: 'done', data: { service, freelancers: entry?.freelancers ?? [] } });
        })
        .catch((error: unknown) => {
          if (!isAbort(error)) setFound({ state: 'failed' });
        });
    },
    [http],
  );
  const retry = useCallback(() => {
    if (last.current) search(last.current);
  }, [search]);
  return [found, search, retry];
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

function FreelancerItem({ freelancer }: { freelancer: PublicProfile }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <li className="mp-home-search__freelancer">
      {freelancer.profilePicture ? (
        <img
          className="mp-home-search__picture"
          src={freelancer.profilePicture}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className="mp-home-search__picture" aria-hidden="true">
          {initials(freelancer.name)}
        </span>
      )}
      <div className="mp-home-search__who">
        <h4 className="mp-home-search__name">
          <Link to={`/freelancer/profile/${encodeURIComponent(freelancer.username)}`}>
            {freelancer.name}
          </Link>
        </h4>
        {freelancer.title ? <p className="mp-home-search__title">{freelancer.title}</p> : null}
        {freelancer.hourlyRate !== null ? (
          <p className="mp-home-search__rate">
            {t('home.byService.rate', { rate: money.format(freelancer.hourlyRate) })}
          </p>
        ) : null}
      </div>
    </li>
  );
}

function Results({ found, onRetry }: { found: Load<Found>; onRetry: () => void }) {
  const { t } = useTranslation();
  if (found.state === 'idle') return null;
  if (found.state === 'loading')
    return <Spinner label={t('home.byService.loadingResults')} size="small" />;
  if (found.state === 'failed')
    return (
      <ErrorState
        message={t('home.byService.resultsFailed')}
        onRetry={onRetry}
        retryLabel={t('home.byService.retry')}
      />
    );
  const { service, freelancers } = found.data;
  if (freelancers.length === 0)
    return (
      <EmptyState
        headingLevel={3}
        title={t('home.byService.empty', { service: service.name })}
        description={t('home.byService.emptyHint')}
      />
    );
  return (
    <>
      <h3 className="mp-home-search__found">
        {t('home.byService.found', { service: service.name })}
      </h3>
      <p className="mp-visually-hidden">
        {t('home.byService.count', { count: freelancers.length })}
      </p>
      <ul className="mp-home-search__list">
        {freelancers.map((freelancer) => (
          <FreelancerItem key={freelancer.userId} freelancer={freelancer} />
        ))}
      </ul>
      <p className="mp-home-search__all">
        <Link to={`/freelancers/${encodeURIComponent(service.slug)}`}>
          {t('home.byService.seeAll', { service: service.name })}
        </Link>
      </p>
    </>
  );
}

/**
 * The home page's "Find freelancers by service": the tenant's services, and the top freelancers
 * of the chosen one from the homepage search route. Loaded as its own chunk after first paint.
 */
export function FreelancersByService() {
  const { t } = useTranslation();
  const selectId = useId();
  const { http } = useSession();
  const services = useLoad((signal) => http.call(listServices, { signal }), 'services');
  const [found, search, retrySearch] = useFreelancerSearch();
  const [chosen, setChosen] = useState('');
  const list = services.data ?? [];
  const selected = list.find((service) => service.id === chosen) ?? list[0];

  if (services.status === 'loading')
    return <Spinner label={t('home.byService.loadingServices')} size="small" />;
  if (services.status === 'error')
    return (
      <ErrorState
        message={t('home.byService.servicesFailed')}
        onRetry={services.reload}
        retryLabel={t('home.byService.retry')}
      />
    );
  if (!selected) return <p className="mp-muted">{t('home.byService.noServices')}</p>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(selected);
  };
  return (
    <>
      <form className="mp-home-search__form" onSubmit={submit}>
        <label htmlFor={selectId}>{t('home.byService.serviceLabel')}</label>
        <select
          id={selectId}
          value={selected.id}
          onChange={(event) => setChosen(event.target.value)}
        >
          {list.map((service) => (
            <option key={service.id} value={service.id}>
              {service.name}
            </option>
          ))}
        </select>
        <Button
          type="submit"
          loading={found.state === 'loading'}
          loadingLabel={t('home.byService.searching')}
        >
          {t('home.byService.search')}
        </Button>
      </form>
      <div
        className="mp-home-search__results"
        aria-live="polite"
        aria-busy={found.state === 'loading'}
        data-testid="home-search-results"
      >
        <Results found={found} onRetry={retrySearch} />
      </div>
    </>
  );
}
