import { ROLES } from '@mp/contracts';
import { audienceOf, guardPath, type GuardInput } from './guards';

const customer = { role: ROLES.customer, isApproved: true } as const;
const freelancer = { role: ROLES.freelancer, isApproved: true } as const;
const on = { dashboard: true, contentDataPage: true, postJobPage: true, postJobFormPage: true };

function guard(pathname: string, overrides: Partial<GuardInput> = {}) {
  return guardPath({ pathname, user: null, features: on, approvalRestricted: false, ...overrides });
}

describe('audienceOf', () => {
  it.each([
    ['/', 'public'],
    ['/freelancer/search-jobs', 'public'],
    ['/freelancer/profile/frankie', 'public'],
    ['/freelancer/profile/frankie/hire', 'public'],
    ['/freelancer/profile', 'freelancer'],
    ['/freelancer/proposals', 'freelancer'],
    ['/freelancer/inbox/c-1', 'freelancer'],
    ['/products/create', 'freelancer'],
    ['/products/live/', 'freelancer'],
    ['/products/frankie/p-1', 'public'],
    ['/customer/jobs', 'customer'],
    ['/dashboard', 'signedIn'],
    ['/admin/console', 'administrator'],
    ['/admin/audit', 'administrator'],
  ])('%s is %s', (path, audience) => {
    expect(audienceOf(path, {}, false)).toBe(audience);
  });

  it('opens /customer/cl-search to signed-out visitors only with public freelancer search', () => {
    expect(audienceOf('/customer/cl-search', { publicFreelancerSearch: true }, false)).toBe(
      'public',
    );
    expect(audienceOf('/customer/cl-search', { publicFreelancerSearch: true }, true)).toBe(
      'customer',
    );
    expect(audienceOf('/customer/cl-search', {}, false)).toBe('customer');
  });
});

describe('guardPath', () => {
  it('sends signed-out visitors of private areas to sign in, keeping the whole target', () => {
    expect(
      guardPath(
        { pathname: '/customer/jobs', user: null, features: on, approvalRestricted: false },
        '?a=1',
        '#x',
      ),
    ).toEqual({
      kind: 'login',
      redirect: `/login?redirect=${encodeURIComponent('/customer/jobs?a=1#x')}`,
    });
  });

  it('opens the tenant console to administrators only: others find nothing there', () => {
    expect(
      guard('/admin/console', { user: { role: ROLES.administrator, isApproved: true } }),
    ).toEqual({
      kind: 'allow',
    });
    expect(guard('/admin/console', { user: customer })).toEqual({ kind: 'notFound' });
    expect(guard('/admin/console', { user: null }).kind).toBe('login');
  });

  it('shows the forbidden screen to the other role', () => {
    expect(guard('/freelancer/proposals', { user: customer })).toEqual({
      kind: 'forbidden',
      area: 'freelancer',
    });
    expect(guard('/products/draft', { user: customer })).toEqual({
      kind: 'forbidden',
      area: 'freelancer',
    });
    expect(guard('/customer/jobs', { user: freelancer })).toEqual({
      kind: 'forbidden',
      area: 'customer',
    });
    expect(guard('/customer/jobs', { user: customer })).toEqual({ kind: 'allow' });
    expect(guard('/freelancer/manage', { user: freelancer })).toEqual({ kind: 'allow' });
  });

  it("opens the administrators' screens to administrators only; others find nothing there", () => {
    const admin = { role: ROLES.administrator, isApproved: true } as const;
    expect(guard('/admin/audit', { user: admin })).toEqual({ kind: 'allow' });
    expect(guard('/admin/audit', { user: customer })).toEqual({ kind: 'notFound' });
    expect(guard('/admin/audit/', { user: freelancer })).toEqual({ kind: 'notFound' });
    expect(guard('/admin/audit')).toEqual({
      kind: 'login',
      redirect: `/login?redirect=${encodeURIComponent('/admin/audit')}`,
    });
  });

  it('opens the signed apply and invite links without a session of that role', () => {
    const input = (pathname: string, user: GuardInput['user']) => ({
      pathname,
      user,
      features: on,
      approvalRestricted: false,
    });
    const apply = '?jobId=j-1&userId=u-1&signature=v1.1.abc';
    expect(guardPath(input('/freelancer/proposal', null), apply)).toEqual({ kind: 'allow' });
    expect(guardPath(input('/freelancer/proposal', customer), apply)).toEqual({ kind: 'allow' });
    expect(guardPath(input('/customer/invite', null), '?signature=v1.1.abc')).toEqual({
      kind: 'allow',
    });
    // Without a signature they stay in their role's area.
    expect(guardPath(input('/freelancer/proposal', null), '?jobId=j-1')).toMatchObject({
      kind: 'login',
    });
    expect(guardPath(input('/customer/invite', freelancer), '')).toEqual({
      kind: 'forbidden',
      area: 'customer',
    });
    // A signature does not open other pages of the area.
    expect(guardPath(input('/freelancer/proposals', null), '?signature=x')).toMatchObject({
      kind: 'login',
    });
  });

  it('lets freelancers into cl-search only when they may search freelancers', () => {
    expect(guard('/customer/cl-search', { user: freelancer })).toEqual({
      kind: 'forbidden',
      area: 'customer',
    });
    expect(
      guard('/customer/cl-search', {
        user: freelancer,
        features: { ...on, freelancerSearchesFreelancers: true },
      }),
    ).toEqual({ kind: 'allow' });
  });

  it('hides feature-gated pages while their feature is off', () => {
    expect(guard('/data', { user: customer, features: {} })).toEqual({ kind: 'notFound' });
    expect(guard('/data', { user: customer })).toEqual({ kind: 'allow' });
    expect(guard('/dashboard', { user: freelancer, features: {} })).toEqual({ kind: 'notFound' });
    expect(guard('/shifts', { user: customer })).toEqual({ kind: 'notFound' });
    expect(
      guard('/shifts', { user: customer, features: { createMilestonesOnJobPost: true } }),
    ).toEqual({ kind: 'allow' });
    expect(guard('/post-job', { features: {} })).toEqual({ kind: 'notFound' });
  });

  it('blocks every path for an unapproved customer when approval is restricted', () => {
    const pending = { role: ROLES.customer, isApproved: false } as const;
    for (const path of ['/', '/customer/jobs', '/products', '/no/such/page']) {
      expect(guard(path, { user: pending, approvalRestricted: true })).toEqual({
        kind: 'pendingApproval',
      });
    }
    expect(guard('/', { user: pending, approvalRestricted: false })).toEqual({ kind: 'allow' });
    expect(
      guard('/', { user: { ...freelancer, isApproved: false }, approvalRestricted: true }),
    ).toEqual({ kind: 'allow' });
  });
});
