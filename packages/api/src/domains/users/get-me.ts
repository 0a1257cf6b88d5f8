import { ZMe, endpoints } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { loadMe } from './store';

export const getMe = definePrivateRoute(endpoints.getMe, {
  summary: "The caller's own record: profile, credits, attached users, survey state",
  response: ZMe,
  handler: async ({ tenant, db, caller }) => loadMe(db, tenant.id, caller.userId),
});
