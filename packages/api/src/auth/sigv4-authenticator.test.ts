import { createHash } from 'node:crypto';
import { API_ERROR_CODES } from '@mp/contracts';
import { canonicalRequest, computeSignature, type ResolvedCredential } from '@mp/identity';
import { createSigV4Authenticator } from './sigv4-authenticator';
import type { AuthRequest } from './types';

const NOW = Date.parse('2026-05-06T07:08:09Z');
const AMZ_DATE = '20260506T070809Z';
const credential: ResolvedCredential = {
  secretAccessKey: 'secret',
  sessionToken: 'session',
  userId: 'user-7',
  tenantId: 'demo',
  expiration: new Date(NOW + 600_000).toISOString(),
};

/** Signs like the browser's signer does (same canonical form), for the adapter's tests. */
function signedRequest(tenantHeader: string, body = '{"a":1}', method = 'POST'): AuthRequest {
  const payloadHash = createHash('sha256').update(body).digest('hex');
  const headers: Record<string, string> = {
    host: 'localhost:4000',
    'content-type': 'application/json',
    'x-amz-content-sha256': payloadHash,
    'x-amz-date': AMZ_DATE,
    'x-amz-security-token': 'session',
    'x-tenant-id': tenantHeader,
  };
  const names = Object.keys(headers).sort();
  const signature = computeSignature({
    canonical: canonicalRequest({
      method,
      path: '/jobs/post_job',
      query: [],
      headers: names.map((n) => [n, headers[n] ?? '']),
      payloadHash,
    }),
    amzDate: AMZ_DATE,
    region: 'local',
    service: 'execute-api',
    secretAccessKey: 'secret',
  });
  headers.authorization = `AWS4-HMAC-SHA256 Credential=ASIAKEY/20260506/local/execute-api/aws4_request, SignedHeaders=${names.join(';')}, Signature=${signature}`;
  return { method, url: '/jobs/post_job', headers, rawBody: Buffer.from(body) };
}

const authenticate = createSigV4Authenticator({
  region: 'local',
  resolveCredential: async (id) => (id === 'ASIAKEY' ? credential : null),
  now: () => NOW,
});

describe('createSigV4Authenticator', () => {
  it('recognises a valid signature as the credential’s user and tenant', async () => {
    expect(await authenticate(signedRequest('demo'))).toEqual({
      userId: 'user-7',
      tenantId: 'demo',
    });
  });

  it('leaves requests without a SigV4 Authorization header to other authenticators', async () => {
    expect(
      await authenticate({
        method: 'GET',
        url: '/users/me',
        headers: {},
        rawBody: Buffer.alloc(0),
      }),
    ).toBeNull();
  });

  it('maps a tampered body to 401 and another tenant to 403', async () => {
    const tampered = { ...signedRequest('demo'), rawBody: Buffer.from('{"a":2}') };
    expect(await authenticate(tampered)).toMatchObject({
      error: 'unauthenticated',
      code: API_ERROR_CODES.unauthenticated,
    });
    expect(await authenticate(signedRequest('acme'))).toMatchObject({
      error: 'forbidden',
      code: API_ERROR_CODES.tenantMismatch,
    });
  });

  it('accepts a signed write once and refuses the same signature again; reads may repeat', async () => {
    const seen = new Set<string>();
    const guarded = createSigV4Authenticator({
      region: 'local',
      resolveCredential: async (id) => (id === 'ASIAKEY' ? credential : null),
      replayGuard: {
        claim: async (tenantId, signature) => {
          const key = `${tenantId}:${signature}`;
          if (seen.has(key)) return false;
          seen.add(key);
          return true;
        },
      },
      now: () => NOW,
    });
    const write = signedRequest('demo');
    expect(await guarded(write)).toEqual({ userId: 'user-7', tenantId: 'demo' });
    expect(await guarded(write)).toMatchObject({
      error: 'unauthenticated',
      code: API_ERROR_CODES.signatureReplayed,
    });
    // Another body is another signature.
    expect(await guarded(signedRequest('demo', '{"a":2}'))).toEqual({
      userId: 'user-7',
      tenantId: 'demo',
    });
    const read = signedRequest('demo', '', 'GET');
    expect(await guarded(read)).toEqual({ userId: 'user-7', tenantId: 'demo' });
    expect(await guarded(read)).toEqual({ userId: 'user-7', tenantId: 'demo' });
    expect(seen.size).toBe(2);
  });

  it('asks to retry (503), not to sign in again, when the identity service cannot be reached', async () => {
    const offline = createSigV4Authenticator({
      region: 'local',
      resolveCredential: async () => {
        throw new Error('ECONNREFUSED');
      },
      now: () => NOW,
    });
    expect(await offline(signedRequest('demo'))).toMatchObject({
      error: 'unavailable',
      code: 'SERVICE_UNAVAILABLE',
    });
  });
});
