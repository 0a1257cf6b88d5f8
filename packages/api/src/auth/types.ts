import type { IncomingHttpHeaders } from 'node:http';
import type { ApiErrorCode } from '@mp/contracts';

export interface AuthRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  /** The body exactly as received (empty for none): signatures are computed over it. */
  rawBody: Buffer;
  /** The body's SHA-256 (hex) when it was streamed rather than kept (rawBody is then empty). */
  payloadSha256?: string;
}

export interface AuthenticatedIdentity {
  userId: string;
  tenantId: string;
}

export interface AuthFailure {
  /** unavailable: the credentials could not be checked now (503; the caller keeps them). */
  error: 'unauthenticated' | 'forbidden' | 'unavailable';
  code: ApiErrorCode;
  message: string;
}

/**
 * Recognises the caller from a request. null means "no credentials of my kind": the next
 * authenticator is asked, and if none recognises the call it is anonymous.
 */
export type Authenticator = (
  request: AuthRequest,
) => Promise<AuthenticatedIdentity | AuthFailure | null>;
