/** The tenant's catalogue: skills and services in the tenant's order (position, then name). */
import type { Queryable } from '../../db/types';

export interface SkillRow {
  id: string;
  name: string;
  /** null when the skill is offered under no particular service. */
  serviceIds: string[] | null;
}

export interface ServiceRow {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  icon: string | null;
}

export async function listSkillRows(db: Queryable, tenantId: string): Promise<SkillRow[]> {
  const result = await db.query<{ id: string; name: string; service_ids: string[] | null }>(
    'SELECT id, name, service_ids FROM skills WHERE tenant_id = $1 ORDER BY position, name, id',
    [tenantId],
  );
  return result.rows.map((row) => ({
    id: row.id,
    name: row.name,
    serviceIds: row.service_ids,
  }));
}

export async function listServiceRows(db: Queryable, tenantId: string): Promise<ServiceRow[]> {
  const result = await db.query<ServiceRow>(
    `SELECT id, name, slug, description, icon FROM services WHERE tenant_id = $1
      ORDER BY position, name, id`,
    [tenantId],
  );
  return result.rows;
}
