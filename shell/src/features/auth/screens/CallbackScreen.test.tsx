import { render, screen, waitFor } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from '@mp/router';
import { SessionControlsContext } from '../../session/context';
import { sessionControlsStub } from '../../session/test-support';
import type { ShellSessionUser } from '../../session';
import { OAUTH_STATE_KEY } from '../identity-providers';
import { CallbackScreen } from './CallbackScreen';
import { initShellI18n } from '../../../i18n';
import { NAMESPACES } from '../../../locales';

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

const freelancer = { id: 'u-2', tenantId: 'demo', role: 2 } as ShellSessionUser;

async function renderCallback(path: string) {
  const i18n = await initShellI18n('en', createInstance());
  await i18n.loadNamespaces(NAMESPACES.auth);
  const signInWithCode = jest.fn(async () => freelancer);
  const controls = sessionControlsStub({ signInWithCode });
  render(
    <I18nextProvider i18n={i18n}>
      <SessionControlsContext.Provider value={controls}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/callback" element={<CallbackScreen />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </SessionControlsContext.Provider>
    </I18nextProvider>,
  );
  return { signInWithCode };
}

describe('CallbackScreen', () => {
  beforeEach(() => sessionStorage.clear());

  it('refuses a callback whose state this tab did not start', async () => {
    sessionStorage.setItem(OAUTH_STATE_KEY, 'mine');
    const { signInWithCode } = await renderCallback('/callback?code=c1&state=forged');
    expect(await screen.findByText(/did not start on this page/)).toBeInTheDocument();
    expect(signInWithCode).not.toHaveBeenCalled();
  });

  it('exchanges the code for the started state and lands the user', async () => {
    sessionStorage.setItem(OAUTH_STATE_KEY, 'mine');
    const { signInWithCode } = await renderCallback('/callback?code=c1&state=mine');
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/freelancer/profile'),
    );
    expect(signInWithCode).toHaveBeenCalledWith('c1', `${window.location.origin}/callback`);
  });
});
