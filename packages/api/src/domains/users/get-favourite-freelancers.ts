import { ROLES, ZFavouritesResponse } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { favouriteFreelancers } from './favourites';
import { publicProfileFor } from './visibility';

export const getFavouriteFreelancers = definePrivateRoute('users', {
  operationId: 'getFavouriteFreelancers',
  method: 'GET',
  path: '/customers/get-favorite-freelancers',
  summary: "The customer's favourite freelancers, as public profiles",
  roles: [ROLES.customer],
  response: ZFavouritesResponse,
  handler: async ({ tenant, db, caller }) =>
    (await favouriteFreelancers(db, tenant.id, caller.userId)).map((row) =>
      publicProfileFor(tenant, row, caller),
    ),
});
