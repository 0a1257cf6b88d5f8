import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatNumber,
  getMarketplaceStats,
  MARKETPLACE_STATS_MIN_SHOWN,
  type MarketplaceStatsResponse,
} from '@mp/contracts';
import { useLoad } from '@mp/remote-kit';
import { useSession } from '../../features/session/context';

const FIGURES = ['freelancers', 'jobsPosted', 'contractsCompleted'] as const;
type Figure = (typeof FIGURES)[number];

/** The figures large enough to show (docs/home.md#trust-figures), in their fixed order. */
export function shownFigures(stats: MarketplaceStatsResponse): { name: Figure; value: number }[] {
  return FIGURES.map((name) => ({ name, value: stats[name] })).filter(
    (figure) => figure.value >= MARKETPLACE_STATS_MIN_SHOWN,
  );
}

/** The tenant's real counts: freelancers, jobs posted, contracts completed; none while small. */
export function TrustFigures() {
  const { t, i18n } = useTranslation();
  const { http } = useSession();
  const headingId = useId();
  const stats = useLoad((signal) => http.call(getMarketplaceStats, { signal }), 'stats');
  const figures = stats.data ? shownFigures(stats.data) : [];
  if (figures.length === 0) return null;
  return (
    <section className="mp-home-section mp-home-trust" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('home.trust.heading')}</h2>
      <dl className="mp-home-trust__figures">
        {figures.map((figure) => (
          <div key={figure.name} className="mp-home-trust__figure">
            <dt>{t(`home.trust.${figure.name}`)}</dt>
            <dd>{formatNumber(figure.value, i18n.language)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
