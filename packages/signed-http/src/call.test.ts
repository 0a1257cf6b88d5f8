import {
  defineEndpoint,
  getJob,
  getSettings,
  postJob,
  ROLES,
  TENANT_HEADER,
  type ZJobIdParams,
} from '@mp/contracts';
import { createHttpClient, type RequestSigner } from './index';
import { fakeFetch, json } from './test-fetch';

const baseUrl = 'https://api.example.test';
const signer: RequestSigner = { sign: async () => ({ authorization: 'AWS4-HMAC-SHA256 x' }) };

describe('call: declared endpoints', () => {
  it('sends the declared method and path with the body, signed for a private call', async () => {
    const { fetch, calls } = fakeFetch(json(201, { dryRun: true, available: true }));
    const client = createHttpClient({ baseUrl, tenantId: 'demo', signer, fetch });

    const answer = await client.call(postJob, {
      body: { dryRun: true, job: { title: 'Logo', budget: 300, contractType: 1 } },
    });

    expect(answer).toEqual({ dryRun: true, available: true });
    expect(calls[0]).toMatchObject({ url: `${baseUrl}/jobs/post_job`, method: 'POST' });
    expect(JSON.parse(String(calls[0]?.body))).toMatchObject({ dryRun: true });
    expect(calls[0]?.headers.authorization).toBe('AWS4-HMAC-SHA256 x');
    expect(calls[0]?.headers[TENANT_HEADER]).toBe('demo');
  });

  it('fills path parameters encoded, and adds the query', async () => {
    const { fetch, calls } = fakeFetch(json(200, {}));
    const client = createHttpClient({ baseUrl, tenantId: 'demo', fetch });

    await client.call(getJob, { params: { jobId: 'a/b c' }, query: { fullDetail: 'false' } });

    expect(calls[0]?.url).toBe(`${baseUrl}/jobs/a%2Fb%20c?fullDetail=false`);
  });

  it('never signs a public call, even with a session', async () => {
    const sign = jest.fn(signer.sign);
    const { fetch, calls } = fakeFetch(json(200, {}));
    const client = createHttpClient({ baseUrl, tenantId: 'demo', signer: { sign }, fetch });

    await client.call(getSettings);

    expect(sign).not.toHaveBeenCalled();
    expect(calls[0]?.headers.authorization).toBeUndefined();
  });

  it('lets a call outlive the page only when asked (keepalive)', async () => {
    const { fetch, calls } = fakeFetch(json(200, {}), json(200, {}));
    const client = createHttpClient({ baseUrl, tenantId: 'demo', fetch });

    await client.call(getSettings, { keepalive: true });
    await client.call(getSettings);

    expect(calls.map((call) => call.keepalive)).toEqual([true, false]);
  });

  it('signs a public-or-signed call only while a user is signed in', async () => {
    const { fetch, calls } = fakeFetch(json(200, {}), json(200, {}));
    const client = createHttpClient({ baseUrl, tenantId: 'demo', fetch });

    await client.call(getJob, { params: { jobId: 'j1' } });
    client.setSigner(signer);
    await client.call(getJob, { params: { jobId: 'j1' } });

    expect(calls[0]?.headers.authorization).toBeUndefined();
    expect(calls[1]?.headers.authorization).toBe('AWS4-HMAC-SHA256 x');
  });

  it('refuses to send a call whose path parameter is missing', async () => {
    const { fetch, calls } = fakeFetch();
    const client = createHttpClient({ baseUrl, tenantId: 'demo', fetch });
    const endpoint = defineEndpoint<{ params: typeof ZJobIdParams }>({
      operationId: 'someJobCall',
      domain: 'jobs',
      method: 'GET',
      path: '/jobs/:jobId',
      access: [ROLES.customer],
      errors: [],
    });

    await expect(client.call(endpoint, { params: { jobId: '' } })).rejects.toThrow(
      'someJobCall: the path parameter "jobId" is missing',
    );
    expect(calls).toHaveLength(0);
  });

  it('applies the session rules to a signed private call: 401 reaches onUnauthorized', async () => {
    const onUnauthorized = jest.fn();
    const { fetch } = fakeFetch(json(401, { code: 'UNAUTHENTICATED', message: 'no' }));
    const client = createHttpClient({ baseUrl, tenantId: 'demo', signer, fetch, onUnauthorized });

    await expect(client.call(postJob, { body: { job: {} as never } })).rejects.toMatchObject({
      status: 401,
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('sends a private call unsigned without a session, and leaves its 401 to the caller', async () => {
    const onUnauthorized = jest.fn();
    const { fetch, calls } = fakeFetch(json(401, { code: 'UNAUTHENTICATED', message: 'no' }));
    const client = createHttpClient({ baseUrl, tenantId: 'demo', fetch, onUnauthorized });

    await expect(client.call(postJob, { body: { job: {} as never } })).rejects.toMatchObject({
      status: 401,
    });
    expect(calls[0]?.headers.authorization).toBeUndefined();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
