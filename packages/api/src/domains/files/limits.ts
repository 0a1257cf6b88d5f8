import { HOUR_MS, perIp, perTenant, type RateRule } from '../../http/rate-limit';

/** Uploads without signing in (`POST /apis/s3`; docs/security.md#rate-limits). */
export const ANONYMOUS_UPLOAD_LIMITS: RateRule = {
  name: 'anonymous-uploads',
  limits: [perIp(20, HOUR_MS), perTenant(500, HOUR_MS)],
};
