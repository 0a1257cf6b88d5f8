import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStageI18n, RemoteStage } from '@mp/remote-kit';
import {
  aCustomerUser,
  aPublicProfile,
  apiError,
  apiStub,
  ok,
  type StubHandler,
} from '@mp/test-kit';
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
    'GET /customers/get-organisation-by-name': () =>
      apiError(404, 'No organisation of that name', [], 'ORGANISATION_NOT_FOUND'),
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

describe('organisation lookup', () => {
  it('offers the existing organisation of the typed company name and how to join it', async () => {
    const user = userEvent.setup();
    const me = customerMe({ isCustomerOrganisation: true, name: 'Cora Ltd' });
    const stub = await renderCustomerProfile({
      'GET /users/me': () => ok(me),
      'GET /customers/get-organisation-by-name': ({ query }) =>
        query.get('companyName') === 'Orla Organisation'
          ? ok(
              aPublicProfile({
                userId: 'cu-7',
                name: 'Orla Organisation',
                roles: 3,
                isCustomerOrganisation: true,
                location: 'Leeds',
              }),
            )
          : apiError(404, 'No organisation of that name', [], 'ORGANISATION_NOT_FOUND'),
    });
    const name = await screen.findByLabelText(/^Company name/);
    await user.clear(name);
    await user.type(name, 'Orla Organisation');
    expect(
      await screen.findByText('Orla Organisation already has an organisation account here'),
    ).toBeInTheDocument();
    expect(screen.getByText(/ask one of its people to add your e-mail address/)).toHaveTextContent(
      me.email,
    );
    // Typing is looked up once it pauses, not once a letter.
    const lookups = stub.callsTo('GET /customers/get-organisation-by-name');
    expect(lookups.at(-1)?.query.get('companyName')).toBe('Orla Organisation');
    expect(lookups.length).toBeLessThan(3);

    await user.type(name, ' North');
    await waitFor(() =>
      expect(
        screen.queryByText('Orla Organisation already has an organisation account here'),
      ).not.toBeInTheDocument(),
    );
  });

  it('never looks up the name of an individual customer', async () => {
    const user = userEvent.setup();
    const stub = await renderCustomerProfile({
      'GET /users/me': () => ok(customerMe({ name: 'Carl Customer' })),
    });
    const name = await screen.findByLabelText(/^Name/);
    await user.type(name, ' Jr');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(stub.callsTo('GET /customers/get-organisation-by-name')).toHaveLength(0);
  });
});
