import type { AreaNavItem } from '@mp/remote-kit';
import type { NavKey } from './locales';

/** The area's menu; `{role}` in a path becomes the signed-in user's side. */
export const AREA_NAV: readonly (AreaNavItem & { key: NavKey })[] = [
  { key: 'currentJobs', path: '/freelancer/manage' },
  { key: 'customerContracts', path: '/customer/manage' },
  { key: 'freelancerInvoices', path: '/freelancer/fl-invoices' },
  { key: 'customerInvoices', path: '/customer/cl-invoices' },
  { key: 'disputes', path: '/disputes' },
];
