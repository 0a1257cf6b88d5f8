import type { AreaNavItem } from '@mp/remote-kit';
import type { NavKey } from './locales';

/** The area's menu; `{role}` in a path becomes the signed-in user's side. */
export const AREA_NAV: readonly (AreaNavItem & { key: NavKey })[] = [
  { key: 'myProfile', path: '/{role}/profile' },
  { key: 'settings', path: '/{role}/setting' },
];
