import { HOUR_MS, perIp, perTenant, perUser, type RateRule } from '../../http/rate-limit';

/** Support requests of the chat-support widget (docs/security.md#rate-limits). */
export const SUPPORT_EVENT_LIMITS: RateRule = {
  name: 'support-events',
  limits: [perUser(10, HOUR_MS), perIp(50, HOUR_MS), perTenant(500, HOUR_MS)],
};
