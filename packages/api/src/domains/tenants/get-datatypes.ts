import { ZDatatypesResponse } from '@mp/contracts';
import { definePublicRoute } from '../../http/route';

export const getDatatypes = definePublicRoute('tenants', {
  operationId: 'getDatatypes',
  method: 'GET',
  path: '/settings/datatypes',
  summary: "The tenant's custom data types",
  response: ZDatatypesResponse,
  handler: async ({ tenant }) => tenant.datatypes,
});
