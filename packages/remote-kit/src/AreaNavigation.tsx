import { NavLink, useLocation } from '@mp/router';
import { AreaNav, type AreaNavLinkProps } from '@mp/ui';
import { joinPath, navFor, rolePath, useArea, useAreaT } from './area-context';

function RouterLink({ item, className }: AreaNavLinkProps) {
  return (
    <NavLink to={item.to} className={className} end>
      {item.label}
    </NavLink>
  );
}

/** The area's menu, from the nav items the remote put in the area context. */
export function AreaNavigation() {
  const { basePath, user, nav } = useArea();
  const t = useAreaT();
  const { pathname } = useLocation();
  const role = rolePath(user);
  const items = navFor(nav, user).map((item) => ({
    to: joinPath(basePath, item.path.replace('{role}', role)),
    label: t(`nav.${item.key}`),
  }));
  return (
    <AreaNav
      aria-label={t('nav.label')}
      items={items}
      currentPath={pathname}
      renderLink={RouterLink}
    />
  );
}
