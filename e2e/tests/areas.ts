import { readFileSync } from 'node:fs';

/** Each remote: its header label, the page the header links to, and that page's heading. */
export const AREAS = [
  { remote: 'mf_jobs', link: 'Jobs', path: '/freelancer/search-jobs', heading: 'Search jobs' },
  {
    remote: 'mf_proposals',
    link: 'Proposals',
    path: '/customer/list-all-proposals',
    heading: 'Received proposals',
  },
  {
    remote: 'mf_contracts_payments',
    link: 'Contracts',
    path: '/customer/manage',
    heading: 'Manage contracts',
  },
  { remote: 'mf_messaging', link: 'Messages', path: '/customer/inbox', heading: 'Inbox' },
  { remote: 'mf_products', link: 'Products', path: '/products', heading: 'Products' },
  { remote: 'mf_profile', link: 'Profile', path: '/customer/profile', heading: 'Customer profile' },
] as const;

/** The one list of shared singletons (packages/contracts/src/shared-singletons.json). */
export const SHARED_MODULES: readonly string[] = JSON.parse(
  readFileSync(
    new URL('../../packages/contracts/src/shared-singletons.json', import.meta.url),
    'utf8',
  ),
) as string[];
