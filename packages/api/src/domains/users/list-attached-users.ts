import { ROLES, ZAttachedUsersResponse } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { listAttachedUsers as listAttached } from './store';

export const listAttachedUsers = definePrivateRoute('users', {
  operationId: 'listAttachedUsers',
  method: 'GET',
  path: '/apis/actions/recruiter/attached-users',
  summary: "The caller's attached users",
  roles: [ROLES.administrator, ROLES.freelancer, ROLES.customer],
  response: ZAttachedUsersResponse,
  handler: async ({ tenant, db, caller }) => listAttached(db, tenant.id, caller.userId),
});
