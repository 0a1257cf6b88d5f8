import type { ActiveSession, SessionEngine } from './engine-types';
import { KNOWN_ACCOUNTS_KEY } from './known-accounts';
import { createSessionVerbs, type SessionVerbDeps } from './session-verbs';
import { readSignupState, writeSignupState } from './signup-state';
import type { ShellSessionUser } from './types';

const active = (userId: string): ActiveSession => ({
  userId,
  idToken: `id-${userId}`,
  signer: { sign: async () => ({ authorization: `signed by ${userId}` }) },
});

const user = (id: string, attached: string[] = []): ShellSessionUser => ({
  id,
  tenantId: 'demo',
  name: id,
  email: `${id}@demo.test`,
  role: 3,
  isApproved: true,
  isCustomerOrganisation: false,
  attachedUsers: attached.map((userId) => ({ userId, name: userId, roles: 3 })),
  availableCredits: 0,
  availableAllowance: 0,
  surveySeen: true,
});

function setup(engine: Partial<SessionEngine>, signedIn: ShellSessionUser | null = null) {
  const steps: string[] = [];
  const deps: SessionVerbDeps = {
    engine: async () => engine as SessionEngine,
    establish: jest.fn(async (session: ActiveSession) => {
      steps.push(`establish ${session.userId}`);
      return user(session.userId);
    }),
    leave: jest.fn(async () => void steps.push('leave')),
    currentUser: () => signedIn,
    navigate: jest.fn((to: string) => void steps.push(`navigate ${to}`)),
    forgetAddress: jest.fn(() => void steps.push('forget address')),
  };
  return { verbs: createSessionVerbs(deps), deps, steps };
}

describe('session verbs', () => {
  beforeEach(() => localStorage.clear());

  it('signs in, ends a pending sign-up and establishes the session', async () => {
    writeSignupState({ email: 'cara@demo.test', role: '3' });
    const session = active('u-1');
    const signIn = jest.fn(async () => session);
    const { verbs, deps } = setup({ signIn });
    await expect(verbs.signIn('cara@demo.test', 'Passw0rd!')).resolves.toMatchObject({
      id: 'u-1',
    });
    expect(signIn).toHaveBeenCalledWith('cara@demo.test', 'Passw0rd!');
    expect(deps.establish).toHaveBeenCalledWith(session, { newAccount: true });
    expect(readSignupState()).toBeNull();
  });

  it('marks the first sign-in of an account confirmed on this page as a new account, once', async () => {
    const session = active('u-9');
    const { verbs, deps } = setup({
      confirmSignUp: jest.fn(async () => undefined),
      signIn: jest.fn(async () => session),
    });
    await verbs.confirm(' Nina@Demo.test', '123456');
    await verbs.signIn('nina@demo.test', 'Passw0rd!');
    await verbs.signIn('nina@demo.test', 'Passw0rd!');
    await verbs.signIn('other@demo.test', 'Passw0rd!');
    expect(jest.mocked(deps.establish).mock.calls.map(([, options]) => options)).toEqual([
      { newAccount: true },
      { newAccount: false },
      { newAccount: false },
    ]);
  });

  it("hands a sign-up's referrer to the engine and changes the password through it", async () => {
    const signUp = jest.fn(async () => undefined);
    const changePassword = jest.fn(async () => undefined);
    const { verbs } = setup({ signUp, changePassword });
    const input = {
      email: 'rita@demo.test',
      password: 'Passw0rd!',
      name: 'Rita',
      role: '2' as const,
      referrer: 'cu-1',
    };
    await verbs.signUp(input);
    expect(signUp).toHaveBeenCalledWith(input);
    await verbs.changePassword('Old#Pass1', 'New#Pass1');
    expect(changePassword).toHaveBeenCalledWith('Old#Pass1', 'New#Pass1');
  });

  it('keeps a pending sign-up when the sign-in fails', async () => {
    writeSignupState({ email: 'cara@demo.test', role: '3' });
    const refused = Object.assign(new Error('no'), { code: 'NotAuthorizedException' });
    const { verbs, deps } = setup({ signIn: jest.fn(async () => Promise.reject(refused)) });
    await expect(verbs.signIn('cara@demo.test', 'x')).rejects.toBe(refused);
    expect(deps.establish).not.toHaveBeenCalled();
    expect(readSignupState()).toEqual({ email: 'cara@demo.test', role: '3' });
  });

  it('records the pending sign-up, and a confirmation ends it', async () => {
    const signUp = jest.fn(async () => undefined);
    const confirmSignUp = jest.fn(async () => undefined);
    const { verbs } = setup({ signUp, confirmSignUp });
    const input = { email: ' Cara@Demo.test ', password: 'P4ss!word', name: 'Cara', role: '3' };
    await verbs.signUp({ ...input, role: '3' });
    expect(signUp).toHaveBeenCalledWith({ ...input, role: '3' });
    expect(readSignupState()).toEqual({ email: 'cara@demo.test', role: '3' });
    await verbs.confirm('cara@demo.test', '123456');
    expect(confirmSignUp).toHaveBeenCalledWith('cara@demo.test', '123456');
    expect(readSignupState()).toBeNull();
  });

  it('resets a password with the e-mailed code', async () => {
    const forgotPassword = jest.fn(async () => undefined);
    const confirmPassword = jest.fn(async () => undefined);
    const { verbs } = setup({ forgotPassword, confirmPassword });
    await verbs.forgotPassword('cara@demo.test');
    await verbs.resetPassword('cara@demo.test', '123456', 'N3w!Password');
    expect(forgotPassword).toHaveBeenCalledWith('cara@demo.test');
    expect(confirmPassword).toHaveBeenCalledWith('cara@demo.test', '123456', 'N3w!Password');
  });

  it('adopts a vouched-for session after leaving the current one, then forgets the address', async () => {
    const signInWithRefreshToken = jest.fn(async () => active('u-2'));
    const { verbs, steps } = setup({ signInWithRefreshToken });
    await expect(verbs.adopt('u-2', 'refresh-2')).resolves.toMatchObject({ id: 'u-2' });
    expect(signInWithRefreshToken).toHaveBeenCalledWith('u-2', 'refresh-2');
    expect(steps).toEqual(['leave', 'forget address', 'establish u-2']);
  });

  it('keeps the address when the identity service refuses the session', async () => {
    const refused = Object.assign(new Error('no'), { code: 'NotAuthorizedException' });
    const { verbs, steps } = setup({ signInWithRefreshToken: async () => Promise.reject(refused) });
    await expect(verbs.adopt('u-2', 'forged')).rejects.toBe(refused);
    expect(steps).toEqual(['leave']);
  });

  it("trades a provider's code, or answers null when the service cannot", async () => {
    const exchangeAuthorizationCode = jest
      .fn<Promise<ActiveSession | null>, [string, string]>()
      .mockResolvedValueOnce(null)
      .mockResolvedValueOnce(active('u-3'));
    const { verbs, steps } = setup({ exchangeAuthorizationCode });
    await expect(verbs.signInWithCode('c1', 'http://x/callback')).resolves.toBeNull();
    expect(steps).toEqual([]);
    await expect(verbs.signInWithCode('c2', 'http://x/callback')).resolves.toMatchObject({
      id: 'u-3',
    });
    expect(exchangeAuthorizationCode).toHaveBeenLastCalledWith('c2', 'http://x/callback');
    expect(steps).toEqual(['forget address', 'establish u-3']);
  });

  it('switches to an attached account through its kept session, else through sign-in', async () => {
    localStorage.setItem(KNOWN_ACCOUNTS_KEY, JSON.stringify({ 'u-2': 'refresh-2' }));
    const { verbs, steps } = setup({}, user('u-1', ['u-2', 'u-3']));
    await verbs.switchTo('u-9');
    expect(steps).toEqual([]);
    await verbs.switchTo('u-2');
    expect(steps).toEqual(['navigate /loginas?userId=u-2&session=refresh-2']);
    steps.length = 0;
    await verbs.switchTo('u-3');
    expect(steps).toEqual(['leave', 'navigate /login']);
  });

  it("keeps the signed-in account's session for switching back", async () => {
    const { verbs } = setup({ refreshToken: async () => 'refresh-1' }, user('u-1'));
    await verbs.rememberForSwitching();
    expect(JSON.parse(localStorage.getItem(KNOWN_ACCOUNTS_KEY) ?? '{}')).toEqual({
      'u-1': 'refresh-1',
    });
  });

  it('hands the live socket a fresh id token', async () => {
    const { verbs } = setup({ idToken: async () => 'id-now' });
    await expect(verbs.socketToken()).resolves.toBe('id-now');
  });
});
