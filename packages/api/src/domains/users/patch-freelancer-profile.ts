import { ZFreelancerProfilePatch, ZMe, endpoints } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { applyProfileChanges, loadMe } from './store';

export const patchFreelancerProfile = definePrivateRoute(endpoints.putFreelancerProfile, {
  summary:
    "Sets any of the calling freelancer's profile fields at once; {} returns the record unchanged",
  body: ZFreelancerProfilePatch,
  response: ZMe,
  handler: async ({ tenant, db, caller, body }) =>
    db.transaction(async (tx) => {
      await applyProfileChanges(tx, tenant.id, caller.userId, body, 'body');
      return loadMe(tx, tenant.id, caller.userId);
    }),
});
