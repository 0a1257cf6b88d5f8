import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from '@mp/router';
import type { RuntimeConfig } from '@mp/contracts';
import { createHttpClient } from '@mp/signed-http';
import {
  SessionContext,
  SessionControlsContext,
  type SessionControls,
} from '../../session/context';
import type { ActiveSession, SessionEngine } from '../../session/engine-types';
import type { SessionValue, ShellSessionUser } from '../../session';
import { LoginScreen } from './LoginScreen';

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

const customer: ShellSessionUser = {
  id: 'u-1',
  tenantId: 'demo',
  name: 'Cara',
  email: 'cara@demo.test',
  role: 3,
  isApproved: true,
  isCustomerOrganisation: false,
  attachedUsers: [],
  availableCredits: 0,
  surveySeen: true,
};

async function renderLogin(engine: Partial<SessionEngine>, path = '/login') {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: {}, showSupportNotice: false });
  const session: SessionValue = {
    status: 'anonymous',
    user: null,
    signOut: jest.fn(async () => undefined),
    http: createHttpClient({ baseUrl: 'http://api.test', tenantId: 'demo' }),
  };
  const adopt = jest.fn(async () => customer);
  const controls: SessionControls = {
    config: {} as RuntimeConfig,
    tenantId: 'demo',
    engine: async () => engine as SessionEngine,
    adopt,
    leave: async () => undefined,
    reload: async () => undefined,
  };
  render(
    <I18nextProvider i18n={i18n}>
      <SessionControlsContext.Provider value={controls}>
        <SessionContext.Provider value={session}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/login" element={<LoginScreen />} />
              <Route path="*" element={<Where />} />
            </Routes>
          </MemoryRouter>
        </SessionContext.Provider>
      </SessionControlsContext.Provider>
    </I18nextProvider>,
  );
  return { adopt };
}

async function fillAndSubmit(password = 'Passw0rd!') {
  await userEvent.type(screen.getByLabelText(/E-mail address/), 'cara@demo.test');
  await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginScreen', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('names the missing fields without calling the identity service', async () => {
    const signIn = jest.fn();
    await renderLogin({ signIn });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Please input Password')).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('announces a wrong password as an alert', async () => {
    const signIn = jest.fn(async () => {
      throw Object.assign(new Error('Incorrect username or password.'), {
        code: 'NotAuthorizedException',
      });
    });
    await renderLogin({ signIn });
    await fillAndSubmit('Wrong1!x');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Incorrect e-mail address or password.',
    );
  });

  it('adopts the session and lands a customer on the jobs list', async () => {
    const session = { userId: 'u-1' } as ActiveSession;
    const { adopt } = await renderLogin({ signIn: jest.fn(async () => session) });
    await fillAndSubmit();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/customer/jobs'));
    expect(adopt).toHaveBeenCalledWith(session);
  });

  it('moves an unconfirmed account to the code step', async () => {
    const signIn = jest.fn(async () => {
      throw Object.assign(new Error('User is not confirmed.'), {
        code: 'UserNotConfirmedException',
      });
    });
    await renderLogin({ signIn }, '/login?redirect=%2Fcustomer%2Ffavorites');
    await fillAndSubmit();
    expect(await screen.findByRole('heading', { name: 'Confirm your e-mail' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Confirmation code/)).toBeInTheDocument();
  });
});
