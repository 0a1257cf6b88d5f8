import { ROLES, ZCustomerProfileUpdate, ZMe } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { applyProfileChanges, loadMe } from './store';

export const updateCustomerProfile = definePrivateRoute('users', {
  operationId: 'updateCustomerProfile',
  method: 'POST',
  path: '/customers/update/profile',
  summary: "Updates one section of the calling customer's profile",
  description:
    "`type` names the section (basic, pictures, location, username, survey); `data` holds exactly that section's fields.",
  roles: [ROLES.customer],
  body: ZCustomerProfileUpdate,
  response: ZMe,
  handler: async ({ tenant, db, caller, body }) =>
    db.transaction(async (tx) => {
      await applyProfileChanges(tx, tenant.id, caller.userId, body.data, 'body.data');
      return loadMe(tx, tenant.id, caller.userId);
    }),
});
