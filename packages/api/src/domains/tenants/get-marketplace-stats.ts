import {
  JOB_STATUS,
  ROLES,
  USER_STATUS,
  ZMarketplaceStatsResponse,
  endpoints,
} from '@mp/contracts';
import { definePublicRoute } from '../../http/route';

interface StatsRow {
  freelancers: number | string;
  jobs_posted: number | string;
  contracts_completed: number | string;
}

export const getMarketplaceStats = definePublicRoute(endpoints.getMarketplaceStats, {
  summary: "The tenant's counts for the home page's trust figures (public)",
  description:
    'Counts of this tenant only: active freelancers, jobs posted (root jobs, any status) and contracts completed (jobs ended). See docs/home.md#trust-figures.',
  response: ZMarketplaceStatsResponse,
  handler: async ({ tenant, db }) => {
    const result = await db.query<StatsRow>(
      `SELECT
         (SELECT count(*) FROM users
           WHERE tenant_id = $1 AND role = $2 AND status = $3) AS freelancers,
         (SELECT count(*) FROM jobs
           WHERE tenant_id = $1 AND root_job_id IS NULL) AS jobs_posted,
         (SELECT count(*) FROM jobs
           WHERE tenant_id = $1 AND status = $4) AS contracts_completed`,
      [tenant.id, ROLES.freelancer, USER_STATUS.active, JOB_STATUS.ended],
    );
    const row = result.rows[0];
    return {
      freelancers: Number(row?.freelancers ?? 0),
      jobsPosted: Number(row?.jobs_posted ?? 0),
      contractsCompleted: Number(row?.contracts_completed ?? 0),
    };
  },
});
