import { ROLES, ZMe } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { loadMe } from './store';

export const getMe = definePrivateRoute('users', {
  operationId: 'getMe',
  method: 'GET',
  path: '/users/me',
  summary: "The caller's own record: profile, credits, attached users, survey state",
  roles: [ROLES.administrator, ROLES.freelancer, ROLES.customer],
  response: ZMe,
  handler: async ({ tenant, db, caller }) => loadMe(db, tenant.id, caller.userId),
});
