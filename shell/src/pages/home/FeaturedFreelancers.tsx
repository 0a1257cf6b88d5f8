import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@mp/router';
import {
  homepageFreelancersByService,
  type HomepageFreelancer,
  type HomepageFreelancersResponse,
  type Service,
} from '@mp/contracts';
import { useLoad } from '@mp/remote-kit';
import { Avatar, Stars, useMoney } from '@mp/ui';
import { useSession } from '../../features/session/context';
import { CardsSkeleton } from './Skeletons';

export const FEATURED_FREELANCERS_SHOWN = 8;

/** Each freelancer once, in the order the homepage search ranks them, at most `limit`. */
export function featuredFreelancers(
  answer: HomepageFreelancersResponse,
  limit = FEATURED_FREELANCERS_SHOWN,
): HomepageFreelancer[] {
  const seen = new Set<string>();
  const out: HomepageFreelancer[] = [];
  const rounds = Math.max(0, ...answer.services.map((entry) => entry.freelancers.length));
  // Round robin over the services, so the first cards show several services' best.
  for (let round = 0; round < rounds && out.length < limit; round += 1) {
    for (const entry of answer.services) {
      const freelancer = entry.freelancers[round];
      if (!freelancer || seen.has(freelancer.userId)) continue;
      seen.add(freelancer.userId);
      out.push(freelancer);
      if (out.length === limit) break;
    }
  }
  return out;
}

function FreelancerCard({
  freelancer,
  serviceNames,
}: {
  freelancer: HomepageFreelancer;
  serviceNames: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const services = freelancer.services
    .map((id) => serviceNames.get(id))
    .filter((name): name is string => name !== undefined);
  return (
    <li className="mp-home-card mp-home-card--person">
      <Avatar name={freelancer.name} src={freelancer.profilePicture} size={64} decorative />
      <h3 className="mp-home-card__title">
        <Link
          className="mp-home-card__link"
          to={`/freelancer/profile/${encodeURIComponent(freelancer.username)}`}
        >
          {freelancer.name}
        </Link>
      </h3>
      {freelancer.title ? <p className="mp-home-card__text">{freelancer.title}</p> : null}
      {services.length > 0 ? (
        <p className="mp-home-card__meta">
          <span className="mp-visually-hidden">{t('home.freelancers.services')} </span>
          {services.join(' · ')}
        </p>
      ) : null}
      {freelancer.rating.average !== null ? (
        <p className="mp-home-card__meta">
          <Stars
            value={freelancer.rating.average}
            label={t('home.freelancers.rating', {
              value: freelancer.rating.average,
              count: freelancer.rating.count,
            })}
          />
        </p>
      ) : null}
      {freelancer.hourlyRate !== null ? (
        <p className="mp-home-card__price">
          {t('home.freelancers.rate', { rate: money.format(freelancer.hourlyRate) })}
        </p>
      ) : null}
    </li>
  );
}

/** The homepage search's best freelancers across the tenant's services, each opening a profile. */
export function FeaturedFreelancers({ services }: { services: readonly Service[] }) {
  const { t } = useTranslation();
  const { http } = useSession();
  const headingId = useId();
  const found = useLoad(
    (signal) => http.call(homepageFreelancersByService, { body: {}, signal }),
    'featured-freelancers',
  );
  const serviceNames = new Map(services.map((service) => [service.id, service.name]));
  const heading = <h2 id={headingId}>{t('home.freelancers.heading')}</h2>;
  if (found.status === 'loading')
    return (
      <section className="mp-home-section" aria-labelledby={headingId}>
        {heading}
        <CardsSkeleton count={4} variant="person" />
      </section>
    );
  const freelancers = found.data ? featuredFreelancers(found.data) : [];
  if (freelancers.length === 0) return null;
  return (
    <section
      className="mp-home-section"
      aria-labelledby={headingId}
      data-testid="featured-freelancers"
    >
      {heading}
      <ul className="mp-home-grid mp-home-grid--person">
        {freelancers.map((freelancer) => (
          <FreelancerCard
            key={freelancer.userId}
            freelancer={freelancer}
            serviceNames={serviceNames}
          />
        ))}
      </ul>
    </section>
  );
}
