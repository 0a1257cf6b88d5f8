import { ROLES, type Me } from '@mp/contracts';
import {
  call,
  signUpUser,
  startTestApi,
  TEST_TIMEOUT_MS,
  type TestApi,
} from '../../../test/harness';
import { claimsFromIdToken, provisionUser, type IdentityClaims } from './provision-user';

jest.setTimeout(TEST_TIMEOUT_MS);

function idToken(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256' })}.${part(claims)}.signature`;
}

describe('claimsFromIdToken', () => {
  const verified = { userId: 'sub-1', tenantId: 'demo' };
  const base = {
    sub: 'sub-1',
    token_use: 'id',
    email: 'New@Demo.test',
    name: 'New Person',
    'custom:role': '2',
  };

  it('reads the role chosen at sign-up and lower-cases the e-mail', () => {
    expect(claimsFromIdToken(idToken(base), verified)).toEqual({
      sub: 'sub-1',
      tenantId: 'demo',
      email: 'new@demo.test',
      name: 'New Person',
      role: ROLES.freelancer,
      freelancerRole: null,
    });
  });

  it('reads whose invite link the user signed up through, and ignores an empty or huge one', () => {
    expect(claimsFromIdToken(idToken({ ...base, 'custom:referrer': ' cu-1 ' }), verified)).toEqual(
      expect.objectContaining({ referrerId: 'cu-1' }),
    );
    for (const referrer of ['', 'x'.repeat(129), 42]) {
      const claims = claimsFromIdToken(idToken({ ...base, 'custom:referrer': referrer }), verified);
      expect(claims).not.toHaveProperty('referrerId');
    }
  });

  it('refuses access tokens, another subject and roles sign-up may not choose', () => {
    expect(claimsFromIdToken(idToken({ ...base, token_use: 'access' }), verified)).toBeNull();
    expect(claimsFromIdToken(idToken({ ...base, sub: 'other' }), verified)).toBeNull();
    expect(claimsFromIdToken(idToken({ ...base, 'custom:role': '1' }), verified)).toBeNull();
    expect(claimsFromIdToken('not-a-jwt', verified)).toBeNull();
  });
});

describe('provisionUser', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api.dispose();
  });

  const PASSWORD = 'Fresh-Passw0rd!';
  /** A real identity account (signed up and confirmed), so calls are signed with its credentials. */
  const signUp = (email: string, role: string) =>
    signUpUser({ tenantId: 'demo', email, password: PASSWORD }, { 'custom:role': role });

  const claims = (overrides: Partial<IdentityClaims>): IdentityClaims => ({
    sub: 'new-user-1',
    tenantId: 'demo',
    email: 'fresh.freelancer@demo.test',
    name: 'Fresh Freelancer',
    role: ROLES.freelancer,
    freelancerRole: null,
    ...overrides,
  });

  it('creates the record once with the role from the token, then GET /users/me answers it', async () => {
    const tenant = { id: 'demo', features: {} };
    const sub = await signUp('fresh.freelancer@demo.test', '2');
    expect(await provisionUser(api.db, tenant, claims({ sub }))).toEqual({
      userId: sub,
      created: true,
    });
    expect(await provisionUser(api.db, tenant, claims({ sub }))).toEqual({
      userId: sub,
      created: false,
    });
    const me = await call(api, { method: 'GET', url: '/users/me', user: sub });
    expect(me.statusCode).toBe(200);
    expect(me.json<Me>()).toMatchObject({
      userId: sub,
      roles: ROLES.freelancer,
      email: 'fresh.freelancer@demo.test',
      isApproved: true,
      username: 'fresh.freelancer',
    });
  });

  it('leaves a customer unapproved when the tenant has admins approve customers', async () => {
    const tenant = { id: 'demo', features: { adminApprovesCustomers: { isEnabled: true } } };
    const sub = await signUp('fresh.customer@demo.test', '3');
    await provisionUser(
      api.db,
      tenant,
      claims({ sub, email: 'fresh.customer@demo.test', role: ROLES.customer }),
    );
    const me = await call(api, { method: 'GET', url: '/users/me', user: sub });
    expect(me.json<Me>()).toMatchObject({ roles: ROLES.customer, isApproved: false });
  });

  it('gives a second account with the same e-mail local part another username', async () => {
    const tenant = { id: 'demo', features: {} };
    const sub = await signUp('fresh.freelancer@other.test', '2');
    await provisionUser(api.db, tenant, claims({ sub, email: 'fresh.freelancer@other.test' }));
    const me = await call(api, { method: 'GET', url: '/users/me', user: sub });
    expect(me.json<Me>().username).toMatch(/^fresh\.freelancer-\d{4}$/);
  });

  it('refuses an e-mail another account of the tenant already uses', async () => {
    const tenant = { id: 'demo', features: {} };
    await expect(
      provisionUser(api.db, tenant, claims({ sub: 'new-user-3', email: 'freelancer@demo.test' })),
    ).rejects.toMatchObject({ statusCode: 409 });
  });
});
