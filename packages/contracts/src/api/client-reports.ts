import { z } from 'zod';

/** Web vitals the browser reports (the `web-vitals` library's names; docs/observability.md). */
export const WEB_VITAL_NAMES = ['LCP', 'CLS', 'INP', 'FCP', 'TTFB'] as const;
export const MAX_CLIENT_REPORTS = 20;

/** A path of this site (no origin, no protocol-relative `//host`). */
const ZSitePath = z
  .string()
  .max(2048)
  .regex(/^\/(?!\/)/, 'Must be a path of this site')
  .meta({ examples: ['/freelancer/search-jobs'] });

/** An error the page did not handle: what, where in the code, on which screen. */
export const ZClientErrorReport = z.strictObject({
  kind: z.literal('error'),
  message: z.string().max(1000),
  /** The script and position (`https://host/main.js:1:200`) or the remote that failed. */
  source: z.string().max(500).optional(),
  stack: z.string().max(4000).optional(),
  path: ZSitePath,
});

/** One web vital of this page view; CLS is unitless, the others milliseconds. */
export const ZWebVitalReport = z.strictObject({
  kind: z.literal('vital'),
  name: z.enum(WEB_VITAL_NAMES),
  value: z.number().min(0).max(600_000),
  rating: z.enum(['good', 'needs-improvement', 'poor']),
  path: ZSitePath,
});

/** `POST /public/client-reports`: what one page sends at once (errors, sampled web vitals). */
export const ZClientReportsBody = z.strictObject({
  reports: z
    .array(z.discriminatedUnion('kind', [ZClientErrorReport, ZWebVitalReport]))
    .min(1)
    .max(MAX_CLIENT_REPORTS),
});
export type ClientReportsBody = z.infer<typeof ZClientReportsBody>;
export type ClientReport = ClientReportsBody['reports'][number];

export const ZClientReportsResponse = z.object({ accepted: z.number().int() });
export type ClientReportsResponse = z.infer<typeof ZClientReportsResponse>;
