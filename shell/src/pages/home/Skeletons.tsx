import { useTranslation } from 'react-i18next';

/** Grey cards of a section's layout while its data loads: the page does not move when it comes. */
export function CardsSkeleton({
  count,
  variant,
}: {
  count: number;
  variant: 'category' | 'person';
}) {
  const { t } = useTranslation();
  return (
    <div className="mp-home-skeleton" aria-busy="true" role="status">
      <span className="mp-visually-hidden">{t('home.loading')}</span>
      <ul className={`mp-home-grid mp-home-grid--${variant}`} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li
            key={index}
            className={`mp-home-card mp-home-card--skeleton mp-home-card--${variant}`}
          >
            <span
              className={`mp-skeleton mp-skeleton--${variant === 'person' ? 'avatar' : 'icon'}`}
            />
            <span className="mp-skeleton mp-skeleton--line" />
            <span className="mp-skeleton mp-skeleton--line mp-skeleton--short" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The services and featured freelancers, as grey cards, until their chunk and data arrive. */
export function HomeSectionsSkeleton() {
  const { t } = useTranslation();
  return (
    <>
      <section id="services" className="mp-home-section">
        <h2>{t('home.categories.heading')}</h2>
        <CardsSkeleton count={6} variant="category" />
      </section>
      <section className="mp-home-section">
        <h2>{t('home.freelancers.heading')}</h2>
        <CardsSkeleton count={4} variant="person" />
      </section>
    </>
  );
}
