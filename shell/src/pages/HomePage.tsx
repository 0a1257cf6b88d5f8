import { Link } from '@mp/router';
import { useTranslation } from 'react-i18next';
import { Card, PageHeader } from '@mp/ui';
import { FooterLink } from '../layout/Footer';
import { AREA_ENTRY_PATHS } from '../routing/route-table';
import { useShell } from '../shell-context';
import { HomeServiceSearch } from './home-search/HomeServiceSearch';

/** The signed-out home page: what the marketplace is, its services, and a way into each area. */
export function HomePage() {
  const { t } = useTranslation();
  const { enabledRemotes, settings, featuresReady } = useShell();
  const areas = featuresReady === false ? [] : enabledRemotes;
  const services = settings?.footer.services.items ?? [];
  return (
    <div className="mp-shell-page" data-page="home">
      <PageHeader heading={t('home.title')} description={t('home.description')} />
      <HomeServiceSearch />
      <Card heading={t('home.areasHeading')}>
        <ul className="mp-shell-home__areas">
          {areas.map((name) => (
            <li key={name}>
              <Link to={AREA_ENTRY_PATHS[name]}>
                {t('home.areaLink', { area: t(`areas.${name}`) })}
              </Link>
            </li>
          ))}
        </ul>
      </Card>
      {services.length > 0 ? (
        <section id="services" className="mp-shell-home__section">
          <h2>{t('home.servicesHeading')}</h2>
          <ul className="mp-shell-home__services">
            {services.map((item) => (
              <li key={item.url}>
                <FooterLink url={item.url}>{item.title}</FooterLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section id="about" className="mp-shell-home__section">
        <h2>{t('home.aboutHeading')}</h2>
        <p>{settings?.footer.intro ?? t('footer.intro')}</p>
      </section>
    </div>
  );
}
