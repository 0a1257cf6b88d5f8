import type { ReactNode } from 'react';
import { Link } from '@mp/router';
import type { FreelancerAgency, PublicProfile, RatingSummary } from '@mp/contracts';
import { Card, Stars, useMoney, VerifiedBadge } from '@mp/ui';
import type { Service } from '../../shared/job-types';
import { useJobsT } from '../../shared/useJobsT';

export interface FreelancerCardProps {
  freelancer: PublicProfile & {
    distanceKm?: number | null;
    matchScore?: number;
    rating?: RatingSummary;
    agency?: FreelancerAgency | null;
  };
  services: Service[];
  actions?: ReactNode;
  extra?: ReactNode;
}

/** One freelancer: name linking to the profile, title, place, rate, services and match. */
export function FreelancerCard({ freelancer, services, actions, extra }: FreelancerCardProps) {
  const { t } = useJobsT();
  const money = useMoney();
  const serviceNames = freelancer.services
    .map((id) => services.find((service) => service.id === id)?.name)
    .filter((name): name is string => Boolean(name));
  return (
    <Card className="mp-jobs__card mp-jobs__freelancer">
      <h3 className="mp-jobs__card-title">
        <Link to={`/freelancer/profile/${encodeURIComponent(freelancer.username)}`}>
          {freelancer.name}
        </Link>
      </h3>
      {freelancer.verified && <VerifiedBadge label={t('freelancers.verified')} />}
      {freelancer.title && <p className="mp-jobs__muted">{freelancer.title}</p>}
      {freelancer.agency && (
        <p className="mp-jobs__meta">
          <span className="mp-jobs__badge">
            {t(
              freelancer.agency.role === 'owner'
                ? 'freelancers.agencyOwner'
                : 'freelancers.agencyMember',
              { name: freelancer.agency.name },
            )}
          </span>
        </p>
      )}
      {freelancer.rating && <RatingLine rating={freelancer.rating} />}
      <p className="mp-jobs__meta">
        {freelancer.matchScore !== undefined && (
          <span className="mp-jobs__badge mp-jobs__badge--match">
            {t('freelancers.match', { score: freelancer.matchScore })}
          </span>
        )}
        {freelancer.location && <span>{freelancer.location}</span>}
        {typeof freelancer.distanceKm === 'number' && (
          <span>{t('freelancers.distance', { km: Math.round(freelancer.distanceKm) })}</span>
        )}
        {freelancer.hourlyRate !== null && (
          <span>{t('freelancers.rate', { rate: money.format(freelancer.hourlyRate) })}</span>
        )}
      </p>
      {serviceNames.length > 0 && <p className="mp-jobs__excerpt">{serviceNames.join(' · ')}</p>}
      {extra}
      {actions && <div className="mp-jobs__actions">{actions}</div>}
    </Card>
  );
}

/** The freelancer's average and count of reviews (docs/reviews.md#averages). */
function RatingLine({ rating }: { rating: RatingSummary }) {
  const { t } = useJobsT();
  if (rating.average === null) {
    return <p className="mp-jobs__muted">{t('freelancers.noReviews')}</p>;
  }
  const label = t('freelancers.rating', { value: rating.average, count: rating.count });
  return (
    <p className="mp-jobs__meta">
      <Stars value={rating.average} label={label} />
      <span aria-hidden="true">{label}</span>
    </p>
  );
}
