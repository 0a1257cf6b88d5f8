/**
 * A user's credits (docs/payments.md#credits): two ledger accounts counted in credits, their
 * own (`credits:<user>`, bought or granted, never expiring) and what is left of the month's
 * allowance (`allowance:<user>`). The balances are the sums of the ledger's entries; every
 * change of them locks the user's wallet first, so changes of one user's credits never
 * interleave.
 */
import type { Queryable } from '../../db/types';
import { httpErrors } from '../../http/errors';
import { LEDGER_ACCOUNTS } from '../payments';

export interface Wallet {
  /** The user's own credits. */
  credits: number;
  /** What is left of the month's allowance. */
  allowance: number;
}

export async function walletOf(db: Queryable, tenantId: string, userId: string): Promise<Wallet> {
  const own = LEDGER_ACCOUNTS.credits(userId);
  const allowance = LEDGER_ACCOUNTS.allowance(userId);
  const { rows } = await db.query<{ account: string; balance: string | number }>(
    `SELECT account, sum(amount) AS balance FROM ledger_entries
      WHERE tenant_id = $1 AND account IN ($2, $3) GROUP BY account`,
    [tenantId, own, allowance],
  );
  const balance = (account: string) =>
    Number(rows.find((row) => row.account === account)?.balance ?? 0);
  return { credits: balance(own), allowance: balance(allowance) };
}

/** Locks the user's wallet until the transaction ends (their user row stands for it). */
export async function lockWallet(tx: Queryable, tenantId: string, userId: string): Promise<void> {
  const { rows } = await tx.query(
    'SELECT 1 FROM users WHERE tenant_id = $1 AND id = $2 FOR UPDATE',
    [tenantId, userId],
  );
  if (rows.length === 0) throw httpErrors.userNotFound();
}
