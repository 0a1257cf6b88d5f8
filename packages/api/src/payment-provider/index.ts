/**
 * The payment provider the API uses, named by the config (PAYMENT_PROVIDER): the built-in
 * sandbox, for now the only one. A real provider is another PaymentProvider implementation
 * made here (docs/payments.md).
 */
import type { FastifyInstance } from 'fastify';
import type { PaymentsConfig } from '../config';
import type { Queryable } from '../db/types';
import type { InFlight } from '../http/in-flight';
import type { TenantCache } from '../tenancy';
import { registerSandboxOnboarding } from './sandbox/onboarding-routes';
import { SandboxPaymentProvider } from './sandbox/provider';
import type { PaymentProvider, ProviderAccount } from './types';

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

export interface ProviderPagesDeps {
  tenants: TenantCache;
  inFlight: InFlight;
  /** Like a provider's webhook: an account changed on the provider's page (details submitted). */
  onAccountUpdated: (tenantId: string, account: ProviderAccount) => Promise<void>;
}

/**
 * The provider's own pages on the API: the sandbox's hosted onboarding (public, token-bound,
 * not JSON). A real provider hosts its pages itself, so it has none here.
 */
export function registerProviderPages(
  app: FastifyInstance,
  provider: PaymentProvider,
  deps: ProviderPagesDeps,
): void {
  if (provider instanceof SandboxPaymentProvider) {
    registerSandboxOnboarding(app, { ...deps, provider });
  }
}
