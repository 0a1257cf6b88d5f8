import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteName, SessionUser } from '@mp/contracts';
import { createStageI18n, RemoteStage } from '@mp/remote-kit';
import {
  aCustomerUser,
  aFreelancerUser,
  aJob,
  apiError,
  apiStub,
  aPublicProfile,
  ok,
  SERVICES,
  SKILLS,
  type StubHandler,
} from '@mp/test-kit';
import { ProfileApp } from '../../exposed/App';

beforeAll(() => import('./PublicProfileScreen'));

const FINN = aPublicProfile({
  title: 'Wedding photographer',
  description: 'Ten years of weddings.',
  hourlyRate: 6000,
  location: 'Lviv',
  services: ['svc-photo'],
  skills: ['sk-light'],
});

async function renderAt(
  path: string,
  user: SessionUser | null,
  routes: Record<string, StubHandler>,
  enabledRemotes?: readonly RemoteName[],
) {
  const stub = apiStub(
    {
      'GET /services': () => ok(SERVICES),
      'GET /skills': () => ok(SKILLS),
      'GET /apis/actions/activity-posts': () => ok({ items: [] }),
      'GET /freelancer/portfolio': () => ok({ items: [] }),
      'POST /freelancers/view_profile': () => ok({ counted: true }),
      'GET /reviews/users/{userId}': () =>
        ok({ summary: { average: null, count: 0 }, reviews: [], more: false }),
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
      enabledRemotes={enabledRemotes}
    />,
  );
  return stub;
}

it('shows a freelancer to a signed-out visitor with a way to hire', async () => {
  const stub = await renderAt('/freelancer/profile/finn', null, {
    'GET /public/username/{username}': ({ params }) =>
      params.username === 'finn' ? ok(FINN) : apiError(404, 'User not found'),
  });

  expect(await screen.findByRole('heading', { level: 2, name: 'Finn Freelancer' })).toBeVisible();
  expect(screen.getByText('Wedding photographer')).toBeInTheDocument();
  expect(screen.getByText('£60.00 per hour')).toBeInTheDocument();
  expect(screen.getByText('Lviv')).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Services' })).toHaveTextContent('Photography');
  expect(screen.getByRole('list', { name: 'Skills' })).toHaveTextContent('Lighting');
  expect(screen.getByRole('link', { name: 'Hire Finn Freelancer' })).toHaveAttribute(
    'href',
    '/freelancer/profile/finn/hire',
  );
  expect(stub.callsTo('GET /public/username/{username}')[0]?.signed).toBe(false);
  // The area's menu (my profile, settings) needs an account: visitors do not get it.
  expect(screen.queryByRole('link', { name: 'Settings' })).toBeNull();
});

it('says so when no one has that username', async () => {
  await renderAt('/freelancer/profile/ghost', null, {
    'GET /public/username/{username}': () => apiError(404, 'User not found'),
  });

  expect(await screen.findByRole('heading', { name: 'No profile called ghost' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
});

it('shows the Verified badge to everyone when the provider verified the person', async () => {
  await renderAt('/freelancer/profile/finn', null, {
    'GET /public/username/{username}': () => ok({ ...FINN, verified: true }),
  });
  expect(await screen.findByRole('heading', { level: 2, name: 'Finn Freelancer' })).toBeVisible();
  expect(screen.getByText('Verified')).toBeVisible();
});

it('shows the cover image as a banner to a signed-out visitor, fetched publicly', async () => {
  URL.createObjectURL = () => 'blob:cover';
  URL.revokeObjectURL = () => undefined;
  const stub = await renderAt('/freelancer/profile/finn', null, {
    'GET /public/username/{username}': () =>
      ok({ ...FINN, coverImageProfile: 'covers/fl-1/abc/banner.png' }),
    'GET /apis/s3': () => ({ status: 200, raw: 'png-bytes' }),
  });
  const banner = await screen.findByRole('img', { name: 'Cover image of Finn Freelancer' });
  expect(banner).toHaveAttribute('src', 'blob:cover');
  expect(stub.callsTo('GET /apis/s3')).toHaveLength(1);
});

it('shows no Verified badge for a person not verified', async () => {
  await renderAt('/freelancer/profile/finn', null, {
    'GET /public/username/{username}': () => ok(FINN),
  });
  expect(await screen.findByRole('heading', { level: 2, name: 'Finn Freelancer' })).toBeVisible();
  expect(screen.queryByText('Verified')).toBeNull();
});

it('lets the freelancer go from their public profile to editing it', async () => {
  await renderAt('/freelancer/profile/finn', aFreelancerUser(), {
    'GET /public/username/{username}': () => ok(FINN),
  });

  expect(await screen.findByRole('link', { name: 'Edit my profile' })).toHaveAttribute(
    'href',
    '/freelancer/profile',
  );
  expect(screen.queryByRole('link', { name: /^Hire/ })).toBeNull();
});

it('in hire mode lets a customer invite the freelancer to a chosen open job', async () => {
  const user = userEvent.setup();
  const stub = await renderAt(
    '/freelancer/profile/finn/hire',
    aCustomerUser(),
    {
      'GET /public/username/{username}': () => ok(FINN),
      'GET /jobs': () =>
        ok({
          jobs: [
            aJob({ jobID: 'job-1', title: 'Shop photos' }),
            aJob({ jobID: 'job-2', title: 'Wedding' }),
          ],
        }),
      'POST /jobs/customer_send_invitation': () => ok({ created: true }),
    },
    ['mf_profile', 'mf_messaging'],
  );

  await user.selectOptions(await screen.findByLabelText('Job'), 'Wedding');
  await user.click(screen.getByRole('button', { name: 'Invite to this job' }));

  expect(await screen.findByText('Finn Freelancer is invited to “Wedding”.')).toBeVisible();
  expect(stub.callsTo('POST /jobs/customer_send_invitation')[0]?.body).toEqual({
    jobID: 'job-2',
    freelancerID: 'fl-1',
  });
  expect(stub.callsTo('GET /jobs')[0]?.query.get('mode')).toBe('active');
  expect(screen.getByRole('link', { name: 'Message Finn Freelancer' })).toHaveAttribute(
    'href',
    '/customer/inbox?freelancerId=fl-1',
  );
});

it('in hire mode offers a customer without open jobs to post one, and no message link without messaging', async () => {
  await renderAt(
    '/freelancer/profile/finn/hire',
    aCustomerUser(),
    {
      'GET /public/username/{username}': () => ok(FINN),
      'GET /jobs': () => ok({ jobs: [] }),
    },
    ['mf_profile', 'mf_jobs'],
  );

  expect(await screen.findByRole('link', { name: 'Post a job' })).toHaveAttribute(
    'href',
    '/post-job',
  );
  expect(screen.queryByRole('link', { name: /^Message/ })).toBeNull();
});

it('in hire mode asks a signed-out visitor to sign in and come back', async () => {
  const stub = await renderAt('/freelancer/profile/finn/hire', null, {
    'GET /public/username/{username}': () => ok(FINN),
  });

  expect(
    await screen.findByRole('heading', { name: 'Sign in to hire Finn Freelancer' }),
  ).toBeVisible();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    `/login?redirect=${encodeURIComponent('/freelancer/profile/finn/hire')}`,
  );
  expect(stub.callsTo('GET /jobs')).toHaveLength(0);
});
