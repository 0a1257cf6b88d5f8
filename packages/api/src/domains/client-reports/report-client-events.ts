import { ZClientReportsBody, ZClientReportsResponse, endpoints } from '@mp/contracts';
import { definePublicRoute } from '../../http/route';
import { HOUR_MS, perIp, perTenant, type RateRule } from '../../http/rate-limit';
import { logClientReport } from './log';

/**
 * Pages send a few batches per visit (docs/observability.md#what-pages-report); the limits
 * keep a script in a loop from filling the logs (docs/security.md#rate-limits).
 */
export const CLIENT_REPORT_LIMITS: RateRule = {
  name: 'client-reports',
  limits: [perIp(120, HOUR_MS), perTenant(20_000, HOUR_MS)],
};

export const reportClientEvents = definePublicRoute(endpoints.reportClientEvents, {
  summary: "Takes the page's unhandled errors and sampled web vitals into the API's log",
  description:
    'Anonymous or signed-in pages of the tenant send up to 20 reports at once; each becomes one ' +
    'log line under this request id. Nothing is stored in the database.',
  body: ZClientReportsBody,
  response: ZClientReportsResponse,
  rateLimit: CLIENT_REPORT_LIMITS,
  handler: async ({ tenant, log, body }) => {
    for (const report of body.reports) logClientReport(log, tenant.id, report);
    return { accepted: body.reports.length };
  },
});
