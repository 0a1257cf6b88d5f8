import { ZProfileViews, endpoints } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';

export const getProfileViews = definePrivateRoute(endpoints.getProfileViews, {
  summary: "The caller's profile views: in total, the last 7 and the last 30 days",
  description:
    'Freelancers only, their own profile only. Each count is of viewer-days: a viewer counts once per UTC day.',
  response: ZProfileViews,
  handler: async ({ tenant, db, caller }) => {
    const result = await db.query<{ total: string; last7: string; last30: string }>(
      `WITH today AS (SELECT (clock_timestamp() AT TIME ZONE 'UTC')::date AS day)
       SELECT count(*) AS total,
              count(*) FILTER (WHERE v.day > today.day - 7) AS last7,
              count(*) FILTER (WHERE v.day > today.day - 30) AS last30
         FROM profile_views v CROSS JOIN today
        WHERE v.tenant_id = $1 AND v.freelancer_id = $2`,
      [tenant.id, caller.userId],
    );
    const row = result.rows[0];
    return {
      total: Number(row?.total ?? 0),
      last7Days: Number(row?.last7 ?? 0),
      last30Days: Number(row?.last30 ?? 0),
    };
  },
});
