import { ZAgenciesResponse, endpoints } from '@mp/contracts';
import type { z } from 'zod';
import { definePublicRoute } from '../../http/route';
import { withoutNulls } from '../../tenancy';

type Agency = z.output<typeof ZAgenciesResponse>[number];

export const listAgencies = definePublicRoute(endpoints.listAgencies, {
  summary: "The tenant's agencies (each may be owned by an agency-company freelancer, sub-type 0)",
  response: ZAgenciesResponse,
  handler: async ({ tenant, db }) => {
    const result = await db.query<{
      id: string;
      name: string;
      description: string | null;
      logo: string | null;
      website: string | null;
      owner_id: string | null;
    }>(
      'SELECT id, name, description, logo, website, owner_id FROM agencies WHERE tenant_id = $1 ORDER BY position, name, id',
      [tenant.id],
    );
    return result.rows.map(
      ({ owner_id, ...row }) => withoutNulls({ ...row, ownerId: owner_id }) as Agency,
    );
  },
});
