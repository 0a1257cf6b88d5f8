import { MINUTE_MS, perIp, perTenant, perUser, type RateRule } from '../../http/rate-limit';

/** Writing posts (docs/security.md#rate-limits): a person posts a few a minute at most. */
export const ACTIVITY_POST_LIMITS: RateRule = {
  name: 'activity-posts',
  limits: [perUser(20, MINUTE_MS), perIp(100, MINUTE_MS), perTenant(3000, MINUTE_MS)],
};
