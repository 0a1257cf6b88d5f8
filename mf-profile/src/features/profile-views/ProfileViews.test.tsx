import { render, screen, waitFor } from '@testing-library/react';
import type { SessionUser } from '@mp/contracts';
import { createStageI18n, RemoteStage } from '@mp/remote-kit';
import {
  aCustomerUser,
  aFreelancerUser,
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
  Promise.all([
    import('../my-profile/MyProfileScreen'),
    import('../public-profile/PublicProfileScreen'),
  ]),
);

const VIEW = 'POST /freelancers/view_profile';

async function renderAt(
  path: string,
  user: SessionUser | null,
  routes: Record<string, StubHandler>,
) {
  const stub = apiStub(
    {
      'GET /services': () => ok(SERVICES),
      'GET /skills': () => ok(SKILLS),
      'GET /public/username/{username}': () => ok(aPublicProfile()),
      'GET /apis/actions/activity-posts': () => ok({ items: [] }),
      [VIEW]: () => ok({ counted: true }),
      ...routes,
    },
    { signer: user === null ? null : undefined },
  );
  render(
    <RemoteStage
      App={ProfileApp}
      i18n={await createStageI18n('en', ProfileApp)}
      path={path}
      user={user}
      http={stub.http}
    />,
  );
  return stub;
}

it('shows the owner how many people viewed their profile', async () => {
  await renderAt('/freelancer/profile', aFreelancerUser(), {
    'GET /users/me': () => ok(me()),
    'GET /freelancers/profile-views': () => ok({ total: 42, last7Days: 3, last30Days: 12 }),
  });
  const views = await screen.findByRole('region', { name: 'Profile views' });
  await waitFor(() => expect(views).toHaveTextContent('Last 7 days3'));
  expect(views).toHaveTextContent('Last 30 days12');
  expect(views).toHaveTextContent('In total42');
});

it("counts a signed-in customer's visit to a freelancer's profile, once", async () => {
  const stub = await renderAt('/freelancer/profile/finn', aCustomerUser(), {});
  await waitFor(() => expect(stub.callsTo(VIEW)).toHaveLength(1));
  expect(stub.callsTo(VIEW)[0]?.body).toEqual({ freelancerID: 'fl-1' });
  expect(stub.callsTo(VIEW)[0]?.signed).toBe(true);
});

it("does not count the owner's own visit", async () => {
  const own = await renderAt('/freelancer/profile/finn', aFreelancerUser(), {});
  expect(await screen.findByRole('heading', { level: 2, name: 'Finn Freelancer' })).toBeVisible();
  expect(own.callsTo(VIEW)).toHaveLength(0);
});

it("does not count a signed-out visitor's visit", async () => {
  const visitor = await renderAt('/freelancer/profile/finn', null, {});
  expect(await screen.findByRole('heading', { level: 2, name: 'Finn Freelancer' })).toBeVisible();
  expect(visitor.callsTo(VIEW)).toHaveLength(0);
});
