/** What moved a user's credits, read from the ledger (docs/payments.md#credits). */
import type { CreditHistoryEntry, CreditHistoryKind } from '@mp/contracts';
import { isoTime } from '../../db/time';
import type { Queryable } from '../../db/types';
import { LEDGER_ACCOUNTS } from '../payments';

/** The ledger's kinds of credit transactions, as the history names them. */
const KINDS: Readonly<Record<string, CreditHistoryKind>> = {
  credits_bought: 'bought',
  credits_spent: 'spent',
  credits_refunded: 'refunded',
  allowance_reset: 'allowance',
  allowance_expired: 'expired',
  credits_opening: 'opening',
  credits_referral: 'referral',
};

const HISTORY_LIMIT = 100;

export async function creditHistory(
  db: Queryable,
  tenantId: string,
  userId: string,
): Promise<CreditHistoryEntry[]> {
  const { rows } = await db.query<{
    id: string;
    kind: string;
    reference_id: string;
    created_at: Date | string;
    credits: string | number;
    allowance: string | number;
  }>(
    `SELECT t.id, t.kind, t.reference_id, t.created_at,
            sum(CASE WHEN e.account = $2 THEN e.amount ELSE 0 END) AS credits,
            sum(CASE WHEN e.account = $3 THEN e.amount ELSE 0 END) AS allowance
       FROM ledger_transactions t
       JOIN ledger_entries e ON e.tenant_id = t.tenant_id AND e.transaction_id = t.id
      WHERE t.tenant_id = $1 AND e.account IN ($2, $3)
      GROUP BY t.id, t.kind, t.reference_id, t.created_at
      ORDER BY t.created_at DESC, t.id LIMIT ${HISTORY_LIMIT}`,
    [tenantId, LEDGER_ACCOUNTS.credits(userId), LEDGER_ACCOUNTS.allowance(userId)],
  );
  return rows.flatMap((row) => {
    const kind = KINDS[row.kind];
    if (kind === undefined) return [];
    return [
      {
        entryId: row.id,
        kind,
        credits: Number(row.credits),
        allowance: Number(row.allowance),
        reference: row.reference_id,
        createdAt: isoTime(row.created_at),
      },
    ];
  });
}
