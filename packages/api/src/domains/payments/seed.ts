/**
 * Seeded freelancers' payout accounts, made through the sandbox provider like a user's own
 * (create, hosted-page details, bank account, settled verification), inserted only when the
 * user has none yet (idempotent: a restart never undoes what the user changed since).
 */
import { ZExternalAccountBody, type SeededAccount } from '@mp/contracts';
import type { Queryable } from '../../db/types';
import { SandboxPaymentProvider, type BankAccountInput } from '../../payment-provider';
import type { IndividualDetails } from '../../payment-provider/sandbox/onboarding-form';
import { findPaymentAccount, insertPaymentAccount } from './store';

export interface PaymentAccountSeed {
  tenantId: string;
  /** The seeded account's e-mail (SEEDED_ACCOUNTS). */
  email: string;
  individual: IndividualDetails;
  bankAccount: BankAccountInput;
  statementDescriptor?: string;
}

async function userExists(tx: Queryable, tenantId: string, userId: string): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM users WHERE tenant_id = $1 AND id = $2', [
    tenantId,
    userId,
  ]);
  return rows.length > 0;
}

export async function seedPaymentAccounts(
  tx: Queryable,
  seeds: readonly PaymentAccountSeed[],
  accounts: readonly SeededAccount[],
): Promise<void> {
  // Verification settles at once: the seeded accounts are complete from the start.
  const provider = new SandboxPaymentProvider(tx, {
    verificationDelayMs: 0,
    // Seeding moves no money: nothing is charged, so no webhook is ever sent.
    money: { settleDelayMs: 0, webhookSecret: 'seed', webhookUrl: () => null },
  });
  for (const seed of seeds) {
    const user = accounts.find((a) => a.tenantId === seed.tenantId && a.email === seed.email);
    if (user === undefined || !(await userExists(tx, seed.tenantId, user.userId))) continue;
    if ((await findPaymentAccount(tx, seed.tenantId, user.userId)) !== null) continue;
    const created = await provider.createAccount({
      tenantId: seed.tenantId,
      reference: user.userId,
    });
    const ref = { tenantId: seed.tenantId, accountId: created.id };
    await provider.submitDetails(ref, seed.individual);
    await provider.setExternalAccount(ref, ZExternalAccountBody.parse(seed.bankAccount));
    if (seed.statementDescriptor !== undefined) {
      await provider.updateStatementDescriptor(ref, seed.statementDescriptor);
    }
    const settled = await provider.retrieveAccount(ref);
    if (settled === null) throw new Error(`seeded payment account ${created.id} vanished`);
    const key = { tenantId: seed.tenantId, userId: user.userId, provider: provider.kind };
    await insertPaymentAccount(tx, key, settled);
  }
}
