import type { AreaNavItem } from '@mp/remote-kit';
import type { NavKey } from './locales';

/** The area's menu; `{role}` in a path becomes the signed-in user's side. */
export const AREA_NAV: readonly (AreaNavItem & { key: NavKey })[] = [
  { key: 'catalogue', path: '/products' },
  { key: 'createProduct', path: '/products/create' },
  { key: 'drafts', path: '/products/draft' },
  { key: 'live', path: '/products/live' },
  { key: 'bookings', path: '/products/bookings' },
];
