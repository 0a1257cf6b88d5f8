import { HOUR_MS, perIp, perUser, type RateRule } from '../../http/rate-limit';

/** Attaching users by e-mail (docs/security.md#rate-limits). */
export const ATTACHMENT_LIMITS: RateRule = {
  name: 'attachments',
  limits: [perUser(20, HOUR_MS), perIp(100, HOUR_MS)],
};
