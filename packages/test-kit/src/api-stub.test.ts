import { HttpError } from '@mp/signed-http';
import { signOffMilestone } from '@mp/contracts';
import { apiError, apiStub, ok } from './index';

it('answers literal routes before {param} routes and hands the handler the decoded params', async () => {
  const stub = apiStub({
    'GET /channel/{channelId}': ({ params }) => ok({ opened: params.channelId }),
    'GET /channel/list': () => ok({ channels: [] }),
    'POST /channel/{channelId}/messages': ({ body, query }) =>
      ok({ got: body, page: query.get('page') }, 201),
  });
  await expect(stub.http.request('GET', '/channel/list')).resolves.toEqual({ channels: [] });
  await expect(stub.http.request('GET', '/channel/a%20b')).resolves.toEqual({ opened: 'a b' });
  await expect(
    stub.http.request('POST', '/channel/ch-1/messages', {
      body: { message: 'Hi' },
      query: { page: 2 },
    }),
  ).resolves.toEqual({ got: { message: 'Hi' }, page: '2' });
  expect(stub.callsTo('GET /channel/{channelId}').map((call) => call.path)).toEqual([
    '/channel/list',
    '/channel/a%20b',
  ]);
  expect(stub.callsTo('GET /channel/list')).toHaveLength(1);
  expect(stub.calls).toHaveLength(3);
});

it('marks private calls signed and sends the tenant; a null signer is a signed-out client', async () => {
  const routes = { 'GET /me': () => ok({}) };
  const signedIn = apiStub(routes, { tenantId: 'acme' });
  await signedIn.http.request('GET', '/me');
  await signedIn.http.request('GET', '/me', { public: true });
  expect(signedIn.calls.map(({ signed, tenant }) => ({ signed, tenant }))).toEqual([
    { signed: true, tenant: 'acme' },
    { signed: false, tenant: 'acme' },
  ]);
  const signedOut = apiStub(routes, { signer: null });
  await signedOut.http.request('GET', '/me');
  expect(signedOut.calls[0]).toMatchObject({ signed: false, tenant: 'demo' });
});

it("answers errors like the API: apiError's body, and 404 ROUTE_NOT_FOUND for unknown routes", async () => {
  const stub = apiStub({
    'POST /jobs': () =>
      apiError(400, 'Invalid request', [{ path: 'body.title', message: 'Required' }]),
    'GET /jobs/{jobId}': () => apiError(404, 'No job', [], 'JOB_NOT_FOUND'),
  });
  const refused = await stub.http
    .request('POST', '/jobs', { body: {} })
    .catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(HttpError);
  expect(refused).toMatchObject({
    status: 400,
    code: 'VALIDATION_FAILED',
    body: { statusCode: 400, message: 'Invalid request' },
    fields: [{ path: 'body.title', message: 'Required' }],
  });
  await expect(stub.http.request('GET', '/jobs/j-1')).rejects.toMatchObject({
    status: 404,
    code: 'JOB_NOT_FOUND',
  });
  await expect(stub.http.request('GET', '/nowhere')).rejects.toMatchObject({
    status: 404,
    code: 'ROUTE_NOT_FOUND',
    body: { message: 'No route GET /nowhere' },
  });
});

it('answers a raw reply as file bytes the client reads as a blob, and records multipart bodies', async () => {
  const stub = apiStub({
    'GET /apis/auth/s3': () => ({ status: 200, raw: 'file bytes' }),
    'POST /apis/auth/s3': () => ok({ path: 'uploads/a.txt' }),
  });
  const blob = await stub.http.download('uploads/a.txt');
  // jsdom's Blob cannot be read back; its size is the bytes' length.
  expect(blob.size).toBe('file bytes'.length);
  await stub.http.upload({ key: 'a.txt', contentType: 'text/plain', file: new Blob(['a']) });
  expect(stub.callsTo('POST /apis/auth/s3')[0]?.body).toMatchObject({ key: 'a.txt' });
  expect(stub.callsTo('GET /apis/auth/s3')[0]?.signed).toBe(true);
});

it('records the Idempotency-Key of a money-moving call: the one given, else a new one per call', async () => {
  const stub = apiStub({ 'POST /jobs/customer_signedoff_milestone': () => ok({}) });
  const body = { jobID: 'job-1', milestoneId: 'ms-1' };
  await stub.http.call(signOffMilestone, { body, idempotencyKey: 'sign-off-ms-1' });
  await stub.http.call(signOffMilestone, { body });
  await stub.http.call(signOffMilestone, { body });
  const keys = stub.calls.map((call) => call.idempotencyKey);
  expect(keys[0]).toBe('sign-off-ms-1');
  expect(keys[1]).toEqual(expect.any(String));
  expect(keys[2]).not.toBe(keys[1]);
});
