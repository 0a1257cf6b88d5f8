import { ROLES, ZViewProfileBody, ZViewProfileResponse, endpoints } from '@mp/contracts';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import { requireVisibleUser } from '../users';

export const viewProfile = definePrivateRoute(endpoints.viewProfile, {
  summary: "Counts a signed-in user's view of a freelancer's profile",
  description:
    "Once per viewer, freelancer and UTC day: a view already counted today, the owner's own and an administrator's answer counted false. 404 USER_NOT_FOUND for a user not in this tenant or deactivated; 422 naming body.freelancerID for a user who is not a freelancer.",
  body: ZViewProfileBody,
  response: ZViewProfileResponse,
  handler: async ({ tenant, db, caller, body }) => {
    const freelancer = await requireVisibleUser(db, tenant.id, body.freelancerID);
    if (freelancer.role !== ROLES.freelancer) {
      throw httpErrors.unprocessable('Only freelancers have profile views', [
        { path: 'body.freelancerID', message: 'Not a freelancer' },
      ]);
    }
    if (freelancer.id === caller.userId || caller.role === ROLES.administrator) {
      return { counted: false };
    }
    const inserted = await db.query(
      `INSERT INTO profile_views (tenant_id, freelancer_id, viewer_id, day)
       VALUES ($1, $2, $3, (clock_timestamp() AT TIME ZONE 'UTC')::date)
       ON CONFLICT DO NOTHING`,
      [tenant.id, freelancer.id, caller.userId],
    );
    return { counted: inserted.rowCount > 0 };
  },
});
