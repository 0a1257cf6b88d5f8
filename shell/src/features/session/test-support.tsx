import type { RuntimeConfig } from '@mp/contracts';
import type { SessionControls } from './types';

const notInThisTest = async (): Promise<never> => {
  throw new Error('This session verb is not used in this test');
};

/** The session's verbs for a screen test: each one the test does not give fails loudly. */
export function sessionControlsStub(
  verbs: Partial<SessionControls> = {},
  config = {} as RuntimeConfig,
): SessionControls {
  return {
    config,
    tenantId: 'demo',
    preload: () => undefined,
    signIn: notInThisTest,
    signUp: notInThisTest,
    confirm: notInThisTest,
    resendCode: notInThisTest,
    forgotPassword: notInThisTest,
    resetPassword: notInThisTest,
    changePassword: notInThisTest,
    signInWithCode: notInThisTest,
    adopt: notInThisTest,
    rememberForSwitching: notInThisTest,
    socketToken: notInThisTest,
    reload: async () => undefined,
    ...verbs,
  };
}
