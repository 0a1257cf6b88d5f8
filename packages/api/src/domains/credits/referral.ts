/** Credits a referrer earns when someone signs up through their invite link (docs/users.md#referrals). */
import type { Queryable } from '../../db/types';
import { CREDITS_UNIT, LEDGER_ACCOUNTS, post } from '../payments';
import { lockWallet } from './wallet';

/** Grants the referrer's own credits once per referred user; false when granted before. */
export async function creditReferral(
  tx: Queryable,
  referral: { tenantId: string; referrerId: string; referredUserId: string; credits: number },
): Promise<boolean> {
  await lockWallet(tx, referral.tenantId, referral.referrerId);
  return post(tx, {
    tenantId: referral.tenantId,
    kind: 'credits_referral',
    referenceType: 'referral',
    referenceId: referral.referredUserId,
    currency: CREDITS_UNIT,
    lines: [
      { account: LEDGER_ACCOUNTS.credits(referral.referrerId), amount: referral.credits },
      { account: LEDGER_ACCOUNTS.creditsIssued, amount: -referral.credits },
    ],
  });
}
