import {
  HOUR_MS,
  MINUTE_MS,
  perIp,
  perTenant,
  perUser,
  type RateRule,
} from '../../http/rate-limit';

/** Both message routes draw on one budget (docs/security.md#rate-limits). */
export const MESSAGE_LIMITS: RateRule = {
  name: 'messages',
  limits: [perUser(60, MINUTE_MS), perIp(300, MINUTE_MS), perTenant(6000, MINUTE_MS)],
};

/** Opening conversations with new people. */
export const CHANNEL_LIMITS: RateRule = {
  name: 'channels',
  limits: [perUser(60, HOUR_MS), perIp(300, HOUR_MS), perTenant(5000, HOUR_MS)],
};
