/**
 * Which payment provider the API uses, chosen from the environment like file storage is
 * (src/storage): PAYMENT_PROVIDER=sandbox (the default and, for now, the only built-in one).
 * A real provider is another PaymentProvider implementation selected here (docs/payments.md).
 */
import type { Queryable } from '../db/types';
import { SandboxPaymentProvider } from './sandbox/provider';
import { DEFAULT_VERIFICATION_DELAY_MS, SANDBOX_PROVIDER_KIND } from './sandbox/test-values';
import type { PaymentProvider } from './types';

export { SandboxPaymentProvider, ONBOARDING_PAGE_PATH } from './sandbox/provider';
export { SANDBOX_ID_NUMBERS, DECLINED_ACCOUNT_NUMBER } from './sandbox/test-values';
export * from './types';

type Env = Readonly<Record<string, string | undefined>>;

/** Makes the provider for one database (the sandbox keeps its state there). */
export type PaymentProviderFactory = (db: Queryable) => PaymentProvider;

const MAX_DELAY_MS = 3_600_000;

function verificationDelayMs(env: Env): number {
  const raw = env.PAYMENTS_SANDBOX_VERIFICATION_DELAY_MS?.trim();
  if (raw === undefined || raw === '') return DEFAULT_VERIFICATION_DELAY_MS;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > MAX_DELAY_MS) {
    throw new Error(
      `PAYMENTS_SANDBOX_VERIFICATION_DELAY_MS must be an integer between 0 and ${MAX_DELAY_MS}, got "${raw}"`,
    );
  }
  return value;
}

function publicUrl(env: Env): string | null {
  const raw = env.PAYMENTS_SANDBOX_PUBLIC_URL?.trim();
  if (raw === undefined || raw === '') return null;
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(`PAYMENTS_SANDBOX_PUBLIC_URL must be an http(s) URL, got "${raw}"`);
  }
  return url.origin;
}

/**
 * PAYMENT_PROVIDER (default sandbox); PAYMENTS_SANDBOX_VERIFICATION_DELAY_MS (default 2000);
 * PAYMENTS_SANDBOX_PUBLIC_URL (the API's public origin for the hosted page's links, when the
 * API sits behind a proxy; default: the origin each request reached).
 */
export function createPaymentProviderFactory(env: Env = process.env): PaymentProviderFactory {
  const kind = env.PAYMENT_PROVIDER?.trim() || SANDBOX_PROVIDER_KIND;
  if (kind !== SANDBOX_PROVIDER_KIND) {
    throw new Error(`PAYMENT_PROVIDER "${kind}" is not built in; the built-in one is "sandbox"`);
  }
  const settings = { verificationDelayMs: verificationDelayMs(env), publicUrl: publicUrl(env) };
  return (db) => new SandboxPaymentProvider(db, settings);
}

let factory: PaymentProviderFactory | null = null;
const providers = new WeakMap<Queryable, PaymentProvider>();

/**
 * The provider route handlers use for this database: made from the environment on first use
 * (the app asks once while it is built, so the environment of the start applies).
 */
export function paymentProvider(db: Queryable): PaymentProvider {
  let provider = providers.get(db);
  if (provider === undefined) {
    provider = (factory ?? createPaymentProviderFactory())(db);
    providers.set(db, provider);
  }
  return provider;
}

/** Replaces how providers are made (an embedding app, or a real provider); returns the previous. */
export function setPaymentProviderFactory(
  next: PaymentProviderFactory | null,
): PaymentProviderFactory | null {
  const previous = factory;
  factory = next;
  return previous;
}
