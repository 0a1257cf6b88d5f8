/**
 * The plans each seeded tenant sells, kept where a provider keeps them: at the sandbox
 * (upserted, like the catalogues, so a restart brings them to what the seed says).
 */
import type { Queryable } from '../../db/types';
import { SandboxPaymentProvider, type ProviderPlan } from '../../payment-provider';

export interface PlanSeed {
  tenantId: string;
  /** In the order the plans screen shows them. */
  plans: readonly ProviderPlan[];
}

export async function seedSubscriptionPlans(
  tx: Queryable,
  seeds: readonly PlanSeed[],
): Promise<void> {
  // Seeding moves no money: nothing is charged, so no webhook is ever sent.
  const provider = new SandboxPaymentProvider(tx, {
    verificationDelayMs: 0,
    money: { settleDelayMs: 0, webhookSecret: 'seed', webhookUrl: () => null },
  });
  for (const seed of seeds) {
    for (const [position, plan] of seed.plans.entries())
      await provider.money.subscriptions.upsertPlan(seed.tenantId, plan, position);
  }
}
