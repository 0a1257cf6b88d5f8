/** The platform operator's calls (docs/tenants.md#creating-a-tenant). */
import type { ZCreateTenantBody, ZCreatedTenant } from '../api';
import { defineEndpoint } from '../endpoint';

export const createTenant = defineEndpoint<{
  body: typeof ZCreateTenantBody;
  response: typeof ZCreatedTenant;
}>({
  operationId: 'createTenant',
  domain: 'tenants',
  method: 'POST',
  path: '/operator/tenants',
  access: 'operator',
  status: 201,
  errors: ['CONFLICT'],
});
