import { ZPublicProfile, ZUserIdParams, endpoints } from '@mp/contracts';
import { definePublicRoute } from '../../http/route';
import { publicProfileFor } from './visibility';
import { requireVisibleUser } from './store';

export const getPublicUser = definePublicRoute(endpoints.getPublicUser, {
  summary: "A user's public profile (never e-mail, credits or account state)",
  description:
    'Public; when the call is signed, the hideFreelancerRate switch is evaluated for the signed-in viewer.',
  params: ZUserIdParams,
  response: ZPublicProfile,
  handler: async ({ tenant, db, params, caller }) =>
    publicProfileFor(tenant, await requireVisibleUser(db, tenant.id, params.id), caller),
});
