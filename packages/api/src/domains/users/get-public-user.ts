import { ZPublicProfile, ZUserIdParams } from '@mp/contracts';
import { definePublicRoute } from '../../http/route';
import { publicProfileFor } from './visibility';
import { requireVisibleUser } from './store';

export const getPublicUser = definePublicRoute('users', {
  operationId: 'getPublicUser',
  method: 'GET',
  path: '/users/:id',
  summary: "A user's public profile (never e-mail, credits or account state)",
  params: ZUserIdParams,
  response: ZPublicProfile,
  handler: async ({ tenant, db, params }) =>
    publicProfileFor(tenant, await requireVisibleUser(db, tenant.id, params.id)),
});
