import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@mp/router';
import { ROLES, type Service } from '@mp/contracts';
import type { LoadState } from '@mp/remote-kit';
import { Button, SelectField, TextField } from '@mp/ui';
import { useShell } from '../../shell-context';

export type ServicesLoad = LoadState<Service[]>;

/** `/freelancers/{serviceName}`, narrowed to a place when one is given (docs/home.md#hero-search). */
export function freelancersPath(service: Pick<Service, 'slug'>, place = ''): string {
  const path = `/freelancers/${encodeURIComponent(service.slug)}`;
  const where = place.trim();
  return where ? `${path}?${new URLSearchParams({ place: where }).toString()}` : path;
}

/** `/freelancer/search-jobs` with the words and service a freelancer is looking for. */
export function jobSearchPath(words: string, serviceId: string): string {
  const query = new URLSearchParams();
  if (words.trim()) query.set('q', words.trim());
  if (serviceId) query.set('serviceId', serviceId);
  const text = query.toString();
  return text ? `/freelancer/search-jobs?${text}` : '/freelancer/search-jobs';
}

function ServiceOptions({ services, anyLabel }: { services: ServicesLoad; anyLabel?: string }) {
  const { t } = useTranslation();
  if (services.status === 'loading' && !services.data)
    return <option value="">{t('home.search.loadingServices')}</option>;
  return (
    <>
      {anyLabel ? <option value="">{anyLabel}</option> : null}
      {(services.data ?? []).map((service) => (
        <option key={service.id} value={service.id}>
          {service.name}
        </option>
      ))}
    </>
  );
}

/** Signed out, customers and administrators: a service and an optional place. */
function FreelancerSearchForm({ services }: { services: ServicesLoad }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = services.data ?? [];
  const [chosen, setChosen] = useState('');
  const [place, setPlace] = useState('');
  const service = list.find((entry) => entry.id === chosen) ?? list[0];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (service) navigate(freelancersPath(service, place));
  };
  return (
    <form
      className="mp-home-search"
      role="search"
      aria-label={t('home.search.freelancersLabel')}
      onSubmit={submit}
    >
      <SelectField
        label={t('home.search.service')}
        value={service?.id ?? ''}
        onChange={(event) => setChosen(event.target.value)}
        disabled={list.length === 0}
      >
        <ServiceOptions services={services} />
      </SelectField>
      <TextField
        label={t('home.search.place')}
        placeholder={t('home.search.placePlaceholder')}
        value={place}
        onChange={(event) => setPlace(event.target.value)}
        autoComplete="address-level2"
        maxLength={100}
      />
      <Button type="submit" disabled={!service}>
        {t('home.search.findFreelancers')}
      </Button>
    </form>
  );
}

/** Freelancers: words to look for in open jobs, and optionally a service. */
function JobSearchForm({ services }: { services: ServicesLoad }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [words, setWords] = useState('');
  const [serviceId, setServiceId] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(jobSearchPath(words, serviceId));
  };
  return (
    <form
      className="mp-home-search"
      role="search"
      aria-label={t('home.search.jobsLabel')}
      onSubmit={submit}
    >
      <TextField
        label={t('home.search.words')}
        placeholder={t('home.search.wordsPlaceholder')}
        value={words}
        onChange={(event) => setWords(event.target.value)}
        maxLength={200}
      />
      <SelectField
        label={t('home.search.service')}
        value={serviceId}
        onChange={(event) => setServiceId(event.target.value)}
      >
        <ServiceOptions services={services} anyLabel={t('home.search.anyService')} />
      </SelectField>
      <Button type="submit">{t('home.search.findJobs')}</Button>
    </form>
  );
}

/** The hero's search box: freelancers search jobs, everyone else searches freelancers. */
export function HeroSearch({ services }: { services: ServicesLoad }) {
  const { user } = useShell();
  return user?.role === ROLES.freelancer ? (
    <JobSearchForm services={services} />
  ) : (
    <FreelancerSearchForm services={services} />
  );
}
