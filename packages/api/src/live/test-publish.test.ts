import { SOCKET_EVENTS } from '@mp/contracts';
import { call, startTestApi, TEST_TIMEOUT_MS, type TestApi } from '../../test/harness';
import { loadConfig } from '../config';
import { LIVE_TEST_PUBLISH_PATH } from './test-publish';

jest.setTimeout(TEST_TIMEOUT_MS);

describe('the test publish token (LIVE_TEST_PUBLISH_TOKEN)', () => {
  const secret = 's'.repeat(40);
  const token = (env: Record<string, string>) =>
    loadConfig({ INTERNAL_TOKEN: secret, LINK_SIGNING_SECRET: secret, ...env }).live
      .testPublishToken;

  it('is off unless the token is set, and always off in production', () => {
    expect(token({})).toBeNull();
    expect(token({ LIVE_TEST_PUBLISH_TOKEN: ' ' })).toBeNull();
    expect(token({ LIVE_TEST_PUBLISH_TOKEN: 'x', NODE_ENV: 'production' })).toBeNull();
    expect(token({ LIVE_TEST_PUBLISH_TOKEN: 'x' })).toBe('x');
  });
});

describe('the test publish route', () => {
  let api: TestApi;
  let plain: TestApi;
  beforeAll(async () => {
    plain = await startTestApi();
    api = await startTestApi(undefined, { LIVE_TEST_PUBLISH_TOKEN: 'e2e-secret' });
  });
  afterAll(async () => {
    await api.dispose();
    await plain.dispose();
  });

  const event = {
    tenantId: 'demo',
    to: { userId: 'u1' },
    type: SOCKET_EVENTS.bookingCreated,
    payload: { bookingId: 'b1' },
  };

  it('does not exist on an API started without the token', async () => {
    const response = await call(plain, {
      method: 'POST',
      url: LIVE_TEST_PUBLISH_PATH,
      body: event,
    });
    expect(response.statusCode).toBe(404);
  });

  it('refuses a missing token and a malformed event, and accepts a valid one', async () => {
    const headers = { authorization: 'Bearer e2e-secret' };
    expect(
      (await call(api, { method: 'POST', url: LIVE_TEST_PUBLISH_PATH, body: event })).statusCode,
    ).toBe(401);
    const bad = await call(api, {
      method: 'POST',
      url: LIVE_TEST_PUBLISH_PATH,
      headers,
      body: { ...event, type: 'NOPE' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'type must be a socket event' });
    const ok = await call(api, {
      method: 'POST',
      url: LIVE_TEST_PUBLISH_PATH,
      headers,
      body: event,
    });
    expect(ok.statusCode).toBe(202);
  });
});
