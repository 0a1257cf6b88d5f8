import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLES } from '@mp/contracts';
import { createStageI18n, RemoteStage } from '@mp/remote-kit';
import {
  aCustomerUser,
  apiError,
  apiStub,
  aPublicProfile,
  ok,
  SERVICES,
  SKILLS,
  type StubHandler,
} from '@mp/test-kit';
import { ProfileApp } from '../../exposed/App';
import { me } from '../../testing/fixtures';

beforeAll(() =>
  Promise.all([import('./OnBehalfProfileScreen'), import('./AdminFreelancersScreen')]),
);

const ADMIN = aCustomerUser({ id: 'ad-1', name: 'Ada Admin', role: ROLES.administrator });
const FINN = aPublicProfile({ title: 'Photographer', location: 'Lviv' });

async function renderAt(path: string, routes: Record<string, StubHandler>) {
  const stub = apiStub({
    'GET /services': () => ok(SERVICES),
    'GET /skills': () => ok(SKILLS),
    ...routes,
  });
  render(
    <RemoteStage
      App={ProfileApp}
      i18n={await createStageI18n('en', ProfileApp)}
      path={path}
      user={ADMIN}
      http={stub.http}
    />,
  );
  return stub;
}

it("lists the tenant's freelancers with a link to edit each one's profile", async () => {
  await renderAt('/admin/freelancers', {
    'POST /freelancers/search': () =>
      ok({
        freelancers: [{ ...FINN, distanceKm: null, rating: { average: null, count: 0 } }],
        nextCursor: null,
        total: 1,
      }),
  });
  const list = await screen.findByRole('list', { name: 'Freelancers' });
  expect(within(list).getByText('Finn Freelancer')).toBeVisible();
  expect(
    within(list).getByRole('link', { name: 'Edit profile of Finn Freelancer' }),
  ).toHaveAttribute('href', '/admin/freelancers/fl-1/profile');
});

it('says whose profile is edited and saves the changed sections with onBehalfOfUserId', async () => {
  const user = userEvent.setup();
  const stub = await renderAt('/admin/freelancers/fl-1/profile', {
    'GET /users/{id}': ({ params }) =>
      params.id === 'fl-1' ? ok(FINN) : apiError(404, 'User not found'),
    'POST /freelancers/update/profile': ({ body }) => {
      const data = (body as { data: Record<string, unknown> }).data;
      return ok(me({ ...FINN, ...data }));
    },
  });
  expect(await screen.findByText('You are editing the profile of Finn Freelancer')).toBeVisible();

  const title = screen.getByRole('textbox', { name: /^Title/ });
  await user.clear(title);
  await user.type(title, 'Wedding photographer');
  await user.click(screen.getByRole('button', { name: 'Save profile' }));

  await waitFor(() => expect(stub.callsTo('POST /freelancers/update/profile')).toHaveLength(1));
  expect(stub.callsTo('POST /freelancers/update/profile')[0]?.body).toEqual({
    type: 'basic',
    data: { name: 'Finn Freelancer', title: 'Wedding photographer' },
    onBehalfOfUserId: 'fl-1',
  });
  expect(await screen.findByText('Your profile is saved.')).toBeVisible();
  expect(stub.callsTo('PUT /freelancers/update/profile')).toHaveLength(0);
});

it('says so when the freelancer cannot be found', async () => {
  await renderAt('/admin/freelancers/nobody/profile', {
    'GET /users/{id}': () => apiError(404, 'User not found', [], 'USER_NOT_FOUND'),
  });
  expect(await screen.findByRole('alert')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Save profile' })).toBeNull();
});
