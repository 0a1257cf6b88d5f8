/** The tenant's skills and services, as extraction names them (docs/custom-data.md#rules). */
import type { Queryable } from '../../db/types';
import type { ExtractionCatalogue } from '../../extraction';
import { listServiceRows, listSkillRows } from '../tenants';

export async function loadCatalogue(db: Queryable, tenantId: string): Promise<ExtractionCatalogue> {
  const [skills, services] = await Promise.all([
    listSkillRows(db, tenantId),
    listServiceRows(db, tenantId),
  ]);
  return {
    skills: skills.map((skill) => ({ ...skill, serviceIds: skill.serviceIds ?? [] })),
    services: services.map(({ id, name, slug }) => ({ id, name, slug })),
  };
}
