import { ZTenantConfigDraft, endpoints } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { readDraft } from './console-config-store';

export const getTenantConfigDraft = definePrivateRoute(endpoints.getTenantConfigDraft, {
  summary: "The tenant console's draft: settings, styling and feature switches",
  description:
    'Administrators of the tenant only. The saved draft, or the published configuration while none was saved since the last publish; basedOnVersion is the published version it started from. See docs/tenant-console.md.',
  response: ZTenantConfigDraft,
  handler: async ({ tenant, db }) => readDraft(db, tenant.id),
});
