import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

// Its own chunk: the home page's first paint (the pre-rendered hero) never waits for it.
const FreelancersByService = lazy(() =>
  import(/* webpackChunkName: "home-search" */ './FreelancersByService').then((m) => ({
    default: m.FreelancersByService,
  })),
);

const IDLE_TIMEOUT_MS = 2000;

/** Calls `start` once the page has loaded and the main thread is idle (or after a timeout). */
function whenIdleAfterLoad(start: () => void): () => void {
  let cancel: (() => void) | null = null;
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(start, 1);
      cancel = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') {
    idle();
    return () => cancel?.();
  }
  window.addEventListener('load', idle, { once: true });
  return () => {
    window.removeEventListener('load', idle);
    cancel?.();
  };
}

/**
 * The home page's "Find freelancers by service" section. The heading and reserved space render
 * with the page; the search itself (services, results) is a lazy chunk mounted when idle.
 */
export function HomeServiceSearch() {
  const { t } = useTranslation();
  const headingId = useId();
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenIdleAfterLoad(() => setWanted(true)), []);
  return (
    <section
      id="find-freelancers"
      className="mp-shell-home__section mp-home-search"
      aria-labelledby={headingId}
    >
      <h2 id={headingId}>{t('home.byService.heading')}</h2>
      <p className="mp-muted">{t('home.byService.intro')}</p>
      <div className="mp-home-search__body">
        {wanted ? (
          <Suspense fallback={null}>
            <FreelancersByService />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
