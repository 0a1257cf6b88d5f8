import { ZTenantConfigActionBody, ZTenantConfigVersion, endpoints } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { announcePublished, publishVersion, readDraft } from './console-config-store';

export const publishTenantConfig = definePrivateRoute(endpoints.publishTenantConfig, {
  summary: 'Publishes the draft as a new immutable version, live at once',
  description:
    'Administrators of the tenant only. The draft (or, without one, the published configuration again) becomes the next version, recorded with who and when; the public settings, styling and switches answer it at once and every open page of the tenant is told (TENANT_CONFIG_PUBLISHED). See docs/tenant-console.md#publishing.',
  body: ZTenantConfigActionBody,
  response: ZTenantConfigVersion,
  handler: async (ctx) => {
    const { tenant, db, caller } = ctx;
    const published = await db.transaction(async (tx) => {
      const draft = await readDraft(tx, tenant.id);
      return publishVersion(tx, tenant.id, {
        config: draft.config,
        source: 'publish',
        userId: caller.userId,
      });
    });
    announcePublished(ctx, tenant.id, published.version);
    return published;
  },
});
