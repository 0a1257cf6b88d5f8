import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Card, PageHeader } from '@mp/ui';
import { AREA_ENTRY_PATHS } from '../routing/route-table';
import { useShell } from '../shell-context';

/** The signed-out home page: what the marketplace is, and a way into each available area. */
export function HomePage() {
  const { t } = useTranslation();
  const { enabledRemotes } = useShell();
  return (
    <div className="mp-shell-page" data-page="home">
      <PageHeader heading={t('home.title')} description={t('home.description')} />
      <Card heading={t('home.areasHeading')}>
        <ul className="mp-shell-home__areas">
          {enabledRemotes.map((name) => (
            <li key={name}>
              <Link to={AREA_ENTRY_PATHS[name]}>
                {t('home.areaLink', { area: t(`areas.${name}`) })}
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
