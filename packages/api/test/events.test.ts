/** POST /apis/events: the chat-support widget's requests, stored per tenant for the caller. */
import type { EventResponse } from '@mp/contracts';
import { account, call, startTestApi, TEST_TIMEOUT_MS, type TestApi } from './harness';

jest.setTimeout(TEST_TIMEOUT_MS);

const freelancer = account('demo', 'freelancer');
const customer = account('demo', 'customer');
const acmeCustomer = account('acme', 'customer');

const supportRequest = {
  type: 'support_request',
  data: { subject: 'Invoice', message: '  Where is my invoice?  ', page: '/customer/manage' },
};

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.dispose();
});

async function storedEvents(tenantId: string) {
  const { rows } = await api.db.query<{ user_id: string; type: string; data: unknown }>(
    'SELECT user_id, type, data FROM events WHERE tenant_id = $1 ORDER BY created_at, id',
    [tenantId],
  );
  return rows;
}

describe('POST /apis/events', () => {
  it("stores a support request for the signed-in caller's tenant", async () => {
    const response = await call(api, {
      method: 'POST',
      url: '/apis/events',
      user: customer.userId,
      body: supportRequest,
    });
    expect(response.statusCode).toBe(201);
    const event = response.json<EventResponse>();
    expect(event).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'support_request',
      createdAt: expect.any(String),
    });
    expect(Number.isNaN(Date.parse(event.createdAt))).toBe(false);
    expect(await storedEvents('demo')).toEqual([
      {
        user_id: customer.userId,
        type: 'support_request',
        data: { subject: 'Invoice', message: 'Where is my invoice?', page: '/customer/manage' },
      },
    ]);
  });

  it('accepts a message alone and keeps each tenant apart', async () => {
    const response = await call(api, {
      method: 'POST',
      url: '/apis/events',
      tenant: 'acme',
      user: acmeCustomer.userId,
      body: { type: 'support_request', data: { message: 'Hello' } },
    });
    expect(response.statusCode).toBe(201);
    expect((await storedEvents('acme')).map((row) => row.user_id)).toEqual([acmeCustomer.userId]);
    expect((await storedEvents('demo')).map((row) => row.user_id)).toEqual([customer.userId]);
  });

  it('refuses an anonymous caller and a caller of another tenant', async () => {
    const anonymous = await call(api, {
      method: 'POST',
      url: '/apis/events',
      body: supportRequest,
    });
    expect(anonymous.statusCode).toBe(401);
    const foreign = await call(api, {
      method: 'POST',
      url: '/apis/events',
      tenant: 'demo',
      user: acmeCustomer.userId,
      body: supportRequest,
    });
    expect(foreign.statusCode).toBe(403);
    expect((await storedEvents('demo')).length).toBe(1);
  });

  it('names the failing field of a bad event', async () => {
    const cases: [unknown, string][] = [
      [{ type: 'support_request', data: { message: '   ' } }, 'body.data.message'],
      [{ type: 'support_request', data: { message: 'x'.repeat(4001) } }, 'body.data.message'],
      [
        { type: 'support_request', data: { message: 'Hi', page: '//evil.test/' } },
        'body.data.page',
      ],
      [{ type: 'page_view', data: { message: 'Hi' } }, 'body.type'],
    ];
    for (const [body, field] of cases) {
      const response = await call(api, {
        method: 'POST',
        url: '/apis/events',
        user: freelancer.userId,
        body,
      });
      expect({ body, status: response.statusCode }).toEqual({ body, status: 400 });
      const paths = response.json<{ fields: { path: string }[] }>().fields.map((f) => f.path);
      expect(paths).toContain(field);
    }
    expect((await storedEvents('demo')).length).toBe(1);
  });
});
