/**
 * Tenancy: which tenant a request is for and its configuration. Below the domains: the HTTP
 * pipeline resolves the tenant of every call here, and domains only read the Tenant it hands on.
 */
export { findTenant, type Tenant } from './tenant';
export { TenantCache } from './tenant-cache';
export { withoutNulls } from './rows';
