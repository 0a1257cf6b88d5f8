import { Link } from '@mp/router';
import { useTranslation } from 'react-i18next';
import { tenantDisplayName, useShell } from '../shell-context';

/** The tenant's logo (settings, else styling) at its configured height, linking home. */
export function Logo() {
  const { t } = useTranslation();
  const { tenantId, settings, styling } = useShell();
  const src = settings?.styling.logo ?? styling?.logo;
  const name = t('brand', { tenant: tenantDisplayName(tenantId) });
  return (
    <Link to="/" className="mp-shell-header__brand" aria-label={t('menu.home', { name })}>
      {src ? (
        <img
          src={src}
          alt={name}
          className="mp-logo"
          style={{ height: styling?.logoHeight ? `${styling.logoHeight}px` : undefined }}
        />
      ) : (
        name
      )}
    </Link>
  );
}
