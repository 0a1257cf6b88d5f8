/**
 * The double-entry ledger (docs/payments.md#the-ledger): every movement of money is one
 * transaction whose entries sum to zero, written in the same database transaction as the state
 * change it records, and once per business event (a charge settles once, a payout is paid once).
 * So every tenant's entries always sum to zero, and an account's balance is the sum of its
 * entries (positive: money held there).
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/types';

/** The accounts money moves between. */
export const LEDGER_ACCOUNTS = {
  /** Money held at the payment provider for the platform. */
  providerBalance: 'provider_balance',
  /** Paid in for milestones or cycles not yet released to the freelancer. */
  escrow: 'escrow',
  /** The provider's fee customers pay on top. */
  platformFees: 'platform_fees',
  /** Tax collected on top of the amount, owed to the tax authority. */
  taxPayable: 'tax_payable',
  /** Paid in crypto and held on the provider's chain (the milestones' escrow addresses). */
  cryptoEscrow: 'crypto_escrow',
  /** Sent in crypto beyond what was due: owed back to the customer. */
  cryptoOverpaid: (customerId: string) => `crypto_overpaid:${customerId}`,
  /** Released to a freelancer, not yet paid out. */
  freelancerPayable: (freelancerId: string) => `freelancer_payable:${freelancerId}`,
  /** What users paid for packs of credits. */
  creditSales: 'credit_sales',
  /** What users paid for their subscriptions' periods. */
  subscriptionRevenue: 'subscription_revenue',
  // In credits (the unit CREDITS), not money: docs/payments.md#credits.
  /** A user's own credits: bought, granted, refunded; they never expire. */
  credits: (userId: string) => `credits:${userId}`,
  /** What is left of a user's monthly allowance; reset every month of their subscription. */
  allowance: (userId: string) => `allowance:${userId}`,
  /** Every credit put into circulation (negative: the platform owes them). */
  creditsIssued: 'credits_issued',
  /** Credits spent (on bookings); a refund takes them back out. */
  creditsUsed: 'credits_used',
  /** Allowance left unspent when a month ended, or when the subscription did. */
  creditsExpired: 'credits_expired',
} as const;

/** The ledger's unit for credit postings: they count credits, never money. */
export const CREDITS_UNIT = 'CREDITS';

export interface LedgerLine {
  account: string;
  amount: number;
}

export interface LedgerPosting {
  tenantId: string;
  /** What happened: charge, release, payout, credits_spent... */
  kind: string;
  referenceType:
    | 'charge'
    | 'payout'
    | 'milestone'
    | 'cycle'
    | 'credits'
    | 'subscription'
    | 'referral'
    | 'dispute';
  referenceId: string;
  currency: string;
  lines: readonly LedgerLine[];
}

export class UnbalancedPostingError extends Error {
  constructor(posting: LedgerPosting) {
    super(`Ledger posting ${posting.kind} ${posting.referenceId} does not sum to zero`);
    this.name = 'UnbalancedPostingError';
  }
}

/**
 * Writes one balanced transaction; a second posting of the same event (kind + reference) is
 * ignored. Answers whether it was written.
 */
export async function post(tx: Queryable, posting: LedgerPosting): Promise<boolean> {
  const lines = posting.lines.filter((line) => line.amount !== 0);
  if (lines.reduce((sum, line) => sum + line.amount, 0) !== 0)
    throw new UnbalancedPostingError(posting);
  const id = randomUUID();
  const inserted = await tx.query(
    `INSERT INTO ledger_transactions (tenant_id, id, kind, reference_type, reference_id, currency)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (tenant_id, kind, reference_type, reference_id) DO NOTHING`,
    [
      posting.tenantId,
      id,
      posting.kind,
      posting.referenceType,
      posting.referenceId,
      posting.currency,
    ],
  );
  if (inserted.rowCount === 0) return false;
  let line = 0;
  for (const entry of lines) {
    line += 1;
    await tx.query(
      `INSERT INTO ledger_entries (tenant_id, transaction_id, line, account, amount)
       VALUES ($1, $2, $3, $4, $5)`,
      [posting.tenantId, id, line, entry.account, entry.amount],
    );
  }
  return true;
}

/** The balance of each account of a tenant that has entries. */
export async function balances(db: Queryable, tenantId: string): Promise<Map<string, number>> {
  const result = await db.query<{ account: string; balance: string | number }>(
    `SELECT account, sum(amount) AS balance FROM ledger_entries WHERE tenant_id = $1
      GROUP BY account ORDER BY account`,
    [tenantId],
  );
  return new Map(result.rows.map((row) => [row.account, Number(row.balance)]));
}
