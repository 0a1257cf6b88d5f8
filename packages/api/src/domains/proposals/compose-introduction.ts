import {
  ZIntroductionComposeQuery,
  ZIntroductionComposeResponse,
  type PublicProfile,
  endpoints,
} from '@mp/contracts';
import type { Queryable } from '../../db/types';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import { findUser } from '../users';
import { composeIntroduction } from './compose';
import { jobNotFound } from '../jobs';

async function names(
  db: Queryable,
  table: 'skills' | 'services',
  tenantId: string,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const result = await db.query<{ id: string; name: string }>(
    `SELECT id, name FROM ${table} WHERE tenant_id = $1 AND id = ANY($2::text[])`,
    [tenantId, ids],
  );
  const byId = new Map(result.rows.map((row) => [row.id, row.name]));
  // The profile's order, not the catalogue's.
  return ids.flatMap((id) => byId.get(id) ?? []);
}

function referenceSummary(groups: PublicProfile['references']): {
  types: string[];
  count: number;
} {
  const filled = groups.filter((group) => group.references.length > 0);
  return {
    types: [...new Set(filled.map((group) => group.type))],
    count: filled.reduce((sum, group) => sum + group.references.length, 0),
  };
}

export const composeIntroductionRoute = definePrivateRoute(endpoints.composeIntroduction, {
  summary:
    "An introduction composed from the caller's profile (title, skills, services, references), optionally for a job",
  query: ZIntroductionComposeQuery,
  response: ZIntroductionComposeResponse,
  handler: async ({ tenant, db, caller, query }) => {
    const me = await findUser(db, tenant.id, caller.userId);
    if (me === null) throw httpErrors.userNotFound();
    let jobTitle: string | null = null;
    if (query.jobId !== undefined) {
      const job = await db.query<{ title: string }>(
        'SELECT title FROM jobs WHERE tenant_id = $1 AND id = $2',
        [tenant.id, query.jobId],
      );
      if (job.rows[0] === undefined) throw jobNotFound();
      jobTitle = job.rows[0].title;
    }
    const skills = await names(db, 'skills', tenant.id, me.skills);
    const services = await names(db, 'services', tenant.id, me.services);
    const references = referenceSummary(me.references);
    return {
      introduction: composeIntroduction({
        name: me.name,
        title: me.title,
        skills,
        services,
        referenceTypes: references.types,
        referencesCount: references.count,
        jobTitle,
      }),
      title: me.title,
      skills,
      services,
      referencesCount: references.count,
    };
  },
});
