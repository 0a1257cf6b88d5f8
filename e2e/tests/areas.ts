import { REMOTE_APPS } from '../site';

/** What the home page shows of each remote: its link label and its entry page's heading. */
const AREA_TEXTS: Record<string, { link: string; heading: string }> = {
  mf_jobs: { link: 'Jobs', heading: 'Search jobs' },
  mf_proposals: { link: 'Proposals', heading: 'Received proposals' },
  mf_contracts_payments: { link: 'Contracts', heading: 'Manage contracts' },
  mf_messaging: { link: 'Messages', heading: 'Inbox' },
  mf_products: { link: 'Products', heading: 'Products' },
  mf_profile: { link: 'Profile', heading: 'Customer profile' },
};

/** Each remote: its header label, the page the links into it lead to, and that page's heading. */
export const AREAS = REMOTE_APPS.map((app) => ({
  remote: app.name,
  path: app.entryPath,
  ...AREA_TEXTS[app.name]!,
}));

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
