import { listServices, listSkills, type ApiClient } from '@mp/contracts';
import type { Service, Skill } from './job-types';

/** GET /services and GET /skills (both public): the tenant's catalogue. */
export async function loadCatalog(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<{ services: Service[]; skills: Skill[] }> {
  const [services, skills] = await Promise.all([
    api.call(listServices, { signal }),
    api.call(listSkills, { signal }),
  ]);
  return { services, skills };
}
