import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { HttpClient } from '@mp/signed-http';
import { initShellI18n } from '../../i18n';
import { SessionContext } from '../session/context';
import type { SessionValue, ShellSessionUser } from '../session';

/**
 * Renders an admin screen in English inside a signed-in session whose calls go to `http`
 * (an `apiStub`'s client); `user` is the session's user (none unless a screen needs one).
 */
export async function renderSignedIn(
  ui: ReactNode,
  http: HttpClient,
  user: ShellSessionUser | null = null,
): Promise<void> {
  const i18n = createInstance();
  await initShellI18n('en', i18n);
  const session: SessionValue = {
    status: 'authenticated',
    user,
    signOut: async () => undefined,
    switchTo: async () => undefined,
    http,
  };
  render(
    <I18nextProvider i18n={i18n}>
      <SessionContext.Provider value={session}>{ui}</SessionContext.Provider>
    </I18nextProvider>,
  );
}
