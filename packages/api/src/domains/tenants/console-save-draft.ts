import { ZTenantConfig, ZTenantConfigDraft, endpoints } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { readDraft, saveDraft } from './console-config-store';

export const saveTenantConfigDraft = definePrivateRoute(endpoints.saveTenantConfigDraft, {
  summary: "Saves the tenant console's draft (nothing public changes until it is published)",
  description:
    'Administrators of the tenant only. The whole configuration, validated by the schemas GET /settings, /styling/get_tenant_styling and /settings/features answer with: 400 VALIDATION_FAILED names every failing field (body.settings..., body.styling..., body.features...). See docs/tenant-console.md#draft.',
  body: ZTenantConfig,
  response: ZTenantConfigDraft,
  handler: async ({ tenant, db, caller, body }) => {
    await saveDraft(db, tenant.id, caller.userId, body);
    return readDraft(db, tenant.id);
  },
});
