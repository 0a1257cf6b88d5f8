import { createCredentialResolver } from './credential-resolver';
import type { ResolvedCredential } from './sigv4-verify';

const EXPIRES_AT = Date.parse('2026-01-01T01:00:00Z');

const credential: ResolvedCredential = {
  secretAccessKey: 'secret',
  sessionToken: 'token',
  userId: 'user-1',
  tenantId: 'demo',
  sessionId: 'session-1',
  expiration: new Date(EXPIRES_AT).toISOString(),
};

/** The identity service answering the credential, until `down` is set. */
function identityService() {
  const state = { down: false, calls: 0 };
  const fetch = async (): Promise<Response> => {
    state.calls += 1;
    if (state.down) throw new TypeError('fetch failed');
    return new Response(JSON.stringify(credential), { status: 200 });
  };
  return { state, fetch };
}

describe('the credential cache while the identity service is unreachable', () => {
  it('serves a known credential until it expires, then cannot check it any more', async () => {
    const { state, fetch } = identityService();
    let now = EXPIRES_AT - 30 * 60_000;
    const resolve = createCredentialResolver({
      identityUrl: 'http://127.0.0.1:1',
      internalToken: 'token',
      fetch,
      now: () => now,
    });
    expect(await resolve('AKIA1')).toEqual(credential);

    state.down = true;
    now = EXPIRES_AT - 1000;
    expect(await resolve('AKIA1')).toEqual(credential);
    expect(state.calls).toBe(1);

    now = EXPIRES_AT + 1;
    await expect(resolve('AKIA1')).rejects.toThrow('fetch failed');
    await expect(resolve('AKIA2')).rejects.toThrow('fetch failed');
  });

  it('still refuses a revoked session while the service is down', async () => {
    const { state, fetch } = identityService();
    const resolve = createCredentialResolver({
      identityUrl: 'http://127.0.0.1:1',
      internalToken: 'token',
      fetch,
      now: () => EXPIRES_AT - 60_000,
    });
    await resolve('AKIA1');
    resolve.forgetSessions(['session-1']);
    state.down = true;
    await expect(resolve('AKIA1')).rejects.toThrow('fetch failed');
  });
});
