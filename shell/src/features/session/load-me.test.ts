import { createHttpClient, type FetchLike, type HttpClient } from '@mp/signed-http';
import type { ActiveSession } from './engine-types';
import { loadMe, SessionLoadError } from './load-me';

const session: ActiveSession = {
  userId: 'u-1',
  idToken: 'id-token',
  signer: { sign: async () => ({}) },
};

const me = {
  userId: 'u-1',
  name: 'Nina New',
  email: 'nina@demo.test',
  roles: 3,
  isApproved: true,
};

/** The part of a fetch Response that loadMe reads (jsdom has no Response). */
function reply(status: number, body: unknown) {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
    text: async () => JSON.stringify(body),
  };
}

/** An HTTP client whose `/users/me` answers 401 until the user is provisioned. */
function api(options: { provisionStatus?: number } = {}) {
  const calls: string[] = [];
  let provisioned = false;
  const send = jest.fn(async (method: string, path: string) => {
    calls.push(`${method} ${path}`);
    if (path === '/users/provision') {
      provisioned = (options.provisionStatus ?? 200) === 200;
      return reply(options.provisionStatus ?? 200, {});
    }
    return provisioned ? reply(200, me) : reply(401, { code: 'UNAUTHENTICATED' });
  });
  return { http: { send } as unknown as HttpClient, calls };
}

describe('loadMe', () => {
  it('provisions a new account before its first signed call, so none fails', async () => {
    const { http, calls } = api();
    await expect(loadMe(http, session, 'demo', { newAccount: true })).resolves.toMatchObject({
      id: 'u-1',
      name: 'Nina New',
    });
    expect(calls).toEqual(['POST /users/provision', 'GET /users/me']);
  });

  it('provisions an account confirmed elsewhere after its first 401, once', async () => {
    const { http, calls } = api();
    await expect(loadMe(http, session, 'demo')).resolves.toMatchObject({ id: 'u-1' });
    expect(calls).toEqual(['GET /users/me', 'POST /users/provision', 'GET /users/me']);
  });

  it('renews refused credentials through the client, before provisioning', async () => {
    // The real client: renewal lives in its `send` (docs/identity.md#refused-credentials).
    const renew = jest.fn();
    const paths: string[] = [];
    const answers = [reply(401, { code: 'UNAUTHENTICATED' }), reply(200, me)];
    const fetch = jest.fn(async (url: string) => {
      paths.push(new URL(url).pathname);
      const answer = answers.shift()!;
      return { ...answer, statusText: '', headers: { get: () => 'application/json' } };
    });
    const http = createHttpClient({
      baseUrl: 'https://api.example.test',
      tenantId: 'demo',
      fetch: fetch as unknown as FetchLike,
      signer: { sign: async () => ({}), renew },
    });
    await expect(
      loadMe(http, { ...session, signer: { sign: async () => ({}), renew } }, 'demo'),
    ).resolves.toMatchObject({ id: 'u-1' });
    expect(renew).toHaveBeenCalledTimes(1);
    expect(paths).toEqual(['/users/me', '/users/me']);
  });

  it('reports a refused provisioning as a session load error', async () => {
    const { http, calls } = api({ provisionStatus: 409 });
    await expect(loadMe(http, session, 'demo', { newAccount: true })).rejects.toBeInstanceOf(
      SessionLoadError,
    );
    expect(calls).toEqual(['POST /users/provision']);
  });
});
