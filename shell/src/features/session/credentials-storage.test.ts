import { credentialsStorage } from './credentials-storage';
import { clearIdentityStorage } from './rules';

const CREDENTIALS = {
  accessKeyId: 'AKID1',
  secretAccessKey: 'secret',
  sessionToken: 'token',
  expiration: new Date('2026-01-01T01:00:00Z'),
};

describe('credentialsStorage', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps the credentials across pages, per client and user', () => {
    credentialsStorage(window.localStorage, 'client-1', 'user-1').save(CREDENTIALS);
    expect(credentialsStorage(window.localStorage, 'client-1', 'user-1').load()).toEqual(
      CREDENTIALS,
    );
    expect(credentialsStorage(window.localStorage, 'client-1', 'user-2').load()).toBeNull();
    expect(credentialsStorage(window.localStorage, 'client-2', 'user-1').load()).toBeNull();
  });

  it('is removed with the identity storage on sign-out, and by clear()', () => {
    const store = credentialsStorage(window.localStorage, 'client-1', 'user-1');
    store.save(CREDENTIALS);
    clearIdentityStorage(window.localStorage, 'client-1');
    expect(store.load()).toBeNull();
    store.save(CREDENTIALS);
    store.clear();
    expect(store.load()).toBeNull();
  });

  it('ignores what it cannot read', () => {
    window.localStorage.setItem('CognitoIdentityServiceProvider.client-1.user-1.credentials', '{');
    expect(credentialsStorage(window.localStorage, 'client-1', 'user-1').load()).toBeNull();
    expect(credentialsStorage(null, 'client-1', 'user-1').load()).toBeNull();
  });
});
