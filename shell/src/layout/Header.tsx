import { Link, NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AREA_ENTRY_PATHS } from '../routing/route-table';
import { tenantDisplayName, useShell } from '../shell-context';
import { LanguageSwitch } from './LanguageSwitch';

export function Header() {
  const { t } = useTranslation();
  const { tenantId, enabledRemotes } = useShell();
  return (
    <header className="mp-shell-header">
      <a className="mp-shell-skip" href="#main">
        {t('skipToContent')}
      </a>
      <Link to="/" className="mp-shell-header__brand">
        {t('brand', { tenant: tenantDisplayName(tenantId) })}
      </Link>
      <nav aria-label={t('mainNav')} className="mp-shell-header__nav">
        <ul>
          {enabledRemotes.map((name) => (
            <li key={name}>
              <NavLink to={AREA_ENTRY_PATHS[name]}>{t(`areas.${name}`)}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <LanguageSwitch />
    </header>
  );
}
