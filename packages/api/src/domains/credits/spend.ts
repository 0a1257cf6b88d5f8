/**
 * Spending and refunding credits (docs/payments.md#credits), for what is paid in credits (a
 * booking): the month's allowance goes first, then the user's own credits. Each is one balanced
 * ledger transaction in credits, once per reference: spending the same reference again answers
 * the first spend, and a refund gives back exactly what that spend took, where it took it from.
 */
import { API_ERROR_CODES } from '@mp/contracts';
import type { Queryable } from '../../db/types';
import { HttpError } from '../../http/errors';
import { CREDITS_UNIT, LEDGER_ACCOUNTS, post } from '../payments';
import { lockWallet, walletOf } from './wallet';

/** The answer when credits fall short, word for word what the screens show. */
export const NOT_ENOUGH_CREDITS = "You don't have enough credits available";

export interface CreditSpendInput {
  tenantId: string;
  userId: string;
  /** Whole credits, more than 0. */
  credits: number;
  /** What the credits pay for, e.g. `booking:<id>`: one spend (and one refund) per reference. */
  reference: string;
}

export interface CreditSpend {
  reference: string;
  userId: string;
  /** From the month's allowance. */
  fromAllowance: number;
  /** From the user's own credits. */
  fromCredits: number;
}

const SPENT = 'credits_spent';
const REFUNDED = 'credits_refunded';

interface LineRow {
  account: string;
  amount: string | number;
}

async function linesOf(
  tx: Queryable,
  tenantId: string,
  kind: string,
  reference: string,
): Promise<LineRow[] | null> {
  const found = await tx.query<{ id: string }>(
    `SELECT id FROM ledger_transactions
      WHERE tenant_id = $1 AND kind = $2 AND reference_type = 'credits' AND reference_id = $3`,
    [tenantId, kind, reference],
  );
  const transaction = found.rows[0];
  if (transaction === undefined) return null;
  const { rows } = await tx.query<LineRow>(
    `SELECT account, amount FROM ledger_entries
      WHERE tenant_id = $1 AND transaction_id = $2 ORDER BY line`,
    [tenantId, transaction.id],
  );
  return rows;
}

/** A spend as its ledger lines record it (the user's accounts are negative there). */
function spendOf(reference: string, lines: readonly LineRow[]): CreditSpend {
  const taken = (prefix: string) => {
    const line = lines.find((entry) => entry.account.startsWith(prefix));
    return { userId: line?.account.slice(prefix.length), amount: -Number(line?.amount ?? 0) };
  };
  const allowance = taken('allowance:');
  const own = taken('credits:');
  const userId = allowance.userId ?? own.userId;
  if (userId === undefined) throw new Error(`credits spend ${reference} names no user`);
  return { reference, userId, fromAllowance: allowance.amount, fromCredits: own.amount };
}

/**
 * Spends `credits` of the user's (in the caller's transaction): 422 INSUFFICIENT_CREDITS with
 * "You don't have enough credits available" when their allowance and own credits together
 * fall short, and nothing changes then.
 */
export async function spendCredits(tx: Queryable, input: CreditSpendInput): Promise<CreditSpend> {
  if (!Number.isInteger(input.credits) || input.credits <= 0)
    throw new Error(`spendCredits: ${input.credits} is not a positive whole number of credits`);
  await lockWallet(tx, input.tenantId, input.userId);
  const earlier = await linesOf(tx, input.tenantId, SPENT, input.reference);
  if (earlier !== null) return spendOf(input.reference, earlier);
  const wallet = await walletOf(tx, input.tenantId, input.userId);
  if (wallet.allowance + wallet.credits < input.credits)
    throw new HttpError(422, API_ERROR_CODES.insufficientCredits, NOT_ENOUGH_CREDITS);
  const fromAllowance = Math.min(Math.max(wallet.allowance, 0), input.credits);
  const fromCredits = input.credits - fromAllowance;
  await post(tx, {
    tenantId: input.tenantId,
    kind: SPENT,
    referenceType: 'credits',
    referenceId: input.reference,
    currency: CREDITS_UNIT,
    lines: [
      { account: LEDGER_ACCOUNTS.allowance(input.userId), amount: -fromAllowance },
      { account: LEDGER_ACCOUNTS.credits(input.userId), amount: -fromCredits },
      { account: LEDGER_ACCOUNTS.creditsUsed, amount: input.credits },
    ],
  });
  return { reference: input.reference, userId: input.userId, fromAllowance, fromCredits };
}

/**
 * Gives back what the spend of `reference` took, to where it took it from (once; in the
 * caller's transaction). Null when nothing was spent for it.
 */
export async function refundCredits(
  tx: Queryable,
  input: { tenantId: string; reference: string },
): Promise<CreditSpend | null> {
  const spent = await linesOf(tx, input.tenantId, SPENT, input.reference);
  if (spent === null) return null;
  const spend = spendOf(input.reference, spent);
  await lockWallet(tx, input.tenantId, spend.userId);
  await post(tx, {
    tenantId: input.tenantId,
    kind: REFUNDED,
    referenceType: 'credits',
    referenceId: input.reference,
    currency: CREDITS_UNIT,
    lines: spent.map((line) => ({ account: line.account, amount: -Number(line.amount) })),
  });
  return spend;
}
