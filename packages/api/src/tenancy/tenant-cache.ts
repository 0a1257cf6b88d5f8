import type { Queryable } from '../db/types';
import { findTenant, type Tenant } from './tenant';

/**
 * Tenants change rarely (a deployment, a publish from the tenant console), so a short cache
 * saves a query per call; a publish forgets its tenant at once on the instance that made it.
 */
export class TenantCache {
  private readonly entries = new Map<string, { tenant: Tenant | null; expires: number }>();

  constructor(
    private readonly db: Queryable,
    private readonly ttlMs: number,
  ) {}

  async get(tenantId: string): Promise<Tenant | null> {
    const now = Date.now();
    const cached = this.entries.get(tenantId);
    if (cached !== undefined && cached.expires > now) return cached.tenant;
    const tenant = await findTenant(this.db, tenantId);
    // Unknown ids are not cached, so a flood of random ids cannot grow the map.
    if (tenant !== null && this.ttlMs > 0)
      this.entries.set(tenantId, { tenant, expires: now + this.ttlMs });
    return tenant;
  }

  forget(tenantId: string): void {
    this.entries.delete(tenantId);
  }

  clear(): void {
    this.entries.clear();
  }
}
