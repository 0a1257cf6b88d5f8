import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listServices } from '@mp/contracts';
import { useLoad } from '@mp/remote-kit';
import { useSession } from '../../features/session/context';
import { useShell } from '../../shell-context';
import { CallsToAction } from './CallsToAction';
import { heroContent } from './hero-content';
import { HeroSearch } from './HeroSearch';
import { HomeHero } from './HomeHero';
import { HowItWorks } from './HowItWorks';
import { whenIdleAfterLoad } from './idle';
import { HomeSectionsSkeleton } from './Skeletons';

// Its own chunk: the home page's first paint (the pre-rendered hero) never waits for it.
const HomeSections = lazy(() =>
  import(/* webpackChunkName: "home-sections" */ './HomeSections').then((m) => ({
    default: m.HomeSections,
  })),
);

/** The home page (docs/home.md): the tenant's hero and search, then what the marketplace holds. */
export function HomePage() {
  const { t, i18n } = useTranslation();
  const { settings, user } = useShell();
  const { http } = useSession();
  const services = useLoad((signal) => http.call(listServices, { signal }), 'services');
  const [sectionsWanted, setSectionsWanted] = useState(false);
  useEffect(() => whenIdleAfterLoad(() => setSectionsWanted(true)), []);
  const hero = heroContent(settings, i18n.language, {
    headline: t('home.title'),
    subline: t('home.description'),
  });
  return (
    <div className="mp-shell-page mp-home" data-page="home">
      <HomeHero content={hero} search={<HeroSearch services={services} />} />
      {sectionsWanted ? (
        <Suspense fallback={<HomeSectionsSkeleton />}>
          <HomeSections services={services} />
        </Suspense>
      ) : (
        <HomeSectionsSkeleton />
      )}
      <HowItWorks />
      {user ? null : <CallsToAction />}
      <section id="about" className="mp-home-section">
        <h2>{t('home.aboutHeading')}</h2>
        <p>{settings?.footer.intro ?? t('footer.intro')}</p>
      </section>
    </div>
  );
}
