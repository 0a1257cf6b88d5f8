import {
  tenantCurrency,
  type DatatypesResponse,
  type FeaturesResponse,
  type TenantSettings,
  type StylingResponse,
} from '@mp/contracts';
import type { Queryable } from '../db/types';

/** A tenant (one marketplace): its configuration as the routes read it. */
export interface Tenant {
  id: string;
  name: string;
  hosts: string[];
  settings: TenantSettings;
  styling: StylingResponse;
  features: FeaturesResponse;
  datatypes: DatatypesResponse;
}

interface TenantRow {
  tenant_id: string;
  name: string;
  hosts: string[];
  /** Tenants stored before `currency` existed have only their sign. */
  settings: Omit<TenantSettings, 'currency'> & { currency?: string };
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
    settings: { ...row.settings, currency: tenantCurrency(row.settings) },
    styling: row.styling,
    features: row.features,
    datatypes: row.datatypes,
  };
}
