import { MINUTE_MS, perIp, perTenant, perUser, type RateRule } from '../../http/rate-limit';

/** Generating CVs draws a PDF each time (docs/security.md#rate-limits). */
export const CV_LIMITS: RateRule = {
  name: 'generate-cv',
  limits: [perUser(20, MINUTE_MS), perIp(100, MINUTE_MS), perTenant(2000, MINUTE_MS)],
};
