export interface HttpFieldError {
  path: string;
  message: string;
}

/** A response with status above 399 (or a failed network round trip, status 0). */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly status: number;
  /** Machine-readable code from the JSON body (`code` or `error.code`) when there is one. */
  readonly code: string | undefined;
  /** The parsed JSON body when the response was JSON. */
  readonly body: unknown;
  /** The failing fields the API named (`fields` of its error body), else empty. */
  readonly fields: readonly HttpFieldError[];

  constructor(init: {
    status: number;
    message: string;
    code?: string | undefined;
    body?: unknown;
    fields?: readonly HttpFieldError[];
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.body = init.body;
    this.fields = init.fields ?? [];
  }
}

/** An upload the web application firewall blocked (HTTP 403 on the upload paths). */
export class WafError extends Error {
  override readonly name = 'WAF';
  readonly status = 403;
}

/**
 * A declared call sent through the wrong verb: `call` answers JSON, `callFile` a file
 * (`returnsFile` on the declaration). A programming error, thrown before anything is sent.
 */
export class FileEndpointError extends Error {
  override readonly name = 'FileEndpointError';

  constructor(operationId: string, returnsFile: boolean) {
    super(
      returnsFile
        ? `${operationId} answers a file: call it with callFile`
        : `${operationId} does not answer a file: call it with call`,
    );
  }
}

export const NOT_LOGGED_IN_MESSAGE = 'User is not logged in';

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

/**
 * The identity library reports an expired session as NotAuthorizedException
 * (docs/identity.md#session-error-rules).
 */
export function isExpiredSessionError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'NotAuthorizedException' || code === 'NotAuthorizedException';
}

const UNREACHABLE_NAMES = new Set(['TypeError', 'NetworkError', 'AbortError']);
/** Identity answers that say "not now", not "not you": an outage, a proxy error, throttling. */
const UNREACHABLE_CODES = new Set([
  'NetworkError',
  'UnknownError',
  'InternalErrorException',
  'TooManyRequestsException',
]);

/**
 * Fetching credentials failed because the identity service could not answer (no network, a
 * page being left, an outage): the session is not refused, so it must not end
 * (docs/identity.md#identity-service-unreachable).
 */
export function isUnreachableError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return (
    (typeof name === 'string' && (UNREACHABLE_NAMES.has(name) || UNREACHABLE_CODES.has(name))) ||
    (typeof code === 'string' && UNREACHABLE_CODES.has(code))
  );
}
