/** One user pool, app client and identity pool per tenant; ids follow the Cognito formats. */
export interface TenantPool {
  tenantId: string;
  region: string;
  /** `<region>_<tenant>`: the library takes the part after '_' as the SRP pool name. */
  userPoolId: string;
  poolName: string;
  clientId: string;
  identityPoolId: string;
}

export const DEFAULT_REGION = 'local';

export function tenantPool(tenantId: string, region = DEFAULT_REGION): TenantPool {
  if (!/^[a-z0-9]{1,40}$/.test(tenantId)) {
    throw new Error(`Tenant id "${tenantId}" must be lower-case letters and digits`);
  }
  return {
    tenantId,
    region,
    userPoolId: `${region}_${tenantId}`,
    poolName: tenantId,
    clientId: `${tenantId}webclient`,
    identityPoolId: `${region}:${tenantId}`,
  };
}
