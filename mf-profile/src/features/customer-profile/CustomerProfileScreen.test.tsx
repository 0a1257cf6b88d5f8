import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStageI18n, RemoteStage } from '@mp/remote-kit';
import { aCustomerUser, apiError, apiStub, ok, type StubHandler } from '@mp/test-kit';
import { ProfileApp } from '../../exposed/App';
import { customerMe } from '../../testing/fixtures';

beforeAll(() => import('./CustomerProfileScreen'));

async function renderCustomerProfile(routes: Record<string, StubHandler>) {
  const stub = apiStub(routes);
  render(
    <RemoteStage
      App={ProfileApp}
      i18n={await createStageI18n('en', ProfileApp)}
      path="/customer/profile"
      user={aCustomerUser()}
      http={stub.http}
    />,
  );
  return stub;
}

it('edits the customer profile one changed section at a time', async () => {
  const user = userEvent.setup();
  let record = customerMe({ isCustomerOrganisation: true, name: 'Cora Ltd' });
  const stub = await renderCustomerProfile({
    'GET /users/me': () => ok(record),
    'POST /customers/update/profile': ({ body }) => {
      const { data } = body as { data: Record<string, string> };
      record = { ...record, ...data };
      return ok(record);
    },
  });

  const name = await screen.findByLabelText(/^Company name/);
  expect(screen.getByText('Organisation account')).toBeInTheDocument();
  await user.clear(name);
  await user.type(name, 'Cora Studio');
  await user.type(screen.getByLabelText('About you'), 'We make shop windows.');
  await user.type(screen.getByLabelText('Location'), 'Berlin');
  await user.click(screen.getByRole('button', { name: 'Save profile' }));

  expect(await screen.findByText('Your profile is saved.')).toBeVisible();
  expect(stub.callsTo('POST /customers/update/profile').map((call) => call.body)).toEqual([
    { type: 'basic', data: { name: 'Cora Studio', description: 'We make shop windows.' } },
    { type: 'location', data: { location: 'Berlin' } },
  ]);
  expect(name).toHaveValue('Cora Studio');
});

it('shows the API field error of a section on its field', async () => {
  const user = userEvent.setup();
  await renderCustomerProfile({
    'GET /users/me': () => ok(customerMe()),
    'POST /customers/update/profile': () =>
      apiError(422, 'Invalid body', [
        { path: 'body.data.name', message: 'Too big: expected string to have <=120 characters' },
      ]),
  });

  const name = await screen.findByLabelText(/^Name/);
  await user.type(name, ' the Second');
  await user.click(screen.getByRole('button', { name: 'Save profile' }));

  expect(await screen.findByText('Check the fields marked below.')).toBeVisible();
  expect(name).toHaveAccessibleDescription(/expected string to have <=120 characters/);
  expect(name).toHaveValue('Cora Customer the Second');
});
