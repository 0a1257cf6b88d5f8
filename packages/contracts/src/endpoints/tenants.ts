/** Tenants: settings, switches, styling, data types and catalogues. */
import type {
  ZAgenciesResponse,
  ZContentPageParams,
  ZContentPageResponse,
  ZDatatypesResponse,
  ZFeaturesResponse,
  ZMarketplaceStatsResponse,
  ZServicesResponse,
  ZSettingsResponse,
  ZSkillsResponse,
  ZStylingResponse,
} from '../api';
import { defineEndpoint } from '../endpoint';

export const getContentPage = defineEndpoint<{
  params: typeof ZContentPageParams;
  response: typeof ZContentPageResponse;
}>({
  operationId: 'getContentPage',
  domain: 'tenants',
  method: 'GET',
  path: '/pages/:slug',
  access: 'public',
  errors: ['PAGE_NOT_FOUND'],
});

export const getDatatypes = defineEndpoint<{ response: typeof ZDatatypesResponse }>({
  operationId: 'getDatatypes',
  domain: 'tenants',
  method: 'GET',
  path: '/settings/datatypes',
  access: 'public',
  errors: [],
});

export const getFeatures = defineEndpoint<{ response: typeof ZFeaturesResponse }>({
  operationId: 'getFeatures',
  domain: 'tenants',
  method: 'GET',
  path: '/settings/features',
  access: 'public',
  errors: [],
});

export const getMarketplaceStats = defineEndpoint<{
  response: typeof ZMarketplaceStatsResponse;
}>({
  operationId: 'getMarketplaceStats',
  domain: 'tenants',
  method: 'GET',
  path: '/public/marketplace-stats',
  access: 'public',
  errors: [],
});

export const getSettings = defineEndpoint<{ response: typeof ZSettingsResponse }>({
  operationId: 'getSettings',
  domain: 'tenants',
  method: 'GET',
  path: '/settings',
  access: 'public',
  errors: [],
});

export const getTenantStyling = defineEndpoint<{ response: typeof ZStylingResponse }>({
  operationId: 'getTenantStyling',
  domain: 'tenants',
  method: 'GET',
  path: '/styling/get_tenant_styling',
  access: 'public',
  errors: [],
});

export const listAgencies = defineEndpoint<{ response: typeof ZAgenciesResponse }>({
  operationId: 'listAgencies',
  domain: 'tenants',
  method: 'GET',
  path: '/freelancer/agencies',
  access: 'public',
  errors: [],
});

export const listServices = defineEndpoint<{ response: typeof ZServicesResponse }>({
  operationId: 'listServices',
  domain: 'tenants',
  method: 'GET',
  path: '/services',
  access: 'public',
  errors: [],
});

export const listSkills = defineEndpoint<{ response: typeof ZSkillsResponse }>({
  operationId: 'listSkills',
  domain: 'tenants',
  method: 'GET',
  path: '/skills',
  access: 'public',
  errors: [],
});
