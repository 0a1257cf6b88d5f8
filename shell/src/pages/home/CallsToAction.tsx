import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@mp/router';

/** The two ways in for visitors: sign up as a customer or as a freelancer. */
export function CallsToAction() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="mp-home-section mp-home-cta" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('home.cta.heading')}</h2>
      <div className="mp-home-cta__choices">
        <div className="mp-home-cta__choice">
          <p>{t('home.cta.customerText')}</p>
          <Link className="mp-button mp-button--primary" to="/customer-register">
            {t('home.cta.customer')}
          </Link>
        </div>
        <div className="mp-home-cta__choice">
          <p>{t('home.cta.freelancerText')}</p>
          <Link className="mp-button mp-button--secondary" to="/register">
            {t('home.cta.freelancer')}
          </Link>
        </div>
      </div>
    </section>
  );
}
