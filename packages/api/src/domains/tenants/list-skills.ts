import { ZSkillsResponse, endpoints } from '@mp/contracts';
import type { z } from 'zod';
import { definePublicRoute } from '../../http/route';
import { withoutNulls } from '../../tenancy';
import { listSkillRows } from './catalogue-store';

type Skill = z.output<typeof ZSkillsResponse>[number];

export const listSkills = definePublicRoute(endpoints.listSkills, {
  summary: "The tenant's skill catalogue",
  response: ZSkillsResponse,
  handler: async ({ tenant, db }) =>
    (await listSkillRows(db, tenant.id)).map((row) => withoutNulls({ ...row }) as Skill),
});
