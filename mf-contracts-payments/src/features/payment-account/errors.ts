import { PAYMENT_ERROR_CODES, type PaymentErrorCode } from '@mp/contracts';

/** What a failed call means for the person using the section. */
export type ErrorKind =
  'network' | 'validation' | 'conflict' | 'notFound' | 'forbidden' | 'unauthorized' | 'server';

export interface ReadableError {
  kind: ErrorKind;
  /** The provider's payment error code (SPEC section 8) when the API sent one. */
  paymentCode: PaymentErrorCode | null;
  /** Field messages by body field (`accountNumber`), as the API worded them. */
  fields: Record<string, string>;
}

interface ErrorLike {
  status?: unknown;
  code?: unknown;
  fields?: unknown;
}

function kindOf(status: unknown): ErrorKind {
  if (typeof status !== 'number') return 'server';
  if (status === 0) return 'network';
  if (status === 400 || status === 422) return 'validation';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  if (status === 409) return 'conflict';
  return 'server';
}

// The API may spell the provider's code in either case (`bank_account_declined`, `BANK_...`).
function paymentCodeOf(code: unknown): PaymentErrorCode | null {
  if (typeof code !== 'string') return null;
  const lower = code.toLowerCase();
  return PAYMENT_ERROR_CODES.find((known) => known === lower) ?? null;
}

function fieldsOf(value: unknown): Record<string, string> {
  if (!Array.isArray(value)) return {};
  const fields: Record<string, string> = {};
  for (const entry of value as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { path, message } = entry as { path?: unknown; message?: unknown };
    if (typeof path !== 'string' || typeof message !== 'string') continue;
    fields[path.replace(/^body\./, '')] ??= message;
  }
  return fields;
}

/** Reads what the API client rejected with (`status`, `code`, `fields`) into what we show. */
export function readError(error: unknown): ReadableError {
  const like = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;
  return {
    kind: kindOf(like.status),
    paymentCode: paymentCodeOf(like.code),
    fields: fieldsOf(like.fields),
  };
}

export function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** The translation key (under `paymentAccount.`) of an error that no field carries. */
export function errorMessageKey(error: ReadableError): string {
  return error.paymentCode ? `providerErrors.${error.paymentCode}` : `errors.${error.kind}`;
}
