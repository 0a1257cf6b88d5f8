import {
  API_ERROR_CODES,
  ROLES,
  ZOrganisationByNameQuery,
  ZPublicProfile,
  endpoints,
} from '@mp/contracts';
import { HttpError } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import { USER_COLUMNS, USER_STATUS_DEACTIVATED, type UserRow } from './store';
import { publicProfileFor } from './visibility';

export const getOrganisationByName = definePrivateRoute(endpoints.getOrganisationByName, {
  summary: 'Finds an organisation customer of the tenant by its company name',
  description:
    "Customers and administrators. The company name is the organisation account's name, matched case-insensitively and exactly (surrounding spaces ignored); 404 ORGANISATION_NOT_FOUND when no active organisation customer has it (docs/users.md#organisation-customers).",
  query: ZOrganisationByNameQuery,
  response: ZPublicProfile,
  handler: async ({ tenant, db, caller, query }) => {
    const result = await db.query<UserRow>(
      `SELECT ${USER_COLUMNS} FROM users
        WHERE tenant_id = $1 AND is_customer_organisation AND role = ${ROLES.customer}
          AND status <> ${USER_STATUS_DEACTIVATED} AND lower(name) = lower($2)
        ORDER BY created_at, id LIMIT 1`,
      [tenant.id, query.companyName],
    );
    const organisation = result.rows[0];
    if (organisation === undefined) {
      throw new HttpError(
        404,
        API_ERROR_CODES.organisationNotFound,
        'No organisation of this marketplace has this company name',
      );
    }
    return publicProfileFor(tenant, organisation, caller);
  },
});
