import { ROLES, ZFavouriteIdsResponse, ZFavouriteRequest, endpoints } from '@mp/contracts';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import { requireVisibleUser } from './store';
import { favouriteIds } from './favourites';

export const updateFavouriteFreelancers = definePrivateRoute(endpoints.updateFavouriteFreelancers, {
  summary:
    "Marks (value true) or unmarks (false) a freelancer of the tenant as the customer's favourite",
  body: ZFavouriteRequest,
  response: ZFavouriteIdsResponse,
  handler: async ({ tenant, db, caller, body }) =>
    db.transaction(async (tx) => {
      if (body.value) {
        const freelancer = await requireVisibleUser(tx, tenant.id, body.freelancerId);
        if (freelancer.role !== ROLES.freelancer) throw httpErrors.userNotFound();
        await tx.query(
          `INSERT INTO favourites (tenant_id, customer_id, freelancer_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
          [tenant.id, caller.userId, freelancer.id],
        );
      } else {
        await tx.query(
          'DELETE FROM favourites WHERE tenant_id = $1 AND customer_id = $2 AND freelancer_id = $3',
          [tenant.id, caller.userId, body.freelancerId],
        );
      }
      return { freelancerIds: await favouriteIds(tx, tenant.id, caller.userId) };
    }),
});
