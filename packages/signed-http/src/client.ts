import {
  API_ERROR_CODES,
  endpointRequest,
  IDEMPOTENCY_KEY_HEADER,
  TENANT_HEADER,
  type ApiClient,
  type CallInput,
  type DownloadOptions,
  type Endpoint,
  type UploadOptions,
  type UploadRequest,
} from '@mp/contracts';
import { FileEndpointError, HttpError, isExpiredSessionError, isUnreachableError } from './errors';
import { downloadFile } from './files';
import { parseBody, toHttpError, type ResponseLike } from './response';
import { fetchTransport, uploadFile, xhrTransport, type UploadTransport } from './upload';
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
  keepalive?: boolean;
}

/** A request ready to go: its URL, signed headers and encoded body. */
export interface PreparedRequest {
  method: HttpMethod;
  url: string;
  headers: HeaderMap;
  body: BodyInit | undefined;
}

/**
 * The shell's API client. App code calls the API through `call` (declared endpoints), `upload`
 * and `download`; `request` and `send` are the low-level engine below them.
 */
export interface HttpClient extends ApiClient {
  readonly baseUrl: string;
  readonly tenantId: string;
  request<T = unknown, F = never>(
    method: HttpMethod,
    path: string,
    options?: RequestOptions<F>,
  ): Promise<T | F>;
  /**
   * Sends a call with the tenant header (and signature) and returns the raw response; refused
   * credentials are renewed and the call signed again once (docs/identity.md#refused-credentials).
   */
  send(method: HttpMethod, path: string, options?: SendOptions): Promise<Response>;
  /** Like `send`, through another transport (uploads: XHR for progress). */
  sendWith<R extends ResponseLike>(
    method: HttpMethod,
    path: string,
    options: SendOptions,
    transmit: (request: PreparedRequest) => Promise<R>,
  ): Promise<R>;
  /** The URL, headers (signed unless public) and body of a call, without sending it. */
  prepare(method: HttpMethod, path: string, options?: SendOptions): Promise<PreparedRequest>;
  /** Sets or clears the signer when the session starts or ends. */
  setSigner(signer: RequestSigner | null): void;
  hasSigner(): boolean;
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

/** The refusal's code, read without spending the body the caller reads afterwards. */
async function refusalCode(response: ResponseLike): Promise<string | undefined> {
  const readable =
    'clone' in response && typeof response.clone === 'function'
      ? (response.clone() as ResponseLike)
      : response;
  return (await toHttpError(readable)).code;
}

function withoutForbidden(headers: HeaderMap): HeaderMap {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !FORBIDDEN_REQUEST_HEADERS.has(name.toLowerCase())),
  );
}

/** A client given its own fetch sends uploads through it too; a browser page uses XHR (progress). */
function defaultUploadTransport(options: HttpClientOptions, fetchImpl: FetchLike): UploadTransport {
  if (options.uploadTransport) return options.uploadTransport;
  if (!options.fetch && typeof XMLHttpRequest !== 'undefined') return xhrTransport;
  return fetchTransport(fetchImpl);
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { baseUrl, tenantId } = options;
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const uploadTransport = defaultUploadTransport(options, fetchImpl);
  let signer: RequestSigner | null = options.signer ?? null;

  async function sign(request: Parameters<RequestSigner['sign']>[0]): Promise<HeaderMap> {
    if (!signer) return request.headers;
    try {
      return { ...request.headers, ...(await signer.sign(request)) };
    } catch (cause) {
      // An unreachable identity service is an outage, never a reason to end the session.
      if (isUnreachableError(cause)) throw cause;
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

  async function prepare(
    method: HttpMethod,
    path: string,
    opts: SendOptions = {},
  ): Promise<PreparedRequest> {
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
    return { method, url, headers: withoutForbidden(headers), body: encoded.body };
  }

  /**
   * THE way every signed request goes out (JSON calls, files, uploads, the session's own calls):
   * when the API refuses the credentials themselves (401 UNAUTHENTICATED, before any handler
   * ran), they are renewed and the request signed and sent once more. A refused replay
   * (SIGNATURE_REPLAYED) is never resent: the first request may well have been done.
   * See docs/identity.md#refused-credentials.
   */
  async function sendWith<R extends ResponseLike>(
    method: HttpMethod,
    path: string,
    opts: SendOptions,
    transmit: (request: PreparedRequest) => Promise<R>,
  ): Promise<R> {
    const renewable = opts.public ? null : signer;
    const prepared = await prepare(method, path, opts);
    const response = await transmit(prepared);
    if (response.status !== 401 || !renewable?.renew) {
      return response;
    }
    if (signer !== renewable) return response;
    if ((await refusalCode(response)) !== API_ERROR_CODES.unauthenticated) return response;
    renewable.renew();
    return transmit(await prepare(method, path, opts));
  }

  async function fetchPrepared(prepared: PreparedRequest, opts: SendOptions): Promise<Response> {
    try {
      return await fetchImpl(prepared.url, {
        method: prepared.method,
        headers: prepared.headers,
        body: prepared.body,
        signal: opts.signal,
        ...(opts.keepalive ? { keepalive: true } : {}),
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

  function send(method: HttpMethod, path: string, opts: SendOptions = {}): Promise<Response> {
    return sendWith(method, path, opts, (prepared) => fetchPrepared(prepared, opts));
  }

  /** The session rules: a private call's 401 and 403 reach the shell; a public one's never do. */
  async function settle<T, F>(
    response: ResponseLike,
    opts: Pick<RequestOptions<F>, 'public' | 'handleError'>,
  ): Promise<T | F> {
    if (response.status === 204) return undefined as T;
    if (response.status <= 399) return parseBody(response, await response.text()) as T;
    return refuse(response, opts);
  }

  /** A refusal (status above 399), after the session rules. */
  async function refuse<F>(
    response: ResponseLike,
    opts: Pick<RequestOptions<F>, 'public' | 'handleError'>,
  ): Promise<F> {
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

  async function request<T, F>(
    method: HttpMethod,
    path: string,
    opts: RequestOptions<F> = {},
  ): Promise<T | F> {
    return settle<T, F>(await send(method, path, opts), opts);
  }

  /** A declared call as its request options (the idempotency key of a money-moving one). */
  function declaredCall<E extends Endpoint>(endpoint: E, input: CallInput<E> | undefined) {
    const call = endpointRequest(endpoint, input);
    const headers: HeaderMap = endpoint.idempotent
      ? { [IDEMPOTENCY_KEY_HEADER]: input?.idempotencyKey ?? globalThis.crypto.randomUUID() }
      : {};
    const options: RequestOptions = {
      query: call.query,
      body: call.body,
      // Without a session a call goes unsigned and its refusal is the caller's to show: the
      // session rules act only on a session (a private call then answers 401 to the screen).
      public: call.public || signer === null,
      signal: input?.signal,
      headers,
      keepalive: input?.keepalive,
    };
    return { method: call.method, path: call.path, options };
  }

  const client: HttpClient = {
    baseUrl,
    tenantId,
    request,
    send,
    sendWith,
    prepare,
    call: async <E extends Endpoint>(endpoint: E, input?: CallInput<E>) => {
      if (endpoint.returnsFile === true) throw new FileEndpointError(endpoint.operationId, true);
      const { method, path, options: opts } = declaredCall(endpoint, input);
      return request(method, path, opts) as never;
    },
    callFile: async <E extends Endpoint>(endpoint: E, input?: CallInput<E>) => {
      if (endpoint.returnsFile !== true) throw new FileEndpointError(endpoint.operationId, false);
      const { method, path, options: opts } = declaredCall(endpoint, input);
      const response = await send(method, path, {
        ...opts,
        headers: { ...opts.headers, accept: '*/*' },
      });
      if (response.status > 399) return refuse(response, opts);
      return response.blob();
    },
    upload: (upload: UploadRequest, uploadOptions: UploadOptions = {}) =>
      uploadFile(client, uploadTransport, upload, uploadOptions),
    download: (storagePath: string, downloadOptions: DownloadOptions = {}) =>
      downloadFile(client, storagePath, downloadOptions),
    setSigner: (next) => {
      signer = next;
    },
    hasSigner: () => signer !== null,
    url: (path, query) => buildUrl(baseUrl, path, query),
  };
  return client;
}
