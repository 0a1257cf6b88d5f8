import { ZTenantConfigVersions, endpoints } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { listVersions } from './console-config-store';

export const listTenantConfigVersions = definePrivateRoute(endpoints.listTenantConfigVersions, {
  summary: "The tenant's published configuration versions, newest first, with who and when",
  description:
    'Administrators of the tenant only. At most the 200 newest; `current` marks the one the public routes answer. See docs/tenant-console.md#versions.',
  response: ZTenantConfigVersions,
  handler: async ({ tenant, db }) => ({ versions: await listVersions(db, tenant.id) }),
});
