/** The tenant's skills and services, as extraction names them (docs/custom-data.md#rules). */
import type { Queryable } from '../../db/types';
import type { ExtractionCatalogue } from '../../extraction';

export async function loadCatalogue(db: Queryable, tenantId: string): Promise<ExtractionCatalogue> {
  const [skills, services] = await Promise.all([
    db.query<{ id: string; name: string; service_ids: string[] | null }>(
      'SELECT id, name, service_ids FROM skills WHERE tenant_id = $1 ORDER BY position, name, id',
      [tenantId],
    ),
    db.query<{ id: string; name: string; slug: string }>(
      'SELECT id, name, slug FROM services WHERE tenant_id = $1 ORDER BY position, name, id',
      [tenantId],
    ),
  ]);
  return {
    skills: skills.rows.map((row) => ({
      id: row.id,
      name: row.name,
      serviceIds: row.service_ids ?? [],
    })),
    services: services.rows,
  };
}
