/**
 * The payment provider the API uses, named by the config (PAYMENT_PROVIDER): the built-in
 * sandbox, for now the only one. A real provider is another PaymentProvider implementation
 * made here (docs/payments.md).
 */
import type { PaymentsConfig } from '../config';
import type { Queryable } from '../db/types';
import { SandboxPaymentProvider } from './sandbox/provider';
import type { PaymentProvider } from './types';

export { SandboxPaymentProvider, ONBOARDING_PAGE_PATH } from './sandbox/provider';
export { SANDBOX_ID_NUMBERS, DECLINED_ACCOUNT_NUMBER } from './sandbox/test-values';
export * from './types';

/** The provider for one database (the sandbox keeps its state there); the app makes it once. */
export function createPaymentProvider(config: PaymentsConfig, db: Queryable): PaymentProvider {
  return new SandboxPaymentProvider(db, {
    verificationDelayMs: config.verificationDelayMs,
    publicUrl: config.publicUrl,
  });
}
