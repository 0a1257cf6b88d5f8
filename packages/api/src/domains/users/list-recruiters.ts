import { ZRecruitersResponse, endpoints } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { listRecruitersOf } from './recruiters';

export const listRecruiters = definePrivateRoute(endpoints.listRecruiters, {
  summary: "The caller's recruiters: users who have the caller among their attached users",
  description:
    'Oldest attachment first; deactivated users are left out. No e-mails: a recruiter who has detached the caller no longer appears (docs/users.md#recruiters).',
  response: ZRecruitersResponse,
  handler: async ({ tenant, db, caller }) => listRecruitersOf(db, tenant.id, caller.userId),
});
