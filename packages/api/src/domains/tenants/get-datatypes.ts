import { ZDatatypesResponse, endpoints } from '@mp/contracts';
import { definePublicRoute } from '../../http/route';

export const getDatatypes = definePublicRoute(endpoints.getDatatypes, {
  summary: "The tenant's custom data types",
  response: ZDatatypesResponse,
  handler: async ({ tenant }) => tenant.datatypes,
});
