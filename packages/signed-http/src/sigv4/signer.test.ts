import {
  AWS_VECTORS,
  VECTOR_CREDENTIALS,
  VECTOR_DATE,
  VECTOR_REGION,
  VECTOR_SERVICE,
} from './aws-test-vectors';
import { createCredentialsProvider } from './credentials-provider';
import { createSigner, INVOCATION_ID_HEADER, signRequest } from './signer';

describe('signRequest against the AWS SigV4 test suite', () => {
  it.each(AWS_VECTORS.map((v) => [v.name, v] as const))('%s', async (_name, vector) => {
    const headers = await signRequest(
      {
        method: vector.method,
        hostname: 'example.amazonaws.com',
        path: vector.path,
        query: vector.query,
        headers: { host: 'example.amazonaws.com', ...vector.headers },
        body: vector.body,
      },
      {
        region: VECTOR_REGION,
        service: VECTOR_SERVICE,
        credentials: async () => VECTOR_CREDENTIALS,
        signingDate: VECTOR_DATE,
        applyChecksum: false,
      },
    );
    expect(headers.authorization).toBe(
      `AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, ` +
        `SignedHeaders=${vector.signedHeaders}, Signature=${vector.signature}`,
    );
    expect(headers['x-amz-date']).toBe('20150830T123600Z');
  });
});

describe('createSigner', () => {
  const credentials = {
    accessKeyId: 'ASIATESTKEY',
    secretAccessKey: 'secret',
    sessionToken: 'session-token',
  };
  const signer = createSigner({
    region: 'local',
    credentials: async () => credentials,
    now: () => new Date('2026-01-02T03:04:05Z'),
  });

  it('signs host, date, tenant, session token, an invocation id and the body hash for execute-api', async () => {
    const headers = await signer.sign({
      method: 'POST',
      url: 'http://localhost:4000/jobs/post_job?dryRun=true&b=1&b=2',
      headers: { 'Content-Type': 'application/json', 'x-tenant-id': 'demo' },
      body: '{"job":{}}',
    });
    expect(headers.host).toBe('localhost:4000');
    expect(headers['x-amz-date']).toBe('20260102T030405Z');
    expect(headers['x-amz-security-token']).toBe('session-token');
    expect(headers['x-amz-content-sha256']).toMatch(/^[0-9a-f]{64}$/);
    expect(headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=ASIATESTKEY\/20260102\/local\/execute-api\/aws4_request, SignedHeaders=amz-sdk-invocation-id;content-type;host;x-amz-content-sha256;x-amz-date;x-amz-security-token;x-tenant-id, Signature=[0-9a-f]{64}$/,
    );
    expect(headers[INVOCATION_ID_HEADER]).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('signs the same request in the same second differently every time (a retry is no replay)', async () => {
    const request = {
      method: 'POST' as const,
      url: 'http://api.test/x',
      headers: { 'x-tenant-id': 'demo', 'idempotency-key': 'one-key' },
      body: '{"a":1}',
    };
    const first = await signer.sign(request);
    const retry = await signer.sign(request);
    expect(retry[INVOCATION_ID_HEADER]).not.toBe(first[INVOCATION_ID_HEADER]);
    expect(retry.authorization).not.toBe(first.authorization);
  });

  it('gives a different signature when the body changes', async () => {
    const base = {
      method: 'POST' as const,
      url: 'http://api.test/x',
      headers: { 'x-tenant-id': 'demo' },
    };
    const a = await signer.sign({ ...base, body: '{"a":1}' });
    const b = await signer.sign({ ...base, body: '{"a":2}' });
    expect(a.authorization).not.toBe(b.authorization);
  });

  it('renews through its credentials source: the next signature uses the fresh key', async () => {
    const provider = createCredentialsProvider({
      fetchCredentials: jest
        .fn()
        .mockResolvedValueOnce({ ...credentials, accessKeyId: 'ASIAFIRST' })
        .mockResolvedValueOnce({ ...credentials, accessKeyId: 'ASIASECOND' }),
    });
    const renewing = createSigner({
      region: 'local',
      credentials: provider.get,
      renewCredentials: () => provider.clear(),
    });
    const request = {
      method: 'GET' as const,
      url: 'http://api.test/users/me',
      headers: { 'x-tenant-id': 'demo' },
      body: undefined,
    };
    expect((await renewing.sign(request)).authorization).toContain('Credential=ASIAFIRST/');
    expect((await renewing.sign(request)).authorization).toContain('Credential=ASIAFIRST/');
    renewing.renew?.();
    expect((await renewing.sign(request)).authorization).toContain('Credential=ASIASECOND/');
    expect(signer.renew).toBeUndefined();
  });

  it('refuses to sign without the tenant header', async () => {
    await expect(
      signer.sign({ method: 'GET', url: 'http://api.test/users/me', headers: {}, body: undefined }),
    ).rejects.toThrow('x-tenant-id');
  });
});
