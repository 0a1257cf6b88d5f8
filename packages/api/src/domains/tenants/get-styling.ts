import { ZStylingResponse, endpoints } from '@mp/contracts';
import { definePublicRoute } from '../../http/route';

export const getStyling = definePublicRoute(endpoints.getTenantStyling, {
  summary: "The tenant's styling: colours, fonts, favicon, logo, button styles",
  response: ZStylingResponse,
  handler: async ({ tenant }) => tenant.styling,
});
