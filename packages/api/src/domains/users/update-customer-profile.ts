import { ZCustomerProfileUpdate, ZMe, endpoints } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { applyProfileChanges, loadMe } from './store';

export const updateCustomerProfile = definePrivateRoute(endpoints.updateCustomerProfile, {
  summary: "Updates one section of the calling customer's profile",
  description:
    "`type` names the section (basic, pictures, location, username, survey); `data` holds exactly that section's fields.",
  body: ZCustomerProfileUpdate,
  response: ZMe,
  handler: async ({ tenant, db, caller, body }) =>
    db.transaction(async (tx) => {
      await applyProfileChanges(tx, tenant.id, caller.userId, body.data, 'body.data');
      return loadMe(tx, tenant.id, caller.userId);
    }),
});
