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

export const SHARED_MODULES = [
  'react',
  'react-dom',
  'react-dom/client',
  '@mp/router',
  'i18next',
  'react-i18next',
  '@mp/event-bus',
  '@mp/signed-http',
  '@mp/ui',
] as const;
