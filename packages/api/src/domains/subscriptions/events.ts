/**
 * The provider's events about subscriptions (docs/payments.md#webhooks): each carries a
 * snapshot of the subscription, applied to our copy by version; a paid period's money enters
 * the ledger once (by the charge's id).
 */
import type { Database } from '../../db/types';
import type { ProviderSubscriptionEvent } from '../../payment-provider';
import { LEDGER_ACCOUNTS, post } from '../payments';
import { applySnapshot } from './snapshot';
import { findSubscription } from './store';

export async function applySubscriptionEvent(
  db: Database,
  event: ProviderSubscriptionEvent,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findSubscription(tx, event.tenantId, event.reference, { forUpdate: true });
    if (row === null) return;
    await applySnapshot(tx, row, event.subscription, new Date());
    if (event.type !== 'invoice.paid' || event.charge === null) return;
    await post(tx, {
      tenantId: event.tenantId,
      kind: 'subscription_payment',
      referenceType: 'subscription',
      referenceId: event.charge.id,
      currency: event.charge.currency,
      lines: [
        { account: LEDGER_ACCOUNTS.providerBalance, amount: event.charge.amount },
        { account: LEDGER_ACCOUNTS.subscriptionRevenue, amount: -event.charge.amount },
      ],
    });
  });
}
