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

/**
 * The pools this service serves: those of its configuration plus those an operator created
 * since (kept in `identity.tenant_pools`, so a restart keeps them). Created pools are added to
 * the one live list every part of the service reads, so they are served at once.
 */
export class PoolRegistry {
  private readonly byTenant = new Map<string, TenantPool>();

  constructor(
    readonly list: TenantPool[],
    private readonly onAdded: (pool: TenantPool) => Promise<void> | void,
  ) {
    for (const pool of list) this.byTenant.set(pool.tenantId, pool);
  }

  forTenant(tenantId: string): TenantPool | undefined {
    return this.byTenant.get(tenantId);
  }

  /** The tenant's pool, made and announced to the service's parts when it is new. */
  async add(tenantId: string, region?: string): Promise<{ pool: TenantPool; created: boolean }> {
    const known = this.byTenant.get(tenantId);
    if (known !== undefined) return { pool: known, created: false };
    const pool = tenantPool(tenantId, region);
    // Stored and given its signing key first: a pool is never served half made.
    await this.onAdded(pool);
    if (this.byTenant.has(tenantId)) return { pool: this.byTenant.get(tenantId)!, created: false };
    this.byTenant.set(tenantId, pool);
    this.list.push(pool);
    return { pool, created: true };
  }
}
