import { PAYMENT_ERROR_CODES, type PaymentErrorCode } from '@mp/contracts';
import {
  readError as readCallError,
  type ErrorKind,
  type ReadableError as CallError,
} from '@mp/remote-kit';
import type { PaymentKey } from './i18n';

/**
 * A failed call as remote-kit reads it, plus the provider's payment error code
 * (docs/payments.md#payment-error-codes).
 */
export interface ReadableError extends CallError {
  paymentCode: PaymentErrorCode | null;
}

// The API may spell the provider's code in either case (`bank_account_declined`, `BANK_...`).
function paymentCodeOf(code: unknown): PaymentErrorCode | null {
  if (typeof code !== 'string') return null;
  const lower = code.toLowerCase();
  return PAYMENT_ERROR_CODES.find((known) => known === lower) ?? null;
}

/** Reads what the API client rejected with (`status`, `code`, `fields`) into what we show. */
export function readError(error: unknown): ReadableError {
  const code =
    typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : null;
  return { ...readCallError(error), paymentCode: paymentCodeOf(code) };
}

/** The translation key (under `paymentAccount.`) of a failed call's kind. */
export function errorKindKey(kind: ErrorKind): PaymentKey {
  // Nothing this section sends can be too large: read it as the server's failure.
  return `errors.${kind === 'tooLarge' ? 'server' : kind}`;
}

/** The translation key (under `paymentAccount.`) of an error that no field carries. */
export function errorMessageKey(error: ReadableError): PaymentKey {
  if (error.paymentCode) return `providerErrors.${error.paymentCode}`;
  return errorKindKey(error.kind);
}
