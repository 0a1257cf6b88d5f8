import { ZSkillsResponse, endpoints } from '@mp/contracts';
import type { z } from 'zod';
import { definePublicRoute } from '../../http/route';
import { withoutNulls } from '../../tenancy';

type Skill = z.output<typeof ZSkillsResponse>[number];

export const listSkills = definePublicRoute(endpoints.listSkills, {
  summary: "The tenant's skill catalogue",
  response: ZSkillsResponse,
  handler: async ({ tenant, db }) => {
    const result = await db.query<{ id: string; name: string; service_ids: string[] | null }>(
      'SELECT id, name, service_ids FROM skills WHERE tenant_id = $1 ORDER BY position, name, id',
      [tenant.id],
    );
    return result.rows.map(
      (row) => withoutNulls({ id: row.id, name: row.name, serviceIds: row.service_ids }) as Skill,
    );
  },
});
