import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from '@mp/router';
import { createHttpClient } from '@mp/signed-http';
import { SessionContext, SessionControlsContext } from '../../session/context';
import { sessionControlsStub } from '../../session/test-support';
import type { SessionControls, SessionValue } from '../../session';
import { createTenantSource, TenantDataProvider } from '../../../tenant/TenantContext';
import { FreelancerRegisterScreen } from './RegisterScreen';
import { initShellI18n } from '../../../i18n';
import { NAMESPACES } from '../../../locales';

async function renderRegister(verbs: Partial<SessionControls>, path: string) {
  const i18n = await initShellI18n('en', createInstance());
  await i18n.loadNamespaces(NAMESPACES.auth);
  const session: SessionValue = {
    status: 'anonymous',
    user: null,
    signOut: jest.fn(async () => undefined),
    switchTo: jest.fn(async () => undefined),
    http: createHttpClient({ baseUrl: 'http://api.test', tenantId: 'demo' }),
  };
  render(
    <I18nextProvider i18n={i18n}>
      <TenantDataProvider source={createTenantSource()}>
        <SessionControlsContext.Provider value={sessionControlsStub(verbs)}>
          <SessionContext.Provider value={session}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path="/register" element={<FreelancerRegisterScreen />} />
              </Routes>
            </MemoryRouter>
          </SessionContext.Provider>
        </SessionControlsContext.Provider>
      </TenantDataProvider>
    </I18nextProvider>,
  );
}

async function fillAndSubmit() {
  await userEvent.type(await screen.findByLabelText(/^Full name/), 'Rita Referred');
  await userEvent.type(screen.getByLabelText(/E-mail address/), 'rita@demo.test');
  await userEvent.type(screen.getByLabelText(/^Password/), 'Referred#Pass1');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

beforeEach(() => sessionStorage.clear());

it("hands an invite link's ref to the sign-up as the referrer", async () => {
  const signUp = jest.fn(async () => undefined);
  await renderRegister({ signUp, preload: () => undefined }, '/register?ref=cu-1');
  await fillAndSubmit();
  await waitFor(() =>
    expect(signUp).toHaveBeenCalledWith({
      email: 'rita@demo.test',
      password: 'Referred#Pass1',
      name: 'Rita Referred',
      role: '2',
      referrer: 'cu-1',
    }),
  );
});

it('signs up without a referrer when the link has no ref', async () => {
  const signUp = jest.fn(async () => undefined);
  await renderRegister({ signUp, preload: () => undefined }, '/register');
  await fillAndSubmit();
  await waitFor(() => expect(signUp).toHaveBeenCalled());
  expect(signUp.mock.calls[0]).toEqual([
    expect.not.objectContaining({ referrer: expect.anything() }),
  ]);
});
