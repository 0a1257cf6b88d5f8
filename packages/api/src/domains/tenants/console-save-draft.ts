import { ZTenantConfig, ZTenantConfigDraft, endpoints } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { readDraft, saveDraft } from './console-config-store';
import { requireStoredFontFiles } from './console-font-files';

export const saveTenantConfigDraft = definePrivateRoute(endpoints.saveTenantConfigDraft, {
  summary: "Saves the tenant console's draft (nothing public changes until it is published)",
  description:
    'Administrators of the tenant only. The whole configuration, validated by the schemas GET /settings, /styling/get_tenant_styling and /settings/features answer with: 400 VALIDATION_FAILED names every failing field (body.settings..., body.styling..., body.features...). A font naming a file that is not an uploaded font file of the tenant is 422 UNPROCESSABLE naming body.styling.fontsList.N.fileKey. See docs/tenant-console.md#draft.',
  body: ZTenantConfig,
  response: ZTenantConfigDraft,
  handler: async ({ tenant, db, caller, body }) => {
    await requireStoredFontFiles(db, tenant.id, body);
    await saveDraft(db, tenant.id, caller.userId, body);
    return readDraft(db, tenant.id);
  },
});
