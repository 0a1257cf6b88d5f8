import { KNOWN_ACCOUNTS_KEY, rememberAccountSession, switchTarget } from './known-accounts';

describe('switchTarget', () => {
  it('opens /loginas with a known session, else the sign-in form', () => {
    expect(switchTarget('u2', { u2: 'tok' })).toBe('/loginas?userId=u2&session=tok');
    expect(switchTarget('u3', { u2: 'tok' })).toBe('/login');
  });

  it('reads the sessions this browser kept', () => {
    localStorage.removeItem(KNOWN_ACCOUNTS_KEY);
    rememberAccountSession('u1', 'one');
    rememberAccountSession('u2', 'two');
    expect(switchTarget('u2')).toBe('/loginas?userId=u2&session=two');
    expect(switchTarget('u1')).toBe('/loginas?userId=u1&session=one');
  });
});
