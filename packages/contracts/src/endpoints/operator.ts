/** The platform operator's calls (docs/tenants.md#the-operator). */
import type { ZCreateTenantBody, ZCreatedTenant, ZOperatorTenantList } from '../api';
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

export const listTenants = defineEndpoint<{ response: typeof ZOperatorTenantList }>({
  operationId: 'listTenants',
  domain: 'tenants',
  method: 'GET',
  path: '/operator/tenants',
  access: 'operator',
  errors: [],
});
