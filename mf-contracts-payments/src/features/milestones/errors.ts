/**
 * A failed call of the contract screens, as remote-kit reads it plus the API's code and the
 * provider's payment error code (docs/payments.md#payment-error-codes).
 */
import { API_ERROR_CODES, PAYMENT_ERROR_CODES, type PaymentErrorCode } from '@mp/contracts';
import { readError, type ReadableError } from '@mp/remote-kit';

export interface MoneyError extends ReadableError {
  /** The API's code (`PAYMENT_METHOD_REQUIRED`, `INVALID_TRANSITION`...), when it gave one. */
  code: string | null;
  paymentCode: PaymentErrorCode | null;
}

function codeOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code } = error as { code?: unknown };
  return typeof code === 'string' ? code : null;
}

/** A provider's code in either case (`contact_issuer`, `CONTACT_ISSUER`), if it is one. */
export function paymentCodeOf(code: string | null | undefined): PaymentErrorCode | null {
  if (!code) return null;
  const lower = code.toLowerCase();
  return PAYMENT_ERROR_CODES.find((known) => known === lower) ?? null;
}

export function readMoneyError(error: unknown): MoneyError {
  const code = codeOf(error);
  return { ...readError(error), code, paymentCode: paymentCodeOf(code) };
}

/**
 * Whether the API may not have acted on the request: no answer, a fault, or the first request
 * with the key still being answered. Only then does a repeat of the click send the same
 * Idempotency-Key; any other answer is kept by the API, so a new attempt needs a new key
 * (docs/payments.md#idempotency).
 */
export function outcomeUnknown(error: unknown): boolean {
  const { status } = (typeof error === 'object' && error !== null ? error : {}) as {
    status?: unknown;
  };
  if (typeof status !== 'number') return false;
  return (
    status === 0 || status >= 500 || codeOf(error) === API_ERROR_CODES.idempotencyKeyInProgress
  );
}
