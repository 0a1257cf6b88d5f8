import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@mp/router';
import type { Service } from '@mp/contracts';
import { CardsSkeleton } from './Skeletons';
import { freelancersPath, type ServicesLoad } from './HeroSearch';

function ServiceIcon({ service }: { service: Service }) {
  if (service.icon)
    return (
      <img
        className="mp-home-category__icon"
        src={service.icon}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        decoding="async"
      />
    );
  return (
    <span className="mp-home-category__icon mp-home-category__icon--letter" aria-hidden="true">
      {service.name.charAt(0).toLocaleUpperCase()}
    </span>
  );
}

/** A card per service of the tenant, each opening `/freelancers/{serviceName}`. */
export function ServiceCategories({ services }: { services: ServicesLoad }) {
  const { t } = useTranslation();
  const headingId = useId();
  const list = services.data ?? [];
  if (services.status === 'loading' && list.length === 0)
    return (
      <section id="services" className="mp-home-section" aria-labelledby={headingId}>
        <h2 id={headingId}>{t('home.categories.heading')}</h2>
        <CardsSkeleton count={6} variant="category" />
      </section>
    );
  if (list.length === 0) return null;
  return (
    <section id="services" className="mp-home-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('home.categories.heading')}</h2>
      <ul className="mp-home-grid mp-home-grid--category">
        {list.map((service) => (
          <li key={service.id} className="mp-home-card mp-home-card--category">
            <ServiceIcon service={service} />
            <h3 className="mp-home-card__title">
              <Link className="mp-home-card__link" to={freelancersPath(service)}>
                {service.name}
              </Link>
            </h3>
            {service.description ? (
              <p className="mp-home-card__text">{service.description}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
