import { readFileSync } from 'node:fs';
import { REMOTE_APPS } from '../site';

/** The heading of each remote's entry page. */
const AREA_TEXTS: Record<string, { heading: string }> = {
  mf_jobs: { heading: 'Search jobs' },
  mf_proposals: { heading: 'Received proposals' },
  mf_contracts_payments: { heading: 'Manage contracts' },
  mf_messaging: { heading: 'Inbox' },
  mf_products: { heading: 'Products' },
  mf_profile: { heading: 'Customer profile' },
};

/** Each remote: its entry page and that page's heading. */
export const AREAS = REMOTE_APPS.map((app) => ({
  remote: app.name,
  path: app.entryPath,
  ...AREA_TEXTS[app.name]!,
}));

/** The one list of shared singletons (packages/mf-config/shared-singletons.json). */
export const SHARED_MODULES: readonly string[] = JSON.parse(
  readFileSync(new URL('../../packages/mf-config/shared-singletons.json', import.meta.url), 'utf8'),
) as string[];
