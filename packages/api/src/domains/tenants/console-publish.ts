import { ZTenantConfigActionBody, ZTenantConfigVersion, endpoints } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import {
  announcePublished,
  currentVersion,
  publishVersion,
  publishedConfig,
  readDraft,
} from './console-config-store';

export const publishTenantConfig = definePrivateRoute(endpoints.publishTenantConfig, {
  summary: 'Publishes the draft as a new immutable version, live at once',
  description:
    'Administrators of the tenant only. The draft (or, without one, the published configuration again) becomes the next version, recorded with who and when; the public settings, styling and switches answer it at once and every open page of the tenant is told (TENANT_CONFIG_PUBLISHED). See docs/tenant-console.md#publishing.',
  body: ZTenantConfigActionBody,
  response: ZTenantConfigVersion,
  handler: async (ctx) => {
    const { tenant, db, caller, audit } = ctx;
    const published = await db.transaction(async (tx) => {
      const draft = await readDraft(tx, tenant.id);
      const before = {
        version: await currentVersion(tx, tenant.id),
        ...(await publishedConfig(tx, tenant.id)),
      };
      const version = await publishVersion(tx, tenant.id, {
        config: draft.config,
        source: 'publish',
        userId: caller.userId,
      });
      await audit.record(tx, {
        tenantId: tenant.id,
        actorId: caller.userId,
        action: 'tenantConfig.publish',
        targetType: 'tenantConfig',
        targetId: tenant.id,
        before,
        after: { version: version.version, ...draft.config },
      });
      return version;
    });
    announcePublished(ctx, tenant.id, published.version);
    return published;
  },
});
