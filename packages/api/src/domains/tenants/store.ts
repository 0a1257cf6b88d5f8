import type {
  DatatypesResponse,
  FeaturesResponse,
  SettingsResponse,
  StylingResponse,
} from '@mp/contracts';
import type { Queryable } from '../../db/types';

export interface Tenant {
  id: string;
  name: string;
  hosts: string[];
  settings: SettingsResponse;
  styling: StylingResponse;
  features: FeaturesResponse;
  datatypes: DatatypesResponse;
}

interface TenantRow {
  tenant_id: string;
  name: string;
  hosts: string[];
  settings: SettingsResponse;
  styling: StylingResponse;
  features: FeaturesResponse;
  datatypes: DatatypesResponse;
}

export async function findTenant(db: Queryable, tenantId: string): Promise<Tenant | null> {
  const result = await db.query<TenantRow>(
    'SELECT tenant_id, name, hosts, settings, styling, features, datatypes FROM tenants WHERE tenant_id = $1',
    [tenantId],
  );
  const row = result.rows[0];
  if (row === undefined) return null;
  return {
    id: row.tenant_id,
    name: row.name,
    hosts: row.hosts,
    settings: row.settings,
    styling: row.styling,
    features: row.features,
    datatypes: row.datatypes,
  };
}

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
