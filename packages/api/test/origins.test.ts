/**
 * Who may call the API from a browser (docs/security.md#headers): the tenants' own sites, any
 * port, and nobody else; every answer carries nosniff; a foreign page cannot open the socket.
 */
import { io } from 'socket.io-client';
import { accounts, setUpTestApi } from './harness';
import { signInIdToken } from './identity-support';

const api = setUpTestApi();

async function preflight(origin: string): Promise<Response> {
  return fetch(`${api.url}/settings`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type, x-tenant-id',
    },
  });
}

async function get(origin: string | null, path = '/settings'): Promise<Response> {
  return fetch(`${api.url}${path}`, {
    headers: { 'x-tenant-id': 'demo', ...(origin === null ? {} : { origin }) },
  });
}

/** Whether a WebSocket handshake sent from `origin` opens a socket. */
async function socketOpensFrom(origin: string): Promise<boolean> {
  const { customer } = accounts;
  const socket = io(api.url, {
    query: {
      userId: customer.userId,
      tenantId: customer.tenantId,
      token: await signInIdToken(api.identity, customer),
    },
    transports: ['websocket'],
    extraHeaders: { origin },
    reconnection: false,
    forceNew: true,
    timeout: 5_000,
  });
  try {
    return await new Promise<boolean>((resolve) => {
      socket.once('connect', () => resolve(true));
      socket.once('connect_error', () => resolve(false));
    });
  } finally {
    socket.close();
  }
}

describe('browser origins', () => {
  it.each(['http://localhost:8080', 'http://acme.localhost:9080', 'https://localhost'])(
    'lets the tenant site %s call',
    async (origin) => {
      const answer = await preflight(origin);
      expect(answer.status).toBe(204);
      expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
      expect((await get(origin)).headers.get('access-control-allow-origin')).toBe(origin);
    },
  );

  it.each(['http://evil.test', 'http://localhost.evil.test:8080', 'null'])(
    'gives %s no CORS permission',
    async (origin) => {
      expect((await preflight(origin)).headers.get('access-control-allow-origin')).toBeNull();
      const answer = await get(origin);
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    },
  );

  it('sends nosniff on every answer, found or not, with or without an origin', async () => {
    for (const answer of [
      await get(null),
      await get('http://evil.test'),
      await get(null, '/no/such/route'),
      await preflight('http://localhost:8080'),
    ])
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("opens the live socket from a tenant's site only", async () => {
    expect(await socketOpensFrom('http://localhost:8080')).toBe(true);
    expect(await socketOpensFrom('http://evil.test')).toBe(false);
  });
});
