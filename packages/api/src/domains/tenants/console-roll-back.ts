import {
  API_ERROR_CODES,
  ZTenantConfigActionBody,
  ZTenantConfigVersion,
  ZTenantConfigVersionParams,
  endpoints,
} from '@mp/contracts';
import { HttpError } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import {
  announcePublished,
  currentVersion,
  publishVersion,
  publishedConfig,
  versionConfig,
} from './console-config-store';

export const rollBackTenantConfig = definePrivateRoute(endpoints.rollBackTenantConfig, {
  summary: 'Publishes a copy of an earlier version (a rollback), live at once',
  description:
    "Administrators of the tenant only. The chosen version's configuration becomes a new version (source rollback, restoredVersion) and the draft is dropped; 404 CONFIG_VERSION_NOT_FOUND naming params.version when the tenant has no such version. See docs/tenant-console.md#rollback.",
  params: ZTenantConfigVersionParams,
  body: ZTenantConfigActionBody,
  response: ZTenantConfigVersion,
  handler: async (ctx) => {
    const { tenant, db, caller, params, audit } = ctx;
    const published = await db.transaction(async (tx) => {
      const config = await versionConfig(tx, tenant.id, params.version);
      if (config === null) {
        throw new HttpError(404, API_ERROR_CODES.configVersionNotFound, 'No such version', [
          { path: 'params.version', message: 'No such version' },
        ]);
      }
      const before = {
        version: await currentVersion(tx, tenant.id),
        ...(await publishedConfig(tx, tenant.id)),
      };
      const version = await publishVersion(tx, tenant.id, {
        config,
        source: 'rollback',
        restoredVersion: params.version,
        userId: caller.userId,
      });
      await audit.record(tx, {
        tenantId: tenant.id,
        actorId: caller.userId,
        action: 'tenantConfig.rollback',
        targetType: 'tenantConfig',
        targetId: tenant.id,
        before,
        after: { version: version.version, restoredVersion: params.version, ...config },
      });
      return version;
    });
    announcePublished(ctx, tenant.id, published.version);
    return published;
  },
});
