import { ZAgencyMembersResponse, endpoints } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { agencyWithMembers, requireOwnAgency } from './agency-store';

export const getOwnAgency = definePrivateRoute(endpoints.getOwnAgency, {
  summary: 'The agency the calling agency company owns, with its members',
  description:
    'Agency companies (freelancer sub-type 0) own an agency: any other freelancer, or a company the tenant gave none, is 404 AGENCY_NOT_FOUND; customers and administrators 403.',
  response: ZAgencyMembersResponse,
  handler: async ({ tenant, db, caller }) => {
    const agency = await requireOwnAgency(db, tenant.id, caller);
    return agencyWithMembers(db, tenant.id, agency.id);
  },
});
