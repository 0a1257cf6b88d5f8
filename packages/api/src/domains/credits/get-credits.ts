/** The caller's credits: balances, the pack on sale, their latest purchases, their history. */
import {
  endpoints,
  ZCreditHistoryResponse,
  ZCreditsResponse,
  type CreditsResponse,
} from '@mp/contracts';
import type { Queryable } from '../../db/types';
import { definePrivateRoute } from '../../http/route';
import type { Tenant } from '../../tenancy';
import { nextAllowanceReset, requireSubscriptions } from '../subscriptions';
import { creditHistory } from './history';
import { creditPackOf, recentPurchases } from './purchases';
import { walletOf } from './wallet';

export async function creditsOf(
  db: Queryable,
  tenant: Tenant,
  userId: string,
): Promise<CreditsResponse> {
  const wallet = await walletOf(db, tenant.id, userId);
  const resetsAt = await nextAllowanceReset(db, tenant.id, userId, new Date());
  return {
    availableCredits: wallet.credits,
    availableAllowance: wallet.allowance,
    allowanceResetsAt: resetsAt === null ? null : resetsAt.toISOString(),
    creditPack: creditPackOf(tenant),
    purchases: await recentPurchases(db, tenant.id, userId),
  };
}

export const getCredits = definePrivateRoute(endpoints.getCredits, {
  summary: "The caller's credits and what is left of the month's allowance",
  description:
    'The balances are sums of the ledger (docs/payments.md#credits). `purchases` are the latest ten, pending ones included. 403 FORBIDDEN while the stripeSubscriptions switch is off for the caller.',
  response: ZCreditsResponse,
  handler: async ({ tenant, db, caller }) => {
    requireSubscriptions(tenant, caller);
    return creditsOf(db, tenant, caller.userId);
  },
});

export const listCreditHistory = definePrivateRoute(endpoints.listCreditHistory, {
  summary: "What moved the caller's credits, the newest first",
  description:
    'Bought, spent, refunded, the monthly allowance granted or expired, opening balances: one entry per ledger transaction, with the change of the own credits and of the allowance.',
  response: ZCreditHistoryResponse,
  handler: async ({ tenant, db, caller }) => {
    requireSubscriptions(tenant, caller);
    return { entries: await creditHistory(db, tenant.id, caller.userId) };
  },
});
