import { ZAgenciesResponse, endpoints } from '@mp/contracts';
import { definePublicRoute } from '../../http/route';
import { listAgenciesWithCounts } from '../users';

export const listAgencies = definePublicRoute(endpoints.listAgencies, {
  summary: "The tenant's agencies, each with its number of agency freelancers",
  description:
    'Public. Each agency may be owned by an agency company (freelancer sub-type 0); memberCount counts its active agency freelancers (docs/users.md#agencies).',
  response: ZAgenciesResponse,
  handler: async ({ tenant, db }) => listAgenciesWithCounts(db, tenant.id),
});
