/**
 * The allowance's clock (docs/payments.md#credits): every pass of the schedule resets the
 * allowance of each paid-up subscription whose new month has begun. Any number of API
 * instances may run passes at once: the pass takes an advisory lock (the others skip), and a
 * month's reset is one ledger transaction per subscription and month, so it happens once.
 */
import type { Database } from '../../db/types';
import { grantCurrentAllowance } from './snapshot';
import { SUBSCRIPTION_COLUMNS, type SubscriptionRow } from './store';

/** Any constant other than the recurring schedule's. */
const ALLOWANCE_LOCK_KEY = 720_418;

/** One pass at `now`; answers how many allowances it reset. */
export async function runAllowanceResets(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const lock = await tx.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_xact_lock($1) AS locked',
      [ALLOWANCE_LOCK_KEY],
    );
    if (lock.rows[0]?.locked !== true) return 0;
    const due = await tx.query<SubscriptionRow>(
      `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions
        WHERE status = 'active' AND anchor_at <= $1 AND current_period_end > $1
        ORDER BY tenant_id, id`,
      [now],
    );
    let reset = 0;
    for (const row of due.rows) if (await grantCurrentAllowance(tx, row, now)) reset += 1;
    return reset;
  });
}
