import { TENANT_HEADER } from '@mp/contracts';
import { HttpError, isExpiredSessionError } from './errors';
import { parseBody, toHttpError } from './response';
import { uploadFile, type UploadFileInput, type UploadFileOptions } from './upload';
import { buildUrl } from './url';
import type {
  FetchLike,
  HeaderMap,
  HttpClientOptions,
  HttpMethod,
  RequestOptions,
  RequestSigner,
} from './types';

// Browsers refuse to set these; the signer may still return them because it signs `host`.
const FORBIDDEN_REQUEST_HEADERS = new Set(['host', 'content-length']);
const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';

export interface SendOptions {
  query?: RequestOptions['query'];
  body?: unknown;
  formData?: FormData;
  public?: boolean;
  signal?: AbortSignal;
  headers?: HeaderMap;
}

export interface HttpClient {
  readonly baseUrl: string;
  readonly tenantId: string;
  get<T = unknown, F = never>(path: string, options?: RequestOptions<F>): Promise<T | F>;
  post<T = unknown, F = never>(path: string, options?: RequestOptions<F>): Promise<T | F>;
  put<T = unknown, F = never>(path: string, options?: RequestOptions<F>): Promise<T | F>;
  delete<T = unknown, F = never>(path: string, options?: RequestOptions<F>): Promise<T | F>;
  request<T = unknown, F = never>(
    method: HttpMethod,
    path: string,
    options?: RequestOptions<F>,
  ): Promise<T | F>;
  /** Sends a call with the tenant header (and signature) and returns the raw response. */
  send(method: HttpMethod, path: string, options?: SendOptions): Promise<Response>;
  /** Sets or clears the signer when the session starts or ends. */
  setSigner(signer: RequestSigner | null): void;
  hasSigner(): boolean;
  uploadFile<T = unknown>(input: UploadFileInput, options: UploadFileOptions): Promise<T>;
  url(path: string, query?: RequestOptions['query']): string;
}

function encodeBody(options: SendOptions): { body: BodyInit | undefined; headers: HeaderMap } {
  if (options.formData) return { body: options.formData, headers: {} };
  if (options.body === undefined) return { body: undefined, headers: {} };
  return {
    body: JSON.stringify(options.body),
    headers: { 'content-type': 'application/json' },
  };
}

function withoutForbidden(headers: HeaderMap): HeaderMap {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !FORBIDDEN_REQUEST_HEADERS.has(name.toLowerCase())),
  );
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { baseUrl, tenantId } = options;
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let signer: RequestSigner | null = options.signer ?? null;

  async function sign(request: Parameters<RequestSigner['sign']>[0]): Promise<HeaderMap> {
    if (!signer) return request.headers;
    try {
      return { ...request.headers, ...(await signer.sign(request)) };
    } catch (cause) {
      if (!isExpiredSessionError(cause)) {
        options.onSessionError?.(cause);
        throw cause;
      }
      const error = new HttpError({
        status: 403,
        code: 'NotAuthorizedException',
        message: cause instanceof Error ? cause.message : 'Session expired',
      });
      options.onForbidden?.(error);
      throw error;
    }
  }

  async function send(method: HttpMethod, path: string, opts: SendOptions = {}) {
    const url = buildUrl(baseUrl, path, opts.query);
    const encoded = encodeBody(opts);
    let headers: HeaderMap = {
      accept: 'application/json',
      ...opts.headers,
      ...encoded.headers,
      [TENANT_HEADER]: tenantId,
    };
    if (!opts.public && signer) {
      const isText = typeof encoded.body === 'string' || encoded.body === undefined;
      if (!isText) headers['x-amz-content-sha256'] = UNSIGNED_PAYLOAD;
      const body = isText ? (encoded.body as string | undefined) : undefined;
      headers = await sign({ method, url, headers, body });
    }
    try {
      return await fetchImpl(url, {
        method,
        headers: withoutForbidden(headers),
        body: encoded.body,
        signal: opts.signal,
      });
    } catch (cause) {
      if (cause instanceof Error && cause.name === 'AbortError') throw cause;
      throw new HttpError({
        status: 0,
        code: 'network_error',
        message: cause instanceof Error ? cause.message : String(cause),
      });
    }
  }

  async function request<T, F>(
    method: HttpMethod,
    path: string,
    opts: RequestOptions<F> = {},
  ): Promise<T | F> {
    const response = await send(method, path, opts);
    if (response.status === 204) return undefined as T;
    if (response.status <= 399) return parseBody(response, await response.text()) as T;
    const error = await toHttpError(response);
    // A public call carries no session, so its 401/403 (e.g. a forged signed link) says nothing
    // about the user's session: the caller handles it like any other refusal.
    if (opts.public) {
      if (opts.handleError) return opts.handleError(error);
      throw error;
    }
    if (error.status === 401) {
      options.onUnauthorized?.(error);
      throw error;
    }
    if (error.status === 403) {
      options.onForbidden?.(error);
      throw error;
    }
    if (opts.handleError) return opts.handleError(error);
    throw error;
  }

  const client: HttpClient = {
    baseUrl,
    tenantId,
    request,
    send,
    get: (path, opts) => request('GET', path, opts),
    post: (path, opts) => request('POST', path, opts),
    put: (path, opts) => request('PUT', path, opts),
    delete: (path, opts) => request('DELETE', path, opts),
    setSigner: (next) => {
      signer = next;
    },
    hasSigner: () => signer !== null,
    uploadFile: (input, uploadOptions) => uploadFile(client, input, uploadOptions),
    url: (path, query) => buildUrl(baseUrl, path, query),
  };
  return client;
}
