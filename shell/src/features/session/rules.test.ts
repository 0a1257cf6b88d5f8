import { ROLES } from '@mp/contracts';
import {
  clearIdentityStorage,
  forbiddenAction,
  hasStoredSession,
  isOutage,
  landingPath,
  safeRedirect,
} from './rules';
import { SessionLoadError } from './load-me';
import { toSessionUser } from './me';

describe('safeRedirect', () => {
  it('keeps same-origin relative paths with their query and hash', () => {
    expect(safeRedirect('/customer/jobs?x=1#top')).toBe('/customer/jobs?x=1#top');
  });

  it.each([
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'customer/jobs',
    '/a\nb',
    '',
    null,
  ])('refuses %p', (value) => {
    expect(safeRedirect(value)).toBeNull();
  });
});

describe('landingPath', () => {
  it('sends freelancers to their profile and customers to their jobs', () => {
    expect(landingPath(ROLES.freelancer)).toBe('/freelancer/profile');
    expect(landingPath(ROLES.customer)).toBe('/customer/jobs');
  });

  it('sends administrators to the dashboard (customers waiting for approval)', () => {
    expect(landingPath(ROLES.administrator)).toBe('/dashboard');
  });

  it('follows a safe redirect and ignores an unsafe one', () => {
    expect(landingPath(ROLES.customer, '/customer/favorites')).toBe('/customer/favorites');
    expect(landingPath(ROLES.freelancer, 'https://evil.example')).toBe('/freelancer/profile');
  });
});

describe('forbiddenAction', () => {
  it('signs out and reloads on entry pages, goes home elsewhere', () => {
    expect(forbiddenAction('/login')).toBe('sign-out-and-reload');
    expect(forbiddenAction('/')).toBe('sign-out-and-reload');
    expect(forbiddenAction('/register/')).toBe('sign-out-and-reload');
    expect(forbiddenAction('/customer/jobs')).toBe('go-home');
  });
});

describe('identity storage', () => {
  it('finds a stored session and clears only the identity keys on sign-out', () => {
    localStorage.clear();
    localStorage.setItem('CognitoIdentityServiceProvider.c1.LastAuthUser', 'u1');
    localStorage.setItem('CognitoIdentityServiceProvider.c1.u1.idToken', 'x');
    localStorage.setItem('mp.locale', 'de');
    localStorage.setItem('mp.signup', '{"email":"a@b.c","role":"2"}');
    expect(hasStoredSession(localStorage, 'c1')).toBe(true);
    expect(hasStoredSession(localStorage, 'other')).toBe(false);
    clearIdentityStorage(localStorage, 'c1');
    expect(hasStoredSession(localStorage, 'c1')).toBe(false);
    expect(localStorage.getItem('CognitoIdentityServiceProvider.c1.u1.idToken')).toBeNull();
    expect(localStorage.getItem('mp.locale')).toBe('de');
    expect(localStorage.getItem('mp.signup')).not.toBeNull();
  });
});

describe('toSessionUser', () => {
  it('maps GET /users/me into the session user', () => {
    const user = toSessionUser(
      {
        userId: 'u1',
        name: 'Ann',
        email: 'ann@demo.test',
        roles: 3,
        isApproved: false,
        isCustomerOrganisation: true,
        reviewingJobs: true,
        freelancerRole: null,
        attachedUsers: [{ userId: 'u2', name: 'Bob', roles: 2, profilePicture: null }],
        ownCredits: { availableCredits: 7 },
        credits: { availableAllowance: 2 },
        surveyLegend: null,
      },
      'demo',
    );
    expect(user).toEqual({
      id: 'u1',
      tenantId: 'demo',
      name: 'Ann',
      email: 'ann@demo.test',
      role: ROLES.customer,
      isApproved: false,
      isCustomerOrganisation: true,
      reviewingJobs: true,
      attachedUsers: [{ userId: 'u2', name: 'Bob', roles: 2 }],
      availableCredits: 7,
      availableAllowance: 2,
      surveySeen: false,
    });
  });

  it('refuses a body without an id or a known role', () => {
    expect(() => toSessionUser({ userId: 'u1', roles: 9 }, 'demo')).toThrow(/roles/);
    expect(() => toSessionUser('nope', 'demo')).toThrow();
  });
});

describe('isOutage', () => {
  it.each([
    ['a failed fetch', new TypeError('Failed to fetch')],
    ['the API restarting', new SessionLoadError(503, 'SERVICE_UNAVAILABLE')],
    ['a gateway with the API away', new SessionLoadError(502, 'Bad gateway')],
    ['the identity library offline', Object.assign(new Error('x'), { code: 'NetworkError' })],
  ])('keeps the stored session after %s', (_label, error) => {
    expect(isOutage(error)).toBe(true);
  });

  it.each([
    ['a refused session', new SessionLoadError(401, 'UNAUTHENTICATED')],
    ['a deactivated user', new SessionLoadError(403, 'USER_DEACTIVATED')],
    ['an expired refresh token', Object.assign(new Error('x'), { name: 'NotAuthorizedException' })],
    ['nothing', null],
  ])('ends it after %s', (_label, error) => {
    expect(isOutage(error)).toBe(false);
  });
});
