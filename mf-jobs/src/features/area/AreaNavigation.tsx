import { NavLink, useLocation } from '@mp/router';
import { useTranslation } from 'react-i18next';
import { AreaNav, type AreaNavLinkProps } from '@mp/ui';
import { NAMESPACE, type NavKey } from '../../i18n';
import { joinPath, rolePath, useArea } from './area-context';

/** The area's menu; `{role}` in a path becomes the signed-in user's side. */
export const AREA_NAV: readonly { key: NavKey; path: string }[] = [
  { key: 'postJob', path: '/post-job' },
  { key: 'myJobs', path: '/customer/jobs' },
  { key: 'searchJobs', path: '/freelancer/search-jobs' },
  { key: 'findFreelancers', path: '/customer/cl-search' },
];

function RouterLink({ item, className }: AreaNavLinkProps) {
  return (
    <NavLink to={item.to} className={className} end>
      {item.label}
    </NavLink>
  );
}

export function AreaNavigation() {
  const { t } = useTranslation(NAMESPACE);
  const { basePath, user } = useArea();
  const { pathname } = useLocation();
  const role = rolePath(user);
  const items = AREA_NAV.map((item) => ({
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
