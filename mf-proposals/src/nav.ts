import type { AreaNavItem } from '@mp/remote-kit';
import type { NavKey } from './locales';

/** The area's menu; `{role}` in a path becomes the signed-in user's side. */
export const AREA_NAV: readonly (AreaNavItem & { key: NavKey })[] = [
  { key: 'myProposals', path: '/freelancer/proposals' },
  { key: 'receivedProposals', path: '/customer/list-all-proposals' },
  { key: 'shortList', path: '/customer/short-list' },
  { key: 'favorites', path: '/customer/favorites' },
];
