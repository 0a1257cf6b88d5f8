/**
 * The provider's webhook events (docs/payments.md#webhooks). Applying one is idempotent (a
 * charge or payout settles only while pending), and an event id is recorded once applied, so a
 * redelivered event is skipped and one that failed half-way is applied again on redelivery.
 * Charges and transfers carry our ids as their reference (a credit purchase's with its prefix);
 * subscriptions' events carry a snapshot of the subscription; identity sessions' events carry
 * the user id (docs/payments.md#identity-verification).
 */
import type { Database } from '../../db/types';
import type { ProviderEvent, ProviderMoneyEvent } from '../../payment-provider';
import { isCreditPurchaseReference, settleCreditPurchase } from '../credits';
import { applySubscriptionEvent } from '../subscriptions';
import { failCharge, succeedCharge, type ChargeRow, type PaymentsServices } from './charges';
import { heldByDispute } from './disputes';
import { applyIdentityEvent } from './identity-verification';
import { releaseToFreelancer, sendPayout, settlePayout } from './payouts';

async function alreadyApplied(db: Database, provider: string, event: ProviderEvent) {
  const seen = await db.query(
    'SELECT 1 FROM payment_webhook_events WHERE provider = $1 AND event_id = $2',
    [provider, event.id],
  );
  return seen.rows.length > 0;
}

async function recordApplied(db: Database, provider: string, event: ProviderEvent) {
  await db.query(
    `INSERT INTO payment_webhook_events (provider, event_id, tenant_id, type)
     VALUES ($1, $2, $3, $4) ON CONFLICT (provider, event_id) DO NOTHING`,
    [provider, event.id, event.tenantId, event.type],
  );
}

const failureOf = (event: ProviderMoneyEvent) => ({
  code: event.failureCode ?? 'contact_support',
  message: event.failureMessage ?? 'The payment provider refused it',
});

export async function applyProviderEvent(
  db: Database,
  services: PaymentsServices,
  event: ProviderEvent,
): Promise<void> {
  const provider = services.payments.kind;
  if (await alreadyApplied(db, provider, event)) return;
  await apply(db, services, event);
  await recordApplied(db, provider, event);
}

function cycleHeld(db: Database, charge: ChargeRow): Promise<boolean> {
  return heldByDispute(db, {
    tenantId: charge.tenant_id,
    milestoneId: charge.milestone_id,
    cycleId: charge.cycle_id,
  });
}

async function apply(
  db: Database,
  services: PaymentsServices,
  event: ProviderEvent,
): Promise<void> {
  if (
    (event.type === 'charge.succeeded' || event.type === 'charge.failed') &&
    isCreditPurchaseReference(event.reference)
  ) {
    await settleCreditPurchase(db, event.tenantId, event.reference, {
      providerChargeId: event.chargeId,
      failure: event.type === 'charge.failed' ? failureOf(event) : null,
    });
    return;
  }
  switch (event.type) {
    case 'charge.succeeded': {
      const charge = await succeedCharge(db, event.tenantId, event.reference, event.chargeId);
      // Ongoing work has no sign-off: a paid cycle is released to the freelancer at once, unless
      // a dispute holds it (docs/disputes.md#money-held).
      if (charge !== null && charge.cycle_id !== null && !(await cycleHeld(db, charge))) {
        const payout = await db.transaction((tx) =>
          releaseToFreelancer(tx, {
            tenantId: charge.tenant_id,
            jobId: charge.job_id,
            milestoneId: charge.milestone_id,
            cycleId: charge.cycle_id,
            freelancerId: charge.freelancer_id,
            amount: Number(charge.amount),
            currency: charge.currency,
          }),
        );
        await sendPayout(db, services, payout);
      }
      return;
    }
    case 'charge.failed':
      await failCharge(db, event.tenantId, event.reference, failureOf(event));
      return;
    case 'transfer.paid':
      await settlePayout(db, event.tenantId, event.reference, null);
      return;
    case 'transfer.failed':
      await settlePayout(db, event.tenantId, event.reference, failureOf(event));
      return;
    case 'invoice.paid':
    case 'invoice.payment_failed':
    case 'subscription.updated':
    case 'subscription.deleted':
      await applySubscriptionEvent(db, event);
      return;
    case 'identity.processing':
    case 'identity.verified':
    case 'identity.refused':
      await applyIdentityEvent(db, event);
      return;
  }
}
