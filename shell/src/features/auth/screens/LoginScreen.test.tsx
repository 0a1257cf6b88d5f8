import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from '@mp/router';
import type { RuntimeConfig, TenantFeatures } from '@mp/contracts';
import { createHttpClient } from '@mp/signed-http';
import { SessionContext, SessionControlsContext } from '../../session/context';
import { sessionControlsStub } from '../../session/test-support';
import type { SessionControls, SessionValue, ShellSessionUser } from '../../session';
import { createTenantSource, TenantDataProvider } from '../../../tenant/TenantContext';
import { OAUTH_STATE_KEY } from '../identity-providers';
import { LoginScreen } from './LoginScreen';
import { initShellI18n } from '../../../i18n';
import { NAMESPACES } from '../../../locales';

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
  availableAllowance: 0,
  surveySeen: true,
};

async function renderLogin(
  verbs: Partial<SessionControls>,
  path = '/login',
  features: TenantFeatures = {},
) {
  const i18n = await initShellI18n('en', createInstance());
  await i18n.loadNamespaces(NAMESPACES.auth);
  const session: SessionValue = {
    status: 'anonymous',
    user: null,
    signOut: jest.fn(async () => undefined),
    switchTo: jest.fn(async () => undefined),
    http: createHttpClient({ baseUrl: 'http://api.test', tenantId: 'demo' }),
  };
  const identityConfig = {
    identity: {
      demo: {
        region: 'local',
        userPoolId: 'local_demo',
        clientId: 'demowebclient',
        identityPoolId: 'local:demo',
        endpoint: 'http://id.test',
      },
    },
  } as unknown as RuntimeConfig;
  const controls = sessionControlsStub(verbs, identityConfig);
  const source = createTenantSource();
  source.update('features', { status: 'fetched', data: features });
  render(
    <I18nextProvider i18n={i18n}>
      <TenantDataProvider source={source}>
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
      </TenantDataProvider>
    </I18nextProvider>,
  );
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

  it('signs in through the session and lands a customer on the jobs list', async () => {
    const signIn = jest.fn(async () => customer);
    await renderLogin({ signIn });
    await fillAndSubmit();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/customer/jobs'));
    expect(signIn).toHaveBeenCalledWith('cara@demo.test', 'Passw0rd!');
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

  it('offers a button per identity provider only while the switch is on, keeping a state', async () => {
    await renderLogin({}, '/login', {
      identityProviders: {
        isEnabled: false,
        value: { providers: [{ id: 'LocalSandbox', label: 'Sandbox ID' }] },
      },
    });
    expect(screen.queryByRole('button', { name: /Continue with/ })).not.toBeInTheDocument();
  });

  it('starts the provider sign-in with a fresh state', async () => {
    // jsdom cannot navigate; it reports that on console.error.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStorage.clear();
    await renderLogin({}, '/login', {
      identityProviders: {
        isEnabled: true,
        value: { providers: [{ id: 'LocalSandbox', label: 'Sandbox ID' }, { id: 'bad id!' }] },
      },
    });
    const buttons = screen.getAllByRole('button', { name: /Continue with/ });
    expect(buttons.map((b) => b.textContent)).toEqual(['Continue with Sandbox ID']);
    await userEvent.click(buttons[0]!);
    expect(sessionStorage.getItem(OAUTH_STATE_KEY)).toMatch(/^[0-9a-f]{48}$/);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});
