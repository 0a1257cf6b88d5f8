import { ZPublicProfile, ZUsernameParams, endpoints } from '@mp/contracts';
import { httpErrors } from '../../http/errors';
import { definePublicRoute } from '../../http/route';
import { findUserByUsername, USER_STATUS_DEACTIVATED } from './store';
import { publicProfileFor } from './visibility';

export const getUserByUsername = definePublicRoute(endpoints.getUserByUsername, {
  summary: 'A public profile by username (/freelancer/profile/{username})',
  params: ZUsernameParams,
  response: ZPublicProfile,
  handler: async ({ tenant, db, params, caller }) => {
    const user = await findUserByUsername(db, tenant.id, params.username);
    if (user === null || user.status === USER_STATUS_DEACTIVATED) throw httpErrors.userNotFound();
    return publicProfileFor(tenant, user, caller);
  },
});
