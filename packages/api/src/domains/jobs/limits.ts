import { HOUR_MS, perIp, perTenant, perUser, type RateRule } from '../../http/rate-limit';

/** Asking the administrators to look at a job or proposal (docs/security.md#rate-limits). */
export const ADMIN_NOTIFICATION_LIMITS: RateRule = {
  name: 'admin-notifications',
  limits: [perUser(10, HOUR_MS), perIp(50, HOUR_MS), perTenant(300, HOUR_MS)],
};

/** Invitations, signed invite links and their public use (docs/security.md#rate-limits). */
export const INVITATION_LIMITS: RateRule = {
  name: 'invitations',
  limits: [perUser(100, HOUR_MS), perIp(200, HOUR_MS), perTenant(2000, HOUR_MS)],
};
