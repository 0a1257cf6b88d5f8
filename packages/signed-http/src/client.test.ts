import { TENANT_HEADER } from '@mp/contracts';
import { createHttpClient, HttpError, type RequestSigner, type SignableRequest } from './index';
import { fakeFetch, json } from './test-fetch';

const baseUrl = 'https://api.example.test';

function recordingSigner() {
  const seen: SignableRequest[] = [];
  const signer: RequestSigner = {
    sign: async (request) => {
      seen.push(request);
      return {
        host: new URL(request.url).host,
        'x-amz-date': '20260101T000000Z',
        authorization: `AWS4-HMAC-SHA256 ${request.method} ${request.body ?? ''}`,
      };
    },
  };
  return { signer, seen };
}

describe('createHttpClient requests', () => {
  it('sends the tenant header, JSON body and query, and parses the JSON answer', async () => {
    const { fetch, calls } = fakeFetch(json(200, { id: 'j1' }));
    const client = createHttpClient({ baseUrl: `${baseUrl}/`, tenantId: 'acme', fetch });

    const result = await client.request<{ id: string }>('POST', '/jobs/post_job', {
      body: { dryRun: true },
      query: { from: 0, skip: undefined, ids: ['a', 'b'] },
    });

    expect(result).toEqual({ id: 'j1' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(`${baseUrl}/jobs/post_job?from=0&ids=a&ids=b`);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers[TENANT_HEADER]).toBe('acme');
    expect(calls[0]?.headers['content-type']).toBe('application/json');
    expect(calls[0]?.body).toBe('{"dryRun":true}');
  });

  it('never signs a public call, but still sends the tenant header', async () => {
    const { signer, seen } = recordingSigner();
    const { fetch, calls } = fakeFetch(json(200, { features: [] }));
    const client = createHttpClient({ baseUrl, tenantId: 'acme', signer, fetch });

    await client.request('GET', '/settings/features', { public: true });

    expect(seen).toHaveLength(0);
    expect(calls[0]?.headers.authorization).toBeUndefined();
    expect(calls[0]?.headers[TENANT_HEADER]).toBe('acme');
  });

  it('signs a private call over the tenant header and sends the signed headers, minus host', async () => {
    const { signer, seen } = recordingSigner();
    const { fetch, calls } = fakeFetch(json(200, { ok: true }));
    const client = createHttpClient({ baseUrl, tenantId: 'acme', signer, fetch });

    await client.request('PUT', '/jobs/j1', { body: { title: 'Logo' } });

    expect(seen).toEqual([
      {
        method: 'PUT',
        url: `${baseUrl}/jobs/j1`,
        body: '{"title":"Logo"}',
        headers: expect.objectContaining({ [TENANT_HEADER]: 'acme' }),
      },
    ]);
    expect(calls[0]?.headers.authorization).toBe('AWS4-HMAC-SHA256 PUT {"title":"Logo"}');
    expect(calls[0]?.headers['x-amz-date']).toBe('20260101T000000Z');
    expect(calls[0]?.headers[TENANT_HEADER]).toBe('acme');
    expect(calls[0]?.headers.host).toBeUndefined();
  });

  it('starts and stops signing when the session changes', async () => {
    const { signer, seen } = recordingSigner();
    const { fetch, calls } = fakeFetch(json(200, {}), json(200, {}), json(200, {}));
    const client = createHttpClient({ baseUrl, tenantId: 'acme', fetch });

    await client.request('GET', '/users/me');
    client.setSigner(signer);
    await client.request('GET', '/users/me');
    client.setSigner(null);
    await client.request('GET', '/users/me');

    expect(seen).toHaveLength(1);
    expect(calls.map((call) => call.headers.authorization)).toEqual([
      undefined,
      'AWS4-HMAC-SHA256 GET ',
      undefined,
    ]);
  });

  it('sends form data as is and signs it as an unsigned payload', async () => {
    const { signer, seen } = recordingSigner();
    const { fetch, calls } = fakeFetch(json(200, {}));
    const client = createHttpClient({ baseUrl, tenantId: 'acme', signer, fetch });
    const formData = new FormData();
    formData.append('key', 'a.txt');

    await client.request('POST', '/apis/custom-data/extract/all', { formData });

    expect(calls[0]?.body).toBe(formData);
    expect(calls[0]?.headers['content-type']).toBeUndefined();
    expect(seen[0]?.body).toBeUndefined();
    expect(seen[0]?.headers['x-amz-content-sha256']).toBe('UNSIGNED-PAYLOAD');
  });

  it('returns undefined for 204 and text for a non-JSON answer', async () => {
    const { fetch } = fakeFetch(
      new Response(null, { status: 204 }),
      new Response('pong', { status: 200, headers: { 'content-type': 'text/plain' } }),
    );
    const client = createHttpClient({ baseUrl, tenantId: 'acme', fetch });

    await expect(client.request('DELETE', '/jobs/j1/milestones/m1')).resolves.toBeUndefined();
    await expect(client.request('GET', '/ping')).resolves.toBe('pong');
  });
});

describe('createHttpClient error rules (401, 403, expired session, other statuses)', () => {
  it('401 calls onUnauthorized and throws, even with a handleError', async () => {
    const onUnauthorized = jest.fn();
    const onForbidden = jest.fn();
    const handleError = jest.fn(() => 'fallback');
    const { fetch } = fakeFetch(json(401, { code: 'UNAUTHENTICATED', message: 'no' }));
    const client = createHttpClient({
      baseUrl,
      tenantId: 'acme',
      fetch,
      onUnauthorized,
      onForbidden,
    });

    const error = await client
      .request('GET', '/users/me', { handleError })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(onUnauthorized).toHaveBeenCalledWith(error);
    expect(onForbidden).not.toHaveBeenCalled();
    expect(handleError).not.toHaveBeenCalled();
  });

  it('a signed call refused for its credentials is signed again with fresh ones, once', async () => {
    const onUnauthorized = jest.fn();
    let generation = 1;
    const signer: RequestSigner = {
      sign: async () => ({ authorization: `AWS4-HMAC-SHA256 credentials-${generation}` }),
      renew: () => void (generation += 1),
    };
    const { fetch, calls } = fakeFetch(
      json(401, { code: 'UNAUTHENTICATED', message: 'Unknown access key' }),
      json(200, { saved: true }),
    );
    const client = createHttpClient({ baseUrl, tenantId: 'acme', fetch, signer, onUnauthorized });

    await expect(client.request('POST', '/jobs/post_job', { body: { a: 1 } })).resolves.toEqual({
      saved: true,
    });
    expect(calls.map((call) => call.headers.authorization)).toEqual([
      'AWS4-HMAC-SHA256 credentials-1',
      'AWS4-HMAC-SHA256 credentials-2',
    ]);
    expect(calls[1]?.body).toBe('{"a":1}');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('fresh credentials refused too reach onUnauthorized; a replayed signature is never resent', async () => {
    const onUnauthorized = jest.fn();
    const renew = jest.fn();
    const signer: RequestSigner = {
      sign: async () => ({ authorization: 'AWS4-HMAC-SHA256 x' }),
      renew,
    };
    const refused = () => json(401, { code: 'UNAUTHENTICATED', message: 'no' });
    const { fetch, calls } = fakeFetch(
      refused,
      refused,
      json(401, { code: 'SIGNATURE_REPLAYED', message: 'used' }),
    );
    const client = createHttpClient({ baseUrl, tenantId: 'acme', fetch, signer, onUnauthorized });

    await expect(client.request('GET', '/users/me')).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(2);
    await expect(client.request('POST', '/jobs/post_job', { body: {} })).rejects.toMatchObject({
      code: 'SIGNATURE_REPLAYED',
    });
    expect(calls).toHaveLength(3);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('403 calls onForbidden and throws', async () => {
    const onUnauthorized = jest.fn();
    const onForbidden = jest.fn();
    const { fetch } = fakeFetch(json(403, { code: 'TENANT_MISMATCH', message: 'no' }));
    const client = createHttpClient({
      baseUrl,
      tenantId: 'acme',
      fetch,
      onUnauthorized,
      onForbidden,
    });

    await expect(client.request('POST', '/users/attach', { body: {} })).rejects.toMatchObject({
      status: 403,
      code: 'TENANT_MISMATCH',
    });
    expect(onForbidden).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a public call refused with 401 or 403 leaves the session alone and throws', async () => {
    const onUnauthorized = jest.fn();
    const onForbidden = jest.fn();
    const { fetch } = fakeFetch(
      json(403, { code: 'FORBIDDEN', message: 'The link is not valid' }),
      json(401, { code: 'UNAUTHENTICATED', message: 'no' }),
    );
    const client = createHttpClient({
      baseUrl,
      tenantId: 'acme',
      fetch,
      onUnauthorized,
      onForbidden,
    });

    await expect(
      client.request('POST', '/public/jobs/j1/proposals', {
        public: true,
        body: { signature: 'x' },
      }),
    ).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
    await expect(client.request('GET', '/settings', { public: true })).rejects.toMatchObject({
      status: 401,
    });
    expect(onForbidden).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('an expired session while signing is treated as 403', async () => {
    const onForbidden = jest.fn();
    const onSessionError = jest.fn();
    const expired = Object.assign(new Error('Refresh Token has expired'), {
      name: 'NotAuthorizedException',
    });
    const { fetch, calls } = fakeFetch();
    const client = createHttpClient({
      baseUrl,
      tenantId: 'acme',
      fetch,
      onForbidden,
      onSessionError,
      signer: { sign: () => Promise.reject(expired) },
    });

    await expect(client.request('GET', '/users/me')).rejects.toMatchObject({ status: 403 });
    expect(onForbidden).toHaveBeenCalledTimes(1);
    expect(onSessionError).not.toHaveBeenCalled();
    expect(calls).toHaveLength(0);
  });

  it('another session failure is reported to onSessionError and rethrown', async () => {
    const onForbidden = jest.fn();
    const onSessionError = jest.fn();
    const failure = new Error('identity pool unreachable');
    const { fetch } = fakeFetch();
    const client = createHttpClient({
      baseUrl,
      tenantId: 'acme',
      fetch,
      onForbidden,
      onSessionError,
      signer: { sign: () => Promise.reject(failure) },
    });

    await expect(client.request('GET', '/users/me')).rejects.toBe(failure);
    expect(onSessionError).toHaveBeenCalledWith(failure);
    expect(onForbidden).not.toHaveBeenCalled();
  });

  it.each([
    ['a fetch that never answered', Object.assign(new TypeError('Failed to fetch'))],
    ['a fetch cut off by leaving the page', new DOMException('aborted', 'AbortError')],
    ['an identity outage', Object.assign(new Error('GetId failed'), { name: 'UnknownError' })],
    [
      'identity throttling',
      Object.assign(new Error('Rate exceeded'), { name: 'TooManyRequestsException' }),
    ],
  ])('%s while signing is rethrown and never ends the session', async (_, failure) => {
    const onForbidden = jest.fn();
    const onSessionError = jest.fn();
    const { fetch, calls } = fakeFetch();
    const client = createHttpClient({
      baseUrl,
      tenantId: 'acme',
      fetch,
      onForbidden,
      onSessionError,
      signer: { sign: () => Promise.reject(failure) },
    });

    await expect(client.request('GET', '/users/me')).rejects.toBe(failure);
    expect(onSessionError).not.toHaveBeenCalled();
    expect(onForbidden).not.toHaveBeenCalled();
    expect(calls).toHaveLength(0);
  });

  it('other statuses above 399 throw the response text with status, code, body and fields', async () => {
    const body = {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Invalid body',
      fields: [{ path: 'body.email', message: 'Invalid email' }],
    };
    const { fetch } = fakeFetch(json(400, body));
    const client = createHttpClient({ baseUrl, tenantId: 'acme', fetch });

    const error = (await client
      .request('POST', '/users/attach', { body: {} })
      .catch((e: unknown) => e)) as HttpError;

    expect(error).toBeInstanceOf(HttpError);
    expect(error.name).toBe('HttpError');
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe(JSON.stringify(body));
    expect(error.body).toEqual(body);
    expect(error.fields).toEqual([{ path: 'body.email', message: 'Invalid email' }]);
  });

  it('a plain-text error keeps its text as the message', async () => {
    const { fetch } = fakeFetch(new Response('Bad gateway', { status: 502 }));
    const client = createHttpClient({ baseUrl, tenantId: 'acme', fetch });

    await expect(client.request('GET', '/jobs')).rejects.toMatchObject({
      status: 502,
      message: 'Bad gateway',
      body: undefined,
      code: undefined,
    });
  });

  it('returns the result of handleError instead of throwing', async () => {
    const { fetch } = fakeFetch(json(404, { code: 'USER_NOT_FOUND', message: 'gone' }));
    const client = createHttpClient({ baseUrl, tenantId: 'acme', fetch });

    const result = await client.request('GET', '/users/u1', {
      public: true,
      handleError: (error) => ({ missing: error.code }),
    });

    expect(result).toEqual({ missing: 'USER_NOT_FOUND' });
  });

  it('a network failure becomes an HttpError with status 0', async () => {
    const client = createHttpClient({
      baseUrl,
      tenantId: 'acme',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });

    await expect(client.request('GET', '/settings', { public: true })).rejects.toMatchObject({
      name: 'HttpError',
      status: 0,
      code: 'network_error',
      message: 'Failed to fetch',
    });
  });
});
