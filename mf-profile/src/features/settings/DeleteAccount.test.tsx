import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { AreaContext, createStageI18n, DEMO_TENANT } from '@mp/remote-kit';
import { aCustomerUser, apiStub, ok } from '@mp/test-kit';
import { ProfileApp } from '../../exposed/App';
import { DeleteAccount } from './DeleteAccount';

it('deletes the account once confirmed and leaves the page', async () => {
  const stub = apiStub({
    'DELETE /users/request-delete-account': () => ok({ userId: 'cu-1', status: 1 }),
  });
  const onDeleted = jest.fn();
  render(
    <I18nextProvider i18n={await createStageI18n('en', ProfileApp)}>
      <AreaContext.Provider
        value={{
          basePath: '',
          user: aCustomerUser(),
          namespace: 'profile',
          nav: [],
          http: stub.http,
          features: {},
          tenantId: 'demo',
          tenant: DEMO_TENANT,
          mountSection: null,
          enabledRemotes: null,
        }}
      >
        <DeleteAccount onDeleted={onDeleted} />
      </AreaContext.Provider>
    </I18nextProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(stub.callsTo('DELETE /users/request-delete-account')).toHaveLength(0);

  await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
  await userEvent.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete account' }),
  );
  await screen.findByRole('button', { name: 'Delete my account' });
  expect(stub.callsTo('DELETE /users/request-delete-account')).toHaveLength(1);
  expect(onDeleted).toHaveBeenCalledTimes(1);
});
