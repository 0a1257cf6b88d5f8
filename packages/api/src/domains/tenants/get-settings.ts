import { ZSettingsResponse, endpoints, summariseContentPage } from '@mp/contracts';
import { definePublicRoute } from '../../http/route';

export const getSettings = definePublicRoute(endpoints.getSettings, {
  summary: "The tenant's settings: currency sign, languages, header/footer styling, custom menus",
  description:
    "The stored settings with the tenant's display name (`name`) and its content pages as links (slug, placement, title per language; the bodies come from GET /pages/{slug}). See docs/tenants.md#settings.",
  response: ZSettingsResponse,
  handler: async ({ tenant }) => {
    const { contentPages, ...settings } = tenant.settings;
    return {
      ...settings,
      name: tenant.name,
      ...(contentPages ? { contentPages: contentPages.map(summariseContentPage) } : {}),
    };
  },
});
