import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export interface SigV4Request {
  method: string;
  /** Path and query exactly as received (Node's req.url). */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  /** The body exactly as received: the signature covers its SHA-256. */
  rawBody: Uint8Array | string;
  /** The body's SHA-256 (hex), when the caller hashed it as it streamed; rawBody is then unused. */
  payloadSha256?: string;
}

export interface ResolvedCredential {
  secretAccessKey: string;
  sessionToken: string;
  userId: string;
  tenantId: string;
  /** The sign-in session the credential belongs to (it is revoked with it), when known. */
  sessionId?: string;
  /** ISO date or Date. */
  expiration: string | Date;
}

export type CredentialLookup = (accessKeyId: string) => Promise<ResolvedCredential | null>;

export interface VerifyOptions {
  resolveCredential: CredentialLookup;
  region: string;
  service?: string;
  now?: () => number;
  maxSkewMs?: number;
}

export type SigV4Failure = { ok: false; status: 401 | 403; code: string; message: string };
/** A verified call: whose it is, and what identifies this one signature (replay checks). */
export interface SigV4Success {
  ok: true;
  userId: string;
  tenantId: string;
  /** The hex signature: the same bytes signed twice give the same one. */
  signature: string;
  /** x-amz-date, epoch milliseconds. */
  signedAt: number;
}

export type SigV4Result = SigV4Success | SigV4Failure;

const ALGORITHM = 'AWS4-HMAC-SHA256';
const REQUIRED_HEADERS = ['host', 'x-amz-date', 'x-tenant-id'];
const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';
const DEFAULT_SKEW_MS = 5 * 60 * 1000;
const AUTH_PATTERN =
  /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([^/,\s]+)\/([^/,\s]+)\/aws4_request,\s*SignedHeaders=([a-z0-9;_.-]+),\s*Signature=([0-9a-f]{64})$/;

const fail = (status: 401 | 403, code: string, message: string): SigV4Failure => ({
  ok: false,
  status,
  code,
  message,
});

/** encodeURIComponent plus the characters RFC 3986 reserves that it leaves alone. */
function escapeUri(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** AWS's canonical path for every service but S3: normalised, then URI-encoded once more. */
export function canonicalPath(path: string): string {
  const segments: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  const joined = `${path.startsWith('/') ? '/' : ''}${segments.join('/')}${
    segments.length > 0 && path.endsWith('/') ? '/' : ''
  }`;
  return escapeUri(joined).replace(/%2F/g, '/');
}

export function canonicalQuery(entries: Iterable<[string, string]>): string {
  const pairs: string[] = [];
  for (const [key, value] of entries) {
    if (key.toLowerCase() === 'x-amz-signature') continue;
    pairs.push(`${escapeUri(key)}=${escapeUri(value)}`);
  }
  // Sorting "key=value" strings orders by key then value, as AWS requires.
  return pairs
    .sort((a, b) => {
      const [ka = '', va = ''] = a.split('=');
      const [kb = '', vb = ''] = b.split('=');
      return ka < kb ? -1 : ka > kb ? 1 : va < vb ? -1 : va > vb ? 1 : 0;
    })
    .join('&');
}

export interface CanonicalParts {
  method: string;
  path: string;
  query: Iterable<[string, string]>;
  /** Signed header names (lower case) with their values. */
  headers: [string, string][];
  payloadHash: string;
}

export function canonicalRequest(parts: CanonicalParts): string {
  const headers = [...parts.headers].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return [
    parts.method.toUpperCase(),
    canonicalPath(parts.path),
    canonicalQuery(parts.query),
    ...headers.map(([name, value]) => `${name}:${value.trim().replace(/\s+/g, ' ')}`),
    '',
    headers.map(([name]) => name).join(';'),
    parts.payloadHash,
  ].join('\n');
}

const sha256Hex = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) =>
  createHmac('sha256', key).update(data).digest();

const signingKeys = new Map<string, Buffer>();

function signingKey(secret: string, date: string, region: string, service: string): Buffer {
  const cacheKey = `${secret}\n${date}\n${region}\n${service}`;
  let key = signingKeys.get(cacheKey);
  if (!key) {
    key = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');
    if (signingKeys.size >= 10_000) signingKeys.clear();
    signingKeys.set(cacheKey, key);
  }
  return key;
}

/** The hex signature for a canonical request (also checked against AWS's test vectors). */
export function computeSignature(input: {
  canonical: string;
  amzDate: string;
  region: string;
  service: string;
  secretAccessKey: string;
}): string {
  const date = input.amzDate.slice(0, 8);
  const scope = `${date}/${input.region}/${input.service}/aws4_request`;
  const stringToSign = [ALGORITHM, input.amzDate, scope, sha256Hex(input.canonical)].join('\n');
  return createHmac('sha256', signingKey(input.secretAccessKey, date, input.region, input.service))
    .update(stringToSign)
    .digest('hex');
}

function headerValue(headers: SigV4Request['headers'], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

function parseAmzDate(value: string): number | null {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  return Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0, s ?? 0);
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function payloadHashFor(request: SigV4Request): string | SigV4Failure {
  const actual = request.payloadSha256 ?? sha256Hex(request.rawBody);
  const declared = headerValue(request.headers, 'x-amz-content-sha256');
  if (declared === undefined) return actual;
  if (declared === UNSIGNED_PAYLOAD) {
    // Multipart uploads are streamed by the browser and cannot be hashed before sending.
    const type = headerValue(request.headers, 'content-type') ?? '';
    if (type.toLowerCase().startsWith('multipart/form-data')) return UNSIGNED_PAYLOAD;
    return fail(
      401,
      'InvalidSignatureException',
      'UNSIGNED-PAYLOAD is only accepted for multipart uploads',
    );
  }
  if (!safeEqual(declared, actual)) {
    return fail(401, 'XAmzContentSHA256Mismatch', 'The body does not match its declared SHA-256');
  }
  return actual;
}

/**
 * Verifies an AWS SigV4 signature made with temporary credentials of the identity pool, and
 * that the call's tenant header is the credential's tenant.
 */
export async function verifySigV4(
  request: SigV4Request,
  options: VerifyOptions,
): Promise<SigV4Result> {
  const service = options.service ?? 'execute-api';
  const now = options.now?.() ?? Date.now();
  const authorization = headerValue(request.headers, 'authorization');
  if (!authorization)
    return fail(401, 'MissingAuthenticationToken', 'Missing Authentication Token');
  const match = AUTH_PATTERN.exec(authorization.trim());
  if (!match)
    return fail(
      401,
      'IncompleteSignatureException',
      `Authorization header is not a valid ${ALGORITHM} signature`,
    );
  const [
    ,
    accessKeyId = '',
    scopeDate = '',
    region,
    scopeService,
    signedList = '',
    signature = '',
  ] = match;
  if (region !== options.region || scopeService !== service) {
    return fail(
      401,
      'InvalidSignatureException',
      `Credential should be scoped to ${options.region}/${service}`,
    );
  }
  const signedHeaders = signedList.split(';');
  const missing = REQUIRED_HEADERS.filter((name) => !signedHeaders.includes(name));
  if (missing.length) {
    return fail(
      401,
      'IncompleteSignatureException',
      `Signed headers must include ${missing.join(', ')}`,
    );
  }
  const headers: [string, string][] = [];
  for (const name of signedHeaders) {
    const value = headerValue(request.headers, name);
    if (value === undefined)
      return fail(401, 'IncompleteSignatureException', `Signed header ${name} is missing`);
    headers.push([name, value]);
  }
  const amzDate = headerValue(request.headers, 'x-amz-date') ?? '';
  const signedAt = parseAmzDate(amzDate);
  if (signedAt === null || amzDate.slice(0, 8) !== scopeDate) {
    return fail(
      401,
      'IncompleteSignatureException',
      'x-amz-date is missing or does not match the credential scope',
    );
  }
  if (Math.abs(now - signedAt) > (options.maxSkewMs ?? DEFAULT_SKEW_MS)) {
    return fail(
      401,
      'InvalidSignatureException',
      'Signature expired: the request time is more than 5 minutes from the server time',
    );
  }
  const credential = await options.resolveCredential(accessKeyId);
  if (!credential)
    return fail(
      401,
      'UnrecognizedClientException',
      'The security token included in the request is invalid',
    );
  if (new Date(credential.expiration).getTime() <= now) {
    return fail(
      401,
      'ExpiredTokenException',
      'The security token included in the request is expired',
    );
  }
  const token = headerValue(request.headers, 'x-amz-security-token');
  if (
    !token ||
    !signedHeaders.includes('x-amz-security-token') ||
    !safeEqual(token, credential.sessionToken)
  ) {
    return fail(
      401,
      'UnrecognizedClientException',
      'The security token included in the request is invalid',
    );
  }
  const payloadHash = payloadHashFor(request);
  if (typeof payloadHash !== 'string') return payloadHash;
  const queryStart = request.url.indexOf('?');
  const path = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
  const query = new URLSearchParams(queryStart === -1 ? '' : request.url.slice(queryStart + 1));
  const expected = computeSignature({
    canonical: canonicalRequest({ method: request.method, path, query, headers, payloadHash }),
    amzDate,
    region: options.region,
    service,
    secretAccessKey: credential.secretAccessKey,
  });
  if (!safeEqual(expected, signature)) {
    return fail(
      401,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided',
    );
  }
  if (headerValue(request.headers, 'x-tenant-id') !== credential.tenantId) {
    return fail(
      403,
      'TenantMismatch',
      "The x-tenant-id header does not match the credential's tenant",
    );
  }
  return {
    ok: true,
    userId: credential.userId,
    tenantId: credential.tenantId,
    signature,
    signedAt,
  };
}
