/**
 * Sign-out, password change and deactivation take effect at once
 * (docs/security.md#sign-out-and-revocation): within 5 s the user's temporary credentials stop
 * working on the API (whose credential cache had them), the user's open live sockets are
 * disconnected and new ones are refused.
 */
import { API_ERROR_CODES, LIVE_ERROR_CODES, TENANT_HEADER } from '@mp/contracts';
import type { RecordedClient } from '../src/live/test-support';
import { call, setUpTestApi, signUpUser, type TestApi } from './harness';
import { signInSession, userPoolCall, type SignedInSession, type Who } from './identity-support';

const WITHIN_MS = 5000;
const api: TestApi = setUpTestApi();
let counter = 0;

/** A new account per test, so no test signs out another's sessions. */
async function freshUser(role: '2' | '3' = '3'): Promise<Required<Who> & { userId: string }> {
  counter += 1;
  const who = {
    tenantId: 'demo',
    email: `revoked-${counter}-${Date.now()}@example.test`,
    password: 'Revoke#Pass1',
  };
  const userId = await signUpUser(who, { 'custom:role': role, name: `Revoked ${counter}` });
  return { ...who, userId };
}

/** Signs in and makes the API know the user (its record) and cache the credentials. */
async function signedInUser(who: Required<Who> & { userId: string }): Promise<SignedInSession> {
  const session = await signInSession(api.identity, who);
  const provisioned = await call(api, {
    method: 'POST',
    url: '/users/provision',
    body: { idToken: session.idToken },
  });
  expect(provisioned.statusCode).toBeLessThan(300);
  const me = await call(api, { method: 'GET', url: '/users/me', credentials: session.credentials });
  expect(me.statusCode).toBe(200);
  return session;
}

async function openSocket(
  who: { userId: string; tenantId: string },
  token: string,
): Promise<RecordedClient> {
  const { connectClient } = await import('../src/live/test-support');
  return connectClient(api.url, { userId: who.userId, tenantId: who.tenantId, token });
}

async function refusalOf(who: { userId: string; tenantId: string }, token: string) {
  const { refusal } = await import('../src/live/test-support');
  return refusal(api.url, { userId: who.userId, tenantId: who.tenantId, token });
}

function disconnected(client: RecordedClient): Promise<number> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    if (!client.socket.connected) return resolve(0);
    const timer = setTimeout(() => reject(new Error('the socket stayed open')), WITHIN_MS);
    client.socket.once('disconnect', () => {
      clearTimeout(timer);
      resolve(Date.now() - started);
    });
  });
}

/** How long until a signed call with these credentials is refused 401 (fails after 5 s). */
async function refusedWithin(session: SignedInSession): Promise<number> {
  const started = Date.now();
  for (;;) {
    const response = await call(api, {
      method: 'GET',
      url: '/users/me',
      credentials: session.credentials,
    });
    if (response.statusCode === 401) {
      expect(response.json<{ code: string }>().code).toBe(API_ERROR_CODES.unauthenticated);
      return Date.now() - started;
    }
    expect(response.statusCode).toBe(200);
    if (Date.now() - started > WITHIN_MS) throw new Error('the credentials still work');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('global sign-out', () => {
  it('ends the credentials the API cached and the sockets of every session of the user', async () => {
    const who = await freshUser();
    const first = await signedInUser(who);
    const second = await signInSession(api.identity, who);
    const socket = await openSocket(who, first.idToken);
    const otherSocket = await openSocket(who, second.idToken);
    const closed = [disconnected(socket), disconnected(otherSocket)];

    await userPoolCall(api.identity, 'GlobalSignOut', { AccessToken: second.accessToken });

    expect(await refusedWithin(first)).toBeLessThan(WITHIN_MS);
    expect(await refusedWithin(second)).toBeLessThan(WITHIN_MS);
    for (const took of await Promise.all(closed)) expect(took).toBeLessThan(WITHIN_MS);
    const refused = await refusalOf(who, first.idToken);
    expect(refused.data?.code).toBe(LIVE_ERROR_CODES.tokenInvalid);
  });
});

describe('password change', () => {
  it('ends every session of the user, the one that changed it included', async () => {
    const who = await freshUser('2');
    const session = await signedInUser(who);
    const socket = await openSocket(who, session.idToken);
    const closed = disconnected(socket);

    await userPoolCall(api.identity, 'ChangePassword', {
      AccessToken: session.accessToken,
      PreviousPassword: who.password,
      ProposedPassword: 'Changed#Pass2',
    });

    expect(await refusedWithin(session)).toBeLessThan(WITHIN_MS);
    expect(await closed).toBeLessThan(WITHIN_MS);
    expect((await refusalOf(who, session.idToken)).data?.code).toBe(LIVE_ERROR_CODES.tokenInvalid);
    const renewed = await signInSession(api.identity, { ...who, password: 'Changed#Pass2' });
    const me = await call(api, {
      method: 'GET',
      url: '/users/me',
      credentials: renewed.credentials,
    });
    expect(me.statusCode).toBe(200);
  });
});

describe('deactivation', () => {
  it('refuses the user’s calls and sockets at once, and a new sign-in gets nothing either', async () => {
    const who = await freshUser();
    const session = await signedInUser(who);
    const other = await signInSession(api.identity, who);
    const socket = await openSocket(who, session.idToken);
    const otherSocket = await openSocket(who, other.idToken);
    const closed = [disconnected(socket), disconnected(otherSocket)];

    const deleted = await call(api, {
      method: 'DELETE',
      url: '/users/request-delete-account',
      credentials: session.credentials,
    });
    expect(deleted.statusCode).toBe(200);

    for (const took of await Promise.all(closed)) expect(took).toBeLessThan(WITHIN_MS);
    expect(await refusedWithin(other)).toBeLessThan(WITHIN_MS);
    const again = await signInSession(api.identity, who);
    const me = await call(api, { method: 'GET', url: '/users/me', credentials: again.credentials });
    expect(me.statusCode).toBe(403);
    expect(me.json<{ code: string }>().code).toBe(API_ERROR_CODES.userDeactivated);
    expect((await refusalOf(who, again.idToken)).data?.code).toBe(LIVE_ERROR_CODES.userDeactivated);
  });
});

describe('replayed signatures', () => {
  it('refuses a signed write sent twice, and accepts the same write signed anew', async () => {
    const who = await freshUser();
    const session = await signedInUser(who);
    const { signedHeaders } = await import('./identity-support');
    const url = `${api.url}/apis/events`;
    const body = JSON.stringify({ type: 'support_request', data: { message: 'Help, twice?' } });
    const base = {
      [TENANT_HEADER]: 'demo',
      'content-type': 'application/json',
      'idempotency-key': 'same-key-for-both-tries',
    };
    const send = (headers: Record<string, string>) => fetch(url, { method: 'POST', headers, body });
    const headers = await signedHeaders(session.credentials, {
      method: 'POST',
      url,
      headers: base,
      body,
    });
    expect((await send(headers)).status).toBe(201);
    const replay = await send(headers);
    expect(replay.status).toBe(401);
    expect(((await replay.json()) as { code: string }).code).toBe(
      API_ERROR_CODES.signatureReplayed,
    );
    const retry = await signedHeaders(session.credentials, {
      method: 'POST',
      url,
      headers: base,
      body,
    });
    expect((await send(retry)).status).toBe(201);
  });
});
