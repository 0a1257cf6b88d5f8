import { useTranslation } from 'react-i18next';
import { Link } from '@mp/router';
import { resolveForbiddenScreen, type ForbiddenArea } from '@mp/contracts';
import { PageHeader } from '@mp/ui';
import { useSession } from '../features/session';
import { useShell } from '../shell-context';
import { useScreenHead } from '../styling/screen-head';

/**
 * The forbidden screen (docs/shell.md#special-screens), between the site header and footer: header,
 * heading and description from the tenant's settings over the defaults. The defaults are English in
 * the contracts; when the tenant sets nothing the translated default is shown instead.
 */
export function ForbiddenPage({ area }: { area: ForbiddenArea }) {
  const { t } = useTranslation();
  useScreenHead(t('titles.screens.forbidden'));
  const { settings } = useShell();
  const { signOut } = useSession();
  const own = settings?.forbiddenScreen?.[area] ?? {};
  const texts = resolveForbiddenScreen(settings, area);
  return (
    <div className="mp-shell-page mp-forbidden" data-page="forbidden" data-area={area}>
      <p className="mp-forbidden__header">
        {own.header ?? t(`forbidden.${area}.header`, texts.header)}
      </p>
      <PageHeader
        heading={own.heading ?? t(`forbidden.${area}.heading`, texts.heading)}
        description={own.description ?? t(`forbidden.${area}.description`, texts.description)}
      />
      <div className="mp-forbidden__actions">
        <button
          type="button"
          className="mp-menu__link mp-menu__link--button"
          onClick={() => void signOut()}
        >
          {t('forbidden.switchAccount')}
        </button>
        <Link to="/">{t('notFound.home')}</Link>
      </div>
    </div>
  );
}
