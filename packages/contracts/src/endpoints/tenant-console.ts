/** The tenant console: draft, publish, versions and rollback of a tenant's configuration. */
import type {
  ZTenantConfig,
  ZTenantConfigActionBody,
  ZTenantConfigDraft,
  ZTenantConfigVersion,
  ZTenantConfigVersionParams,
  ZTenantConfigVersions,
} from '../api';
import { ROLES } from '../constants';
import { defineEndpoint } from '../endpoint';

export const getTenantConfigDraft = defineEndpoint<{ response: typeof ZTenantConfigDraft }>({
  operationId: 'getTenantConfigDraft',
  domain: 'tenants',
  method: 'GET',
  path: '/admin/tenant-config/draft',
  access: [ROLES.administrator],
  errors: [],
});

export const saveTenantConfigDraft = defineEndpoint<{
  body: typeof ZTenantConfig;
  response: typeof ZTenantConfigDraft;
}>({
  operationId: 'saveTenantConfigDraft',
  domain: 'tenants',
  method: 'PUT',
  path: '/admin/tenant-config/draft',
  access: [ROLES.administrator],
  errors: ['UNPROCESSABLE'],
});

export const publishTenantConfig = defineEndpoint<{
  body: typeof ZTenantConfigActionBody;
  response: typeof ZTenantConfigVersion;
}>({
  operationId: 'publishTenantConfig',
  domain: 'tenants',
  method: 'POST',
  path: '/admin/tenant-config/publish',
  access: [ROLES.administrator],
  errors: [],
});

export const listTenantConfigVersions = defineEndpoint<{
  response: typeof ZTenantConfigVersions;
}>({
  operationId: 'listTenantConfigVersions',
  domain: 'tenants',
  method: 'GET',
  path: '/admin/tenant-config/versions',
  access: [ROLES.administrator],
  errors: [],
});

export const rollBackTenantConfig = defineEndpoint<{
  params: typeof ZTenantConfigVersionParams;
  body: typeof ZTenantConfigActionBody;
  response: typeof ZTenantConfigVersion;
}>({
  operationId: 'rollBackTenantConfig',
  domain: 'tenants',
  method: 'POST',
  path: '/admin/tenant-config/versions/:version/rollback',
  access: [ROLES.administrator],
  errors: ['CONFIG_VERSION_NOT_FOUND'],
});
