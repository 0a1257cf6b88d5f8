/**
 * The monthly allowance (docs/payments.md#credits): each month of an active subscription,
 * counted from its first paid period, the allowance is set to the plan's monthly credits, and
 * what was left of the last month expires. One ledger transaction per subscription and month
 * (its reference), so a month's reset happens exactly once however many passes run.
 */
import type { Queryable } from '../../db/types';
import { CREDITS_UNIT, LEDGER_ACCOUNTS, post } from '../payments';
import { lockWallet, walletOf } from './wallet';

export interface AllowanceMonth {
  tenantId: string;
  userId: string;
  subscriptionId: string;
  /** The month of the subscription: 0 for its first. */
  month: number;
  monthlyCredits: number;
}

/** Resets the user's allowance for that month; false when it was reset already. */
export async function resetAllowance(tx: Queryable, month: AllowanceMonth): Promise<boolean> {
  const referenceId = `${month.subscriptionId}:${month.month}`;
  // Most passes find the month done: say so without locking the wallet.
  const done = await tx.query(
    `SELECT 1 FROM ledger_transactions WHERE tenant_id = $1 AND kind = 'allowance_reset'
        AND reference_type = 'subscription' AND reference_id = $2`,
    [month.tenantId, referenceId],
  );
  if (done.rows.length > 0) return false;
  await lockWallet(tx, month.tenantId, month.userId);
  const { allowance: left } = await walletOf(tx, month.tenantId, month.userId);
  return post(tx, {
    tenantId: month.tenantId,
    kind: 'allowance_reset',
    referenceType: 'subscription',
    referenceId,
    currency: CREDITS_UNIT,
    lines: [
      { account: LEDGER_ACCOUNTS.allowance(month.userId), amount: month.monthlyCredits - left },
      { account: LEDGER_ACCOUNTS.creditsExpired, amount: left },
      { account: LEDGER_ACCOUNTS.creditsIssued, amount: -month.monthlyCredits },
    ],
  });
}

/** The subscription ended: what is left of the allowance expires (once). */
export async function expireAllowance(
  tx: Queryable,
  ended: { tenantId: string; userId: string; subscriptionId: string },
): Promise<void> {
  await lockWallet(tx, ended.tenantId, ended.userId);
  const { allowance: left } = await walletOf(tx, ended.tenantId, ended.userId);
  await post(tx, {
    tenantId: ended.tenantId,
    kind: 'allowance_expired',
    referenceType: 'subscription',
    referenceId: `${ended.subscriptionId}:end`,
    currency: CREDITS_UNIT,
    lines: [
      { account: LEDGER_ACCOUNTS.allowance(ended.userId), amount: -left },
      { account: LEDGER_ACCOUNTS.creditsExpired, amount: left },
    ],
  });
}

/** Credits the marketplace grants outright (a seeded opening balance), once per reference. */
export async function grantCredits(
  tx: Queryable,
  grant: {
    tenantId: string;
    userId: string;
    credits: number;
    allowance: number;
    reference: string;
  },
): Promise<boolean> {
  return post(tx, {
    tenantId: grant.tenantId,
    kind: 'credits_opening',
    referenceType: 'credits',
    referenceId: grant.reference,
    currency: CREDITS_UNIT,
    lines: [
      { account: LEDGER_ACCOUNTS.credits(grant.userId), amount: grant.credits },
      { account: LEDGER_ACCOUNTS.allowance(grant.userId), amount: grant.allowance },
      { account: LEDGER_ACCOUNTS.creditsIssued, amount: -(grant.credits + grant.allowance) },
    ],
  });
}
