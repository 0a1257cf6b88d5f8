import { createHash } from 'node:crypto';
import { createSigner, signRequest, type Credentials } from '@mp/signed-http';
import {
  canonicalRequest,
  computeSignature,
  verifySigV4,
  type ResolvedCredential,
  type SigV4Request,
} from './sigv4-verify';

const NOW = Date.parse('2026-03-04T05:06:07Z');

// A few of AWS's published SigV4 test-suite vectors (aws-sig-v4-test-suite): the verifier's
// canonical form must give the signatures AWS expects. Host example.amazonaws.com, date
// 20150830T123600Z, us-east-1, service "service", AKIDEXAMPLE.
const VECTOR_SECRET = 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY';
const vectors: {
  name: string;
  method: string;
  path: string;
  query: [string, string][];
  headers: [string, string][];
  body: string;
  signature: string;
}[] = [
  {
    name: 'get-vanilla',
    method: 'GET',
    path: '/',
    query: [],
    headers: [],
    body: '',
    signature: '5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31',
  },
  {
    name: 'get-utf8',
    method: 'GET',
    path: '/\u1234',
    query: [],
    headers: [],
    body: '',
    signature: '8318018e0b0f223aa2bbf98705b62bb787dc9c0e678f255a891fd03141be5d85',
  },
  {
    name: 'get-header-value-trim',
    method: 'GET',
    path: '/',
    query: [],
    headers: [
      ['my-header1', 'value1'],
      ['my-header2', '"a   b   c"'],
    ],
    body: '',
    signature: 'acc3ed3afb60bb290fc8d2dd0098b9911fcaa05412b367055dee359757a9c736',
  },
  {
    name: 'get-vanilla-query-order-key-case',
    method: 'GET',
    path: '/',
    query: [
      ['Param2', 'value2'],
      ['Param1', 'value1'],
    ],
    headers: [],
    body: '',
    signature: 'b97d918cfa904a5beff61c982a1b6f458b799221646efd99d3219ec94cdf2500',
  },
  {
    name: 'post-vanilla-query-nonunreserved',
    method: 'POST',
    path: '/',
    query: [
      ['@#$%^', ''],
      ['+', '/,?><`";:\\|][{}'],
    ],
    headers: [],
    body: '',
    signature: '66c82657c86e26fb25238d0e69f011edc4c6df5ae71119d7cb98ed9b87393c1e',
  },
  {
    name: 'post-x-www-form-urlencoded',
    method: 'POST',
    path: '/',
    query: [],
    headers: [['content-type', 'application/x-www-form-urlencoded']],
    body: 'Param1=value1',
    signature: 'ff11897932ad3f4e8b18135d722051e5ac45fc38421b1da7b9d196a0fe09473a',
  },
];

describe('canonical request and signature against AWS test vectors', () => {
  it.each(vectors.map((v) => [v.name, v] as const))('%s', (_name, v) => {
    const canonical = canonicalRequest({
      method: v.method,
      path: v.path,
      query: v.query,
      headers: [
        ['host', 'example.amazonaws.com'],
        ['x-amz-date', '20150830T123600Z'],
        ...v.headers,
      ],
      payloadHash: createHash('sha256').update(v.body).digest('hex'),
    });
    expect(
      computeSignature({
        canonical,
        amzDate: '20150830T123600Z',
        region: 'us-east-1',
        service: 'service',
        secretAccessKey: VECTOR_SECRET,
      }),
    ).toBe(v.signature);
  });
});

const credentials: Credentials = {
  accessKeyId: 'ASIADEMOKEY',
  secretAccessKey: 'demo-secret',
  sessionToken: 'demo-session-token',
};
const record: ResolvedCredential = {
  secretAccessKey: 'demo-secret',
  sessionToken: 'demo-session-token',
  userId: 'user-1',
  tenantId: 'demo',
  expiration: new Date(NOW + 30 * 60_000).toISOString(),
};

function lookup(entries: Record<string, ResolvedCredential>) {
  return async (id: string) => entries[id] ?? null;
}

const signer = createSigner({
  region: 'local',
  credentials: async () => credentials,
  now: () => new Date(NOW),
});

async function signed(
  url: string,
  init: { method?: 'GET' | 'POST'; body?: string; headers?: Record<string, string> } = {},
): Promise<SigV4Request> {
  const method = init.method ?? 'POST';
  const headers = await signer.sign({
    method,
    url,
    headers: { 'content-type': 'application/json', 'x-tenant-id': 'demo', ...init.headers },
    body: init.body,
  });
  const wire = new URL(url);
  return {
    method,
    url: wire.pathname + wire.search,
    headers,
    rawBody: Buffer.from(init.body ?? ''),
  };
}

function verify(
  request: SigV4Request,
  entries: Record<string, ResolvedCredential> = { ASIADEMOKEY: record },
  now = NOW,
) {
  return verifySigV4(request, {
    resolveCredential: lookup(entries),
    region: 'local',
    now: () => now,
  });
}

describe('verifySigV4', () => {
  it('accepts a request signed by the signed-http signer, with an encoded path and query', async () => {
    const request = await signed('http://localhost:4000/users/a%20b/\u1234?q=x%20y&b=2&b=1', {
      body: '{"x":1}',
    });
    expect(await verify(request)).toEqual({
      ok: true,
      userId: 'user-1',
      tenantId: 'demo',
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
      signedAt: NOW,
    });
  });

  it('accepts a GET without body', async () => {
    expect(
      await verify(await signed('http://localhost:4000/users/me', { method: 'GET' })),
    ).toMatchObject({
      ok: true,
    });
  });

  it('refuses a missing or malformed Authorization header', async () => {
    const request = await signed('http://localhost:4000/x', { body: '{}' });
    const { authorization: _drop, ...rest } = request.headers;
    expect(await verify({ ...request, headers: rest })).toMatchObject({
      status: 401,
      code: 'MissingAuthenticationToken',
    });
    expect(
      await verify({ ...request, headers: { ...rest, authorization: 'Bearer x' } }),
    ).toMatchObject({
      status: 401,
      code: 'IncompleteSignatureException',
    });
  });

  it('refuses a tampered body, header, path or query', async () => {
    const request = await signed('http://localhost:4000/jobs?x=1', { body: '{"amount":1}' });
    expect(await verify({ ...request, rawBody: Buffer.from('{"amount":9}') })).toMatchObject({
      status: 401,
      code: 'XAmzContentSHA256Mismatch',
    });
    const { 'x-amz-content-sha256': _hash, ...noHash } = request.headers;
    expect(await verify({ ...request, headers: noHash })).toMatchObject({ status: 401 });
    expect(
      await verify({ ...request, headers: { ...request.headers, 'content-type': 'text/plain' } }),
    ).toMatchObject({ status: 401, code: 'SignatureDoesNotMatch' });
    expect(await verify({ ...request, url: '/jobs?x=2' })).toMatchObject({
      code: 'SignatureDoesNotMatch',
    });
    expect(await verify({ ...request, url: '/jobz?x=1' })).toMatchObject({
      code: 'SignatureDoesNotMatch',
    });
    expect(await verify({ ...request, method: 'PUT' })).toMatchObject({
      code: 'SignatureDoesNotMatch',
    });
  });

  it('refuses more than 5 minutes of clock skew either way', async () => {
    const request = await signed('http://localhost:4000/x', { body: '{}' });
    expect(await verify(request, undefined, NOW + 4 * 60_000)).toMatchObject({ ok: true });
    expect(await verify(request, undefined, NOW + 6 * 60_000)).toMatchObject({
      status: 401,
      code: 'InvalidSignatureException',
    });
    expect(await verify(request, undefined, NOW - 6 * 60_000)).toMatchObject({ status: 401 });
  });

  it('refuses unknown and expired credentials', async () => {
    const request = await signed('http://localhost:4000/x', { body: '{}' });
    expect(await verify(request, {})).toMatchObject({
      status: 401,
      code: 'UnrecognizedClientException',
    });
    const expired = { ...record, expiration: new Date(NOW - 1000).toISOString() };
    expect(await verify(request, { ASIADEMOKEY: expired })).toMatchObject({
      status: 401,
      code: 'ExpiredTokenException',
    });
  });

  it("refuses a session token that is not the credential's", async () => {
    const request = await signed('http://localhost:4000/x', { body: '{}' });
    const other = { ...record, sessionToken: 'another-token' };
    expect(await verify(request, { ASIADEMOKEY: other })).toMatchObject({
      status: 401,
      code: 'UnrecognizedClientException',
    });
  });

  it("refuses with 403 a tenant header that differs from the credential's tenant", async () => {
    const request = await signed('http://localhost:4000/x', {
      body: '{}',
      headers: { 'x-tenant-id': 'acme' },
    });
    expect(await verify(request)).toMatchObject({ ok: false, status: 403, code: 'TenantMismatch' });
  });

  it('requires host, x-amz-date and x-tenant-id to be signed', async () => {
    const headers = await signRequest(
      {
        method: 'GET',
        hostname: 'localhost',
        port: 4000,
        path: '/x',
        query: {},
        headers: { host: 'localhost:4000' },
      },
      {
        region: 'local',
        service: 'execute-api',
        credentials: async () => credentials,
        signingDate: new Date(NOW),
      },
    );
    const request = {
      method: 'GET',
      url: '/x',
      headers: { ...headers, 'x-tenant-id': 'demo' },
      rawBody: '',
    };
    expect(await verify(request)).toMatchObject({
      status: 401,
      code: 'IncompleteSignatureException',
      message: expect.stringContaining('x-tenant-id'),
    });
  });

  it('refuses a credential scoped to another region or service', async () => {
    const other = createSigner({
      region: 'eu-west-1',
      credentials: async () => credentials,
      now: () => new Date(NOW),
    });
    const headers = await other.sign({
      method: 'GET',
      url: 'http://localhost:4000/x',
      headers: { 'x-tenant-id': 'demo' },
      body: undefined,
    });
    expect(await verify({ method: 'GET', url: '/x', headers, rawBody: '' })).toMatchObject({
      status: 401,
      code: 'InvalidSignatureException',
    });
  });

  it('accepts UNSIGNED-PAYLOAD only for multipart uploads', async () => {
    const multipart = await signed('http://localhost:4000/apis/auth/s3', {
      headers: {
        'x-amz-content-sha256': 'UNSIGNED-PAYLOAD',
        'content-type': 'multipart/form-data; boundary=x',
      },
    });
    expect(await verify({ ...multipart, rawBody: Buffer.from('--x\r\n...') })).toMatchObject({
      ok: true,
    });
    const json = await signed('http://localhost:4000/jobs', {
      headers: { 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' },
    });
    expect(await verify({ ...json, rawBody: Buffer.from('{"a":1}') })).toMatchObject({
      status: 401,
    });
  });
});
