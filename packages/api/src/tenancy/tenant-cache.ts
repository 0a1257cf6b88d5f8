import type { Queryable } from '../db/types';
import { findTenant, type Tenant } from './tenant';

/** Tenants change only by deployment (seed/migration), so a short cache saves a query per call. */
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

  clear(): void {
    this.entries.clear();
  }
}
