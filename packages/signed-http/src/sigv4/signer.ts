import type { HeaderMap, RequestSigner, SignableRequest } from '../types';

/**
 * The signing libraries load on first use: signed-http is a shared singleton on the signed-out
 * home page, where nothing is signed and every kilobyte counts against its budget.
 */
async function loadSigningLibraries() {
  const [{ Sha256 }, { SignatureV4 }] = await Promise.all([
    import('@aws-crypto/sha256-js'),
    import('@smithy/signature-v4'),
  ]);
  return { Sha256, SignatureV4 };
}

export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
  expiration?: Date;
}

export type CredentialsSource = () => Promise<Credentials>;

export interface SignerOptions {
  region: string;
  credentials: CredentialsSource;
  /** API Gateway's service name; the API verifies against the same. */
  service?: string;
  /** Clock for x-amz-date (tests). */
  now?: () => Date;
  /** Forgets the credentials `credentials` hands out (a provider's `clear`). */
  renewCredentials?: () => void;
}

export const SIGV4_SERVICE = 'execute-api';
export const REQUIRED_SIGNED_HEADERS = ['host', 'x-amz-date', 'x-tenant-id'] as const;
/**
 * A fresh random id per signature (the header AWS SDKs send): two calls with the same body in
 * the same second still differ, so the API can refuse a replayed signature of a write without
 * refusing a real retry (docs/security.md#replayed-signatures).
 */
export const INVOCATION_ID_HEADER = 'amz-sdk-invocation-id';

/** A random UUID v4; getRandomValues works outside secure contexts too (plain-http sites). */
function invocationId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export type Query = Record<string, string | string[]>;

function queryOf(url: URL): Query {
  const query: Query = {};
  for (const [key, value] of url.searchParams) {
    const existing = query[key];
    if (existing === undefined) query[key] = value;
    else query[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return query;
}

function lowerCaseHeaders(headers: HeaderMap): HeaderMap {
  const result: HeaderMap = {};
  for (const [name, value] of Object.entries(headers)) result[name.toLowerCase()] = value;
  return result;
}

export interface CanonicalInput {
  method: string;
  protocol?: string;
  hostname: string;
  port?: number;
  /** The path as sent on the wire (already percent-encoded); SigV4 encodes it once more. */
  path: string;
  query: Query;
  headers: HeaderMap;
  body?: string | Uint8Array;
}

export interface SignRequestOptions {
  region: string;
  service: string;
  credentials: CredentialsSource;
  signingDate: Date;
  /** Adds x-amz-content-sha256 (on for our calls; the AWS test vectors predate it). */
  applyChecksum?: boolean;
}

/** One SigV4 signature with @smithy/signature-v4; returns all headers, Authorization included. */
export async function signRequest(
  input: CanonicalInput,
  options: SignRequestOptions,
): Promise<HeaderMap> {
  const { Sha256, SignatureV4 } = await loadSigningLibraries();
  const signer = new SignatureV4({
    service: options.service,
    region: options.region,
    credentials: options.credentials,
    sha256: Sha256,
    uriEscapePath: true,
    applyChecksum: options.applyChecksum ?? true,
  });
  const signed = await signer.sign(
    { ...input, protocol: input.protocol ?? 'https:', headers: { ...input.headers } },
    { signingDate: options.signingDate },
  );
  return { ...(signed.headers as HeaderMap) };
}

/**
 * SigV4 for private calls: signs method, path (as it goes on the wire), query, every given
 * header plus host, x-amz-date (and x-amz-security-token), a fresh invocation id, and the
 * body's SHA-256.
 * Returns the headers to send; browsers drop `host` themselves and send the same value.
 */
export function createSigner(options: SignerOptions): RequestSigner {
  return {
    ...(options.renewCredentials ? { renew: options.renewCredentials } : {}),
    async sign(request: SignableRequest): Promise<HeaderMap> {
      const url = new URL(request.url, globalThis.location?.href);
      const headers = lowerCaseHeaders(request.headers);
      if (!headers['x-tenant-id']) throw new Error('A signed call needs the x-tenant-id header');
      headers.host = url.host;
      headers[INVOCATION_ID_HEADER] = invocationId();
      return signRequest(
        {
          method: request.method,
          protocol: url.protocol,
          hostname: url.hostname,
          port: url.port ? Number(url.port) : undefined,
          path: url.pathname,
          query: queryOf(url),
          headers,
          body: request.body,
        },
        {
          region: options.region,
          service: options.service ?? SIGV4_SERVICE,
          credentials: options.credentials,
          signingDate: options.now?.() ?? new Date(),
        },
      );
    },
  };
}
