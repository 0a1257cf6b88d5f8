import { ZSettingsResponse, endpoints } from '@mp/contracts';
import { definePublicRoute } from '../../http/route';

export const getSettings = definePublicRoute(endpoints.getSettings, {
  summary: "The tenant's settings: currency sign, languages, header/footer styling, custom menus",
  response: ZSettingsResponse,
  handler: async ({ tenant }) => tenant.settings,
});
