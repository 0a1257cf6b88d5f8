import type { ReactNode } from 'react';
import { NavLink, useLocation } from '@mp/router';
import { useTranslation } from 'react-i18next';
import { AreaNav, PageHeader, type AreaNavLinkProps } from '@mp/ui';
import { joinPath, rolePath, useArea } from '@mp/remote-kit';
import { NAMESPACE, type ScreenKey } from '../locales';
import { AREA_NAV } from '../nav';

function RouterLink({ item, className }: AreaNavLinkProps) {
  return (
    <NavLink to={item.to} className={className} end>
      {item.label}
    </NavLink>
  );
}

/** The area menu, limited to the signed-in user's side (a freelancer sees no customer pages). */
function ProposalsNav() {
  const { basePath, user } = useArea();
  const { t } = useTranslation(NAMESPACE);
  const { pathname } = useLocation();
  const side = `/${rolePath(user)}/`;
  const items = AREA_NAV.filter((item) => item.path.startsWith(side)).map((item) => ({
    to: joinPath(basePath, item.path),
    label: t(`nav.${item.key}`),
  }));
  if (items.length < 2) return null;
  return (
    <AreaNav
      aria-label={t('nav.label')}
      items={items}
      currentPath={pathname}
      renderLink={RouterLink}
    />
  );
}

export interface ProposalsPageProps {
  screen: ScreenKey;
  children: ReactNode;
  actions?: ReactNode;
}

/** One screen of the area: its menu, translated heading and description, then the content. */
export function ProposalsPage({ screen, children, actions }: ProposalsPageProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className="mp-area mp-proposals" data-screen={screen}>
      <ProposalsNav />
      <PageHeader
        heading={t(`screens.${screen}.title`)}
        description={t(`screens.${screen}.description`)}
        actions={actions}
      />
      {children}
    </div>
  );
}
