import { ZAddAgencyMemberBody, ZAgencyMembersResponse, endpoints } from '@mp/contracts';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import {
  agencyOfMember,
  agencyWithMembers,
  insertMember,
  isAgencyFreelancer,
  requireOwnAgency,
} from './agency-store';
import { findUserByEmail } from './store';

export const addAgencyMember = definePrivateRoute(endpoints.addAgencyMember, {
  summary: "Adds an agency freelancer (sub-type 1) to the caller's agency, by e-mail",
  description:
    'Agency companies only. 422 naming body.email unless the e-mail is an active agency freelancer of this tenant; 409 when they belong to another agency. Idempotent: answers the agency with its members (docs/users.md#agencies).',
  body: ZAddAgencyMemberBody,
  response: ZAgencyMembersResponse,
  handler: async ({ tenant, db, caller, body }) =>
    db.transaction(async (tx) => {
      const agency = await requireOwnAgency(tx, tenant.id, caller);
      const member = await findUserByEmail(tx, tenant.id, body.email.trim());
      if (!isAgencyFreelancer(member)) {
        throw httpErrors.unprocessable('No agency freelancer of this marketplace has this e-mail', [
          { path: 'body.email', message: 'Not an agency freelancer of this marketplace' },
        ]);
      }
      const current = await agencyOfMember(tx, tenant.id, member.id);
      if (current !== null && current !== agency.id) {
        throw httpErrors.conflict('This freelancer already belongs to another agency', [
          { path: 'body.email', message: 'Already a member of another agency' },
        ]);
      }
      await insertMember(tx, tenant.id, agency.id, member.id);
      return agencyWithMembers(tx, tenant.id, agency.id);
    }),
});
