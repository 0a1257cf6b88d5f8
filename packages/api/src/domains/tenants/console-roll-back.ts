import {
  API_ERROR_CODES,
  ZTenantConfigActionBody,
  ZTenantConfigVersion,
  ZTenantConfigVersionParams,
  endpoints,
} from '@mp/contracts';
import { HttpError } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import { versionConfig } from './console-config-store';
import { publishAudited } from './console-publication';

export const rollBackTenantConfig = definePrivateRoute(endpoints.rollBackTenantConfig, {
  summary: 'Publishes a copy of an earlier version (a rollback), live at once',
  description:
    "Administrators of the tenant only. The chosen version's configuration becomes a new version (source rollback, restoredVersion) and the draft is dropped; 404 CONFIG_VERSION_NOT_FOUND naming params.version when the tenant has no such version. See docs/tenant-console.md#rollback.",
  params: ZTenantConfigVersionParams,
  body: ZTenantConfigActionBody,
  response: ZTenantConfigVersion,
  handler: (ctx) =>
    publishAudited(ctx, async (tx) => {
      const config = await versionConfig(tx, ctx.tenant.id, ctx.params.version);
      if (config === null) {
        throw new HttpError(404, API_ERROR_CODES.configVersionNotFound, 'No such version', [
          { path: 'params.version', message: 'No such version' },
        ]);
      }
      return { config, source: 'rollback', restoredVersion: ctx.params.version };
    }),
});
