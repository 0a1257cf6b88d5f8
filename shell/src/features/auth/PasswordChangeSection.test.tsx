import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from '@mp/router';
import { createHttpClient } from '@mp/signed-http';
import { SessionContext, SessionControlsContext } from '../session/context';
import { sessionControlsStub } from '../session/test-support';
import type { SessionControls, SessionValue } from '../session';
import { initShellI18n } from '../../i18n';
import { NAMESPACES } from '../../locales';
import { PasswordChange } from './PasswordChangeSection';

async function renderSection(changePassword: SessionControls['changePassword']) {
  const i18n = await initShellI18n('en', createInstance());
  await i18n.loadNamespaces(NAMESPACES.auth);
  const signOut = jest.fn(async () => undefined);
  const session: SessionValue = {
    status: 'authenticated',
    user: null,
    signOut,
    switchTo: jest.fn(async () => undefined),
    http: createHttpClient({ baseUrl: 'http://api.test', tenantId: 'demo' }),
  };
  render(
    <I18nextProvider i18n={i18n}>
      <SessionControlsContext.Provider value={sessionControlsStub({ changePassword })}>
        <SessionContext.Provider value={session}>
          <MemoryRouter>
            <PasswordChange />
          </MemoryRouter>
        </SessionContext.Provider>
      </SessionControlsContext.Provider>
    </I18nextProvider>,
  );
  return { signOut };
}

async function submit(previous: string, proposed: string) {
  const oldField = screen.getByLabelText(/^Old password/);
  const newField = screen.getByLabelText(/^New password/);
  await userEvent.clear(oldField);
  await userEvent.clear(newField);
  if (previous) await userEvent.type(oldField, previous);
  if (proposed) await userEvent.type(newField, proposed);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('says the old password does not match, then changes it and offers to sign in again', async () => {
  const changePassword = jest
    .fn<Promise<void>, [string, string]>()
    .mockRejectedValueOnce(
      Object.assign(new Error('Incorrect username or password.'), {
        code: 'NotAuthorizedException',
      }),
    )
    .mockResolvedValueOnce(undefined);
  const { signOut } = await renderSection(changePassword);

  await submit('Wrong#Pass1', 'Brand#New1pass');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    "Sorry, old password doesn't match! Please try again.",
  );
  await submit('Right#Pass1', 'Brand#New1pass');
  expect(changePassword).toHaveBeenLastCalledWith('Right#Pass1', 'Brand#New1pass');
  expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
  expect(signOut).toHaveBeenCalled();
});

it('names missing and weak fields without calling the identity service', async () => {
  const changePassword = jest.fn<Promise<void>, [string, string]>();
  await renderSection(changePassword);
  await submit('', 'short');
  expect(await screen.findByText('Please input Old password')).toBeInTheDocument();
  expect(screen.getByText('The password does not meet the rules.')).toBeInTheDocument();
  expect(changePassword).not.toHaveBeenCalled();
});

it('does not blame the old password when the session itself is over', async () => {
  const changePassword = jest.fn<Promise<void>, [string, string]>().mockRejectedValue(
    Object.assign(new Error('Access Token has been revoked or is invalid'), {
      code: 'NotAuthorizedException',
    }),
  );
  await renderSection(changePassword);
  await submit('Right#Pass1', 'Brand#New1pass');
  const alert = await screen.findByRole('alert');
  expect(alert).not.toHaveTextContent("Sorry, old password doesn't match!");
  expect(alert).not.toBeEmptyDOMElement();
});
