/**
 * The payment provider the API uses, named by the config (PAYMENT_PROVIDER): the built-in
 * sandbox, for now the only one. A real provider is another PaymentProvider implementation
 * made here (docs/payments.md).
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { PaymentsConfig } from '../config';
import type { Queryable } from '../db/types';
import type { InFlight } from '../http/in-flight';
import type { TenantCache } from '../tenancy';
import { registerSandboxOnboarding } from './sandbox/onboarding-routes';
import { registerSandboxSetup } from './sandbox/setup-routes';
import { registerSandboxWallet } from './sandbox/wallet-routes';
import { WEBHOOK_PATH } from './sandbox/money';
import { SandboxPaymentProvider } from './sandbox/provider';
import type { PaymentProvider, ProviderAccount, ProviderEvent } from './types';

export { SandboxPaymentProvider, ONBOARDING_PAGE_PATH } from './sandbox/provider';
export { SandboxChain, WALLET_PAGE_PATH } from './sandbox/chain';
export {
  SANDBOX_ID_NUMBERS,
  DECLINED_ACCOUNT_NUMBER,
  SANDBOX_CARDS,
  PAYOUT_FAILING_ACCOUNT_NUMBER,
  SANDBOX_IDENTITY_DOCUMENTS,
} from './sandbox/test-values';
export * from './types';

/**
 * The provider for one database (the sandbox keeps its state there); the app makes it once.
 * `ownWebhookUrl` is where this API takes webhooks when the config names no other address.
 */
export function createPaymentProvider(
  config: PaymentsConfig,
  db: Queryable,
  ownWebhookUrl: () => string | null,
): PaymentProvider {
  return new SandboxPaymentProvider(db, {
    verificationDelayMs: config.verificationDelayMs,
    publicUrl: config.publicUrl,
    money: {
      settleDelayMs: config.settleDelayMs,
      webhookSecret: config.webhookSecret,
      webhookUrl: () => config.webhookUrl ?? ownWebhookUrl(),
    },
  });
}

export interface ProviderPagesDeps {
  tenants: TenantCache;
  inFlight: InFlight;
  /** Like a provider's webhook: an account changed on the provider's page (details submitted). */
  onAccountUpdated: (tenantId: string, account: ProviderAccount) => Promise<void>;
}

/**
 * The provider's own pages on the API: the sandbox's hosted onboarding, way-to-pay and wallet
 * pages (public, token-bound, not JSON). A real provider hosts its pages itself, so it has none here.
 */
export function registerProviderPages(
  app: FastifyInstance,
  provider: PaymentProvider,
  deps: ProviderPagesDeps,
): void {
  if (provider instanceof SandboxPaymentProvider) {
    registerSandboxOnboarding(app, { ...deps, provider });
    registerSandboxSetup(app, {
      tenants: deps.tenants,
      inFlight: deps.inFlight,
      money: provider.money,
    });
    registerSandboxWallet(app, {
      tenants: deps.tenants,
      inFlight: deps.inFlight,
      chain: provider.chain,
    });
  }
}

/** Where a provider delivers its webhooks: one path per provider kind. */
export const PAYMENT_WEBHOOK_PATH = WEBHOOK_PATH;

export interface WebhookDeps {
  inFlight: InFlight;
  /** Applies one verified event (idempotent); a throw makes the provider deliver it again. */
  onEvent: (event: ProviderEvent) => Promise<void>;
  log: FastifyBaseLogger;
}

/**
 * The provider's webhook endpoint (docs/payments.md#webhooks): public, but only a body the
 * provider signed, recently, is taken (400 otherwise, and nothing changes); a failure to apply
 * it answers 500 so the provider delivers it again.
 */
export function registerPaymentWebhooks(
  app: FastifyInstance,
  provider: PaymentProvider,
  deps: WebhookDeps,
): void {
  app.post(`/payment/webhooks/${provider.kind}`, (request, reply) =>
    deps.inFlight.run(async () => {
      let event: ProviderEvent;
      try {
        event = provider.verifyWebhook(request.rawBody ?? Buffer.alloc(0), request.headers);
      } catch (error) {
        const message = error instanceof Error ? error.message : 'unreadable';
        deps.log.warn({ reason: message }, 'refused a payment webhook');
        return reply.code(400).send({ received: false, reason: message });
      }
      await deps.onEvent(event);
      return reply.code(200).send({ received: true });
    }),
  );
}
