import { ZAgencyMembersResponse, ZAgencyParams, endpoints } from '@mp/contracts';
import { definePublicRoute } from '../../http/route';
import { agencyWithMembers } from './agency-store';

export const listAgencyMembers = definePublicRoute(endpoints.listAgencyMembers, {
  summary: 'An agency with its members (agency freelancers), oldest member first',
  description:
    'Public. 404 AGENCY_NOT_FOUND for an agency not in this tenant. Deactivated members are left out.',
  params: ZAgencyParams,
  response: ZAgencyMembersResponse,
  handler: async ({ tenant, db, params }) => agencyWithMembers(db, tenant.id, params.agencyId),
});
