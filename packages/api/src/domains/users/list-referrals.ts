import { REFERRAL_CREDITS, ZReferralsResponse, endpoints } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { listReferralsOf } from './referrals';

export const listReferrals = definePrivateRoute(endpoints.listReferrals, {
  summary: 'The users who signed up through the caller’s invite link, newest first',
  description:
    'Each sign-up through /register?ref=<userId> credits the referrer once (docs/users.md#referrals).',
  response: ZReferralsResponse,
  handler: async ({ tenant, db, caller }) => {
    const referrals = await listReferralsOf(db, tenant.id, caller.userId);
    return {
      creditsPerReferral: REFERRAL_CREDITS,
      totalCredits: referrals.reduce((sum, referral) => sum + referral.credits, 0),
      referrals,
    };
  },
});
