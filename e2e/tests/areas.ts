import { readFileSync } from 'node:fs';
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

/** The one list of shared singletons (packages/mf-config/shared-singletons.json). */
export const SHARED_MODULES: readonly string[] = JSON.parse(
  readFileSync(new URL('../../packages/mf-config/shared-singletons.json', import.meta.url), 'utf8'),
) as string[];
