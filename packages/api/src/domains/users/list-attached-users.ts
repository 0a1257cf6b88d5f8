import { ZAttachedUsersResponse, endpoints } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { listAttachedUsers as listAttached } from './store';

export const listAttachedUsers = definePrivateRoute(endpoints.listAttachedUsers, {
  summary: "The caller's attached users",
  response: ZAttachedUsersResponse,
  handler: async ({ tenant, db, caller }) => listAttached(db, tenant.id, caller.userId),
});
