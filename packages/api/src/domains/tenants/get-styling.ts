import { ZStylingResponse } from '@mp/contracts';
import { definePublicRoute } from '../../http/route';

export const getStyling = definePublicRoute('tenants', {
  operationId: 'getTenantStyling',
  method: 'GET',
  path: '/styling/get_tenant_styling',
  summary: "The tenant's styling: colours, fonts, favicon, logo, button styles",
  response: ZStylingResponse,
  handler: async ({ tenant }) => tenant.styling,
});
