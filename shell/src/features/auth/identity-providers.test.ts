import { OAUTH_STATE_KEY, providerSignInUrl, takeOAuthState } from './identity-providers';

const identity = {
  region: 'local',
  userPoolId: 'local_demo',
  clientId: 'demowebclient',
  identityPoolId: 'local:demo',
  endpoint: 'http://localhost:4100',
};

describe('provider sign-in state', () => {
  beforeEach(() => sessionStorage.clear());

  it('builds the authorize URL with the callback and a state that /callback accepts once', () => {
    const url = new URL(providerSignInUrl(identity, 'LocalSandbox', 'http://localhost:8080'));
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:4100/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'demowebclient',
      redirect_uri: 'http://localhost:8080/callback',
      response_type: 'code',
      identity_provider: 'LocalSandbox',
    });
    const state = url.searchParams.get('state');
    expect(sessionStorage.getItem(OAUTH_STATE_KEY)).toBe(state);
    expect(takeOAuthState(state)).toBe(true);
    expect(takeOAuthState(state)).toBe(false);
  });

  it('refuses a missing or foreign state', () => {
    expect(takeOAuthState('abc')).toBe(false);
    providerSignInUrl(identity, 'LocalSandbox', 'http://localhost:8080');
    expect(takeOAuthState('forged')).toBe(false);
    expect(sessionStorage.getItem(OAUTH_STATE_KEY)).toBeNull();
  });
});
