import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, ok } from '@mp/test-kit';
import { me } from '../../testing/fixtures';
import { renderOwnProfile } from '../../testing/render-own-profile';

beforeAll(() => import('./MyProfileScreen'));

it('loads the profile, says what is missing and saves only the changed fields', async () => {
  const user = userEvent.setup();
  const saved = me({ title: 'Web designer', hourlyRate: 4550, services: ['svc-web'] });
  const stub = await renderOwnProfile({
    'GET /users/me': () => ok(me()),
    'PUT /freelancers/update/profile': () => ok(saved),
  });

  expect(await screen.findByLabelText(/^Name/)).toHaveValue('Finn Freelancer');
  expect(screen.getByText(/7 things are missing/)).toBeInTheDocument();
  expect(screen.getByText('your hourly rate')).toBeInTheDocument();

  await user.type(screen.getByLabelText('Title'), 'Web designer');
  await user.type(screen.getByLabelText('Hourly rate'), '45.50');
  await user.click(screen.getByRole('checkbox', { name: 'Web design' }));
  await user.click(screen.getByRole('button', { name: 'Save profile' }));

  expect(await screen.findByText('Your profile is saved.')).toBeInTheDocument();
  const [put] = stub.callsTo('PUT /freelancers/update/profile');
  expect(put?.signed).toBe(true);
  expect(put?.body).toEqual({ title: 'Web designer', hourlyRate: 4550, services: ['svc-web'] });
  // The saved rate is shown again as the reader types it.
  expect(screen.getByLabelText('Hourly rate')).toHaveValue('45.50');
  // The hint follows the saved record: the rate is no longer missing.
  expect(screen.getByText(/4 things are missing/)).toBeInTheDocument();
  expect(screen.queryByText('your hourly rate')).toBeNull();
  expect(screen.getByText('your skills')).toBeInTheDocument();
});

it('shows the API field error on its field and keeps what was typed', async () => {
  const user = userEvent.setup();
  const stub = await renderOwnProfile({
    'GET /users/me': () => ok(me()),
    'PUT /freelancers/update/profile': () =>
      apiError(422, 'Invalid body', [
        { path: 'body.title', message: 'Too big: expected string to have <=120 characters' },
      ]),
  });

  const title = await screen.findByLabelText('Title');
  await user.type(title, 'A title the server refuses');
  await user.click(screen.getByRole('button', { name: 'Save profile' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('The profile was not saved');
  expect(title).toHaveAttribute('aria-invalid', 'true');
  expect(title).toHaveAccessibleDescription(/expected string to have <=120 characters/);
  expect(title).toHaveValue('A title the server refuses');
  expect(stub.callsTo('PUT /freelancers/update/profile')).toHaveLength(1);

  // Editing the field clears its error.
  await user.type(title, '!');
  expect(title).not.toHaveAttribute('aria-invalid');
});

it('refuses a picture address that is not http or https without calling the API', async () => {
  const user = userEvent.setup();
  const stub = await renderOwnProfile({ 'GET /users/me': () => ok(me()) });

  const url = await screen.findByLabelText('Or the picture’s web address');
  await user.type(url, 'ftp://example.com/me.png');
  await user.type(screen.getByLabelText('Hourly rate'), 'lots');
  await user.click(screen.getByRole('button', { name: 'Save profile' }));

  expect(url).toHaveAccessibleDescription(/must start with http:\/\/ or https:\/\//);
  expect(screen.getByLabelText('Hourly rate')).toHaveAccessibleDescription(
    /Enter an amount from 0 to £100,000\.00\./,
  );
  expect(stub.callsTo('PUT /freelancers/update/profile')).toHaveLength(0);
});

it('offers a retry when the profile cannot be loaded', async () => {
  const user = userEvent.setup();
  let calls = 0;
  await renderOwnProfile({
    'GET /users/me': () => (++calls === 1 ? apiError(500, 'Boom') : ok(me({ name: 'Finn F' }))),
  });

  expect(await screen.findByText('The profile could not be loaded')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByLabelText(/^Name/)).toHaveValue('Finn F');
});

it('changes the profile address, and says so beside it when the username is taken', async () => {
  const user = userEvent.setup();
  const stub = await renderOwnProfile({
    'GET /users/me': () => ok(me()),
    'PUT /freelancers/update/profile': ({ body }) =>
      (body as { username?: string }).username === 'taken'
        ? apiError(409, 'That username is taken', [
            { path: 'body.username', message: 'That username is taken' },
          ])
        : ok(me({ username: 'finn-photo' })),
  });

  const address = await screen.findByLabelText(/^Profile address/);
  await user.clear(address);
  await user.type(address, 'Taken');
  await user.click(screen.getByRole('button', { name: 'Save profile' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('That username is taken');
  expect(address).toHaveValue('taken');
  expect(address).toHaveAccessibleDescription(/That username is taken/);

  await user.clear(address);
  await user.type(address, 'finn-photo');
  await user.click(screen.getByRole('button', { name: 'Save profile' }));
  expect(await screen.findByText('Your profile is saved.')).toBeVisible();
  expect(screen.getByRole('link', { name: 'See your public profile' })).toHaveAttribute(
    'href',
    '/freelancer/profile/finn-photo',
  );
  expect(stub.callsTo('PUT /freelancers/update/profile').map((call) => call.body)).toEqual([
    { username: 'taken' },
    { username: 'finn-photo' },
  ]);
});
