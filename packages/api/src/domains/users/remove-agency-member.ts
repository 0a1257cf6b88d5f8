import {
  API_ERROR_CODES,
  ZAgencyMemberParams,
  ZAgencyMembersResponse,
  endpoints,
} from '@mp/contracts';
import { HttpError } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import { agencyWithMembers, deleteMember, requireOwnAgency } from './agency-store';

export const removeAgencyMember = definePrivateRoute(endpoints.removeAgencyMember, {
  summary: "Removes a member from the caller's agency",
  description:
    "Agency companies only. 404 AGENCY_MEMBER_NOT_FOUND when the user is not a member of the caller's agency (another agency's, another tenant's or unknown). Answers the agency with its members.",
  params: ZAgencyMemberParams,
  response: ZAgencyMembersResponse,
  handler: async ({ tenant, db, caller, params }) =>
    db.transaction(async (tx) => {
      const agency = await requireOwnAgency(tx, tenant.id, caller);
      if (!(await deleteMember(tx, tenant.id, agency.id, params.userId))) {
        throw new HttpError(
          404,
          API_ERROR_CODES.agencyMemberNotFound,
          'No such member of your agency',
        );
      }
      return agencyWithMembers(tx, tenant.id, agency.id);
    }),
});
