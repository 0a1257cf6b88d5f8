import { ZFavouritesResponse, endpoints } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { favouriteFreelancers } from './favourites';
import { publicProfileFor } from './visibility';

export const getFavouriteFreelancers = definePrivateRoute(endpoints.getFavouriteFreelancers, {
  summary: "The customer's favourite freelancers, as public profiles",
  response: ZFavouritesResponse,
  handler: async ({ tenant, db, caller }) =>
    (await favouriteFreelancers(db, tenant.id, caller.userId)).map((row) =>
      publicProfileFor(tenant, row, caller),
    ),
});
