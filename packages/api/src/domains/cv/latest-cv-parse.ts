/** GET /apis/actions/users/me/parse-cv: the caller's latest CV parse (docs/users.md#cv-parsing). */
import { endpoints, ZLatestCvParseResponse } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { latestParseJob } from './parse-store';

export const latestCvParse = definePrivateRoute(endpoints.latestCvParse, {
  summary: "The caller's latest CV parse: its status, and the fields read once it succeeded",
  description:
    "status queued, running, succeeded (result: the fields read; skills are the tenant's ids) or failed (reason). job is null when the caller never started one. Only the caller's own, in this tenant. See docs/users.md#cv-parsing.",
  response: ZLatestCvParseResponse,
  handler: async ({ tenant, db, caller }) => ({
    job: await latestParseJob(db, tenant.id, caller.userId),
  }),
});
