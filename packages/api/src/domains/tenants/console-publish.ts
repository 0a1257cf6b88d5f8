import { ZTenantConfigActionBody, ZTenantConfigVersion, endpoints } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { takeDraft } from './console-config-store';
import { publishAudited } from './console-publication';

export const publishTenantConfig = definePrivateRoute(endpoints.publishTenantConfig, {
  summary: 'Publishes the draft as a new immutable version, live at once',
  description:
    'Administrators of the tenant only. The draft (or, without one, the published configuration again) becomes the next version, recorded with who and when; the public settings, styling and switches answer it at once and every open page of the tenant is told (TENANT_CONFIG_PUBLISHED). See docs/tenant-console.md#publishing.',
  body: ZTenantConfigActionBody,
  response: ZTenantConfigVersion,
  handler: (ctx) =>
    publishAudited(ctx, async (tx, published) => ({
      config: await takeDraft(tx, ctx.tenant.id, published),
      source: 'publish',
    })),
});
