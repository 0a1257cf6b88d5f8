import type { HttpError } from './errors';

import type { EndpointMethod } from '@mp/contracts';
import type { UploadTransport } from './upload';

export type HttpMethod = EndpointMethod;

export type HeaderMap = Record<string, string>;

/** What a signer sees; multipart bodies are signed as UNSIGNED-PAYLOAD, so body is text. */
export interface SignableRequest {
  method: HttpMethod;
  url: string;
  headers: HeaderMap;
  body: string | undefined;
}

/** Signs a private call; returns the headers to send (the identity engineer's SigV4 signer). */
export interface RequestSigner {
  sign(request: SignableRequest): Promise<HeaderMap>;
  /**
   * Forgets the credentials it signs with, so the next signature uses fresh ones: the API
   * refused these (docs/identity.md#refused-credentials).
   */
  renew?(): void;
}

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

export interface RequestOptions<TFallback = never> {
  /** Sent as JSON. */
  body?: unknown;
  query?: Query;
  /** Sent as multipart form data instead of `body`. */
  formData?: FormData;
  /** Public calls carry the tenant header only and are never signed. */
  public?: boolean;
  /** For a status above 399 other than 401/403: its result is returned instead of throwing. */
  handleError?: (error: HttpError) => TFallback;
  signal?: AbortSignal;
  headers?: HeaderMap;
  /** The request outlives the page (fetch's keepalive; small bodies only). */
  keepalive?: boolean;
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface HttpClientOptions {
  /** Absolute API origin (and optional path prefix), or relative to the page origin. */
  baseUrl: string;
  tenantId: string;
  signer?: RequestSigner | null;
  /** 401 on a private call: the shell sends the user to /unauthorized. */
  onUnauthorized?: (error: HttpError) => void;
  /** 403 on a private call or an expired session: the shell signs out (and reloads) or goes to /. */
  onForbidden?: (error: HttpError) => void;
  /** Any other signer failure: the shell signs out, keeping signup states and locale. */
  onSessionError?: (error: unknown) => void;
  fetch?: FetchLike;
  /** How uploads are sent; XMLHttpRequest in a browser page (progress), else the client's fetch. */
  uploadTransport?: UploadTransport;
}
