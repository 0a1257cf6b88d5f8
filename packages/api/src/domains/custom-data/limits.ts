import { MINUTE_MS, perIp, perTenant, perUser, type RateRule } from '../../http/rate-limit';

/** Extraction may call a paid model each time (docs/security.md#rate-limits). */
export const EXTRACTION_LIMITS: RateRule = {
  name: 'custom-data-extract',
  limits: [perUser(20, MINUTE_MS), perIp(100, MINUTE_MS), perTenant(1000, MINUTE_MS)],
};
