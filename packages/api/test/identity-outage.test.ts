/**
 * The identity service unreachable (docs/security.md#identity-service-unreachable): signed-in
 * users whose credentials this API already checked keep working on the cached credentials, and
 * credentials it cannot check now are answered 503 with Retry-After, not 401 (which would sign
 * the browser out), until the service is back.
 */
import {
  accounts,
  call,
  credentialsOf,
  setUpTestApi,
  testIdentity,
  type CallResult,
} from './harness';
import { startRelay, type Relay } from './support/relay';

let relay: Relay;

beforeAll(async () => {
  const internal = new URL((await testIdentity()).env.IDENTITY_INTERNAL_URL ?? '');
  relay = await startRelay({ host: internal.hostname, port: Number(internal.port) });
  Object.assign(env, { IDENTITY_INTERNAL_URL: `http://${relay.address}` });
});

// Filled in by the beforeAll above, which runs before the harness's (hooks run in order).
const env: Record<string, string> = {};
const test = setUpTestApi(env);

afterAll(async () => {
  await relay.close();
});

const me = (userId: string) => call(test, { method: 'GET', url: '/users/me', user: userId });

function expectUnavailable(answer: CallResult): void {
  expect(answer.statusCode).toBe(503);
  expect(answer.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
}

describe('the identity service unreachable', () => {
  it('keeps serving known credentials, asks to retry for unknown ones, and recovers', async () => {
    const { freelancer, customer } = accounts;
    // Both signed in before the outage; only the freelancer has called this API yet.
    await credentialsOf(customer.userId);
    expect((await me(freelancer.userId)).statusCode).toBe(200);

    await relay.cut();
    try {
      expect((await me(freelancer.userId)).statusCode).toBe(200);
      const written = await call(test, {
        method: 'POST',
        url: '/freelancers/update/profile',
        user: freelancer.userId,
        body: { type: 'basic', data: { name: 'Written While Identity Is Down' } },
      });
      expect(written.statusCode).toBe(200);
      expectUnavailable(await me(customer.userId));
    } finally {
      await relay.restore();
    }
    expect((await me(customer.userId)).statusCode).toBe(200);
    expect((await me(freelancer.userId)).json()).toMatchObject({
      name: 'Written While Identity Is Down',
    });
  });
});
