import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  FREELANCER_ROLES,
  type AgencyMember,
  type AgencyMembersResponse,
  type SessionUser,
} from '@mp/contracts';
import { createStageI18n, RemoteStage } from '@mp/remote-kit';
import {
  aCustomerUser,
  aFreelancerUser,
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
  Promise.all([
    import('../my-profile/MyProfileScreen'),
    import('../public-profile/PublicProfileScreen'),
  ]),
);

function aMember(overrides: Partial<AgencyMember> = {}): AgencyMember {
  return {
    userId: 'fl-9',
    name: 'Alex Agencyworker',
    username: 'alex-agencyworker',
    title: 'Shopify developer',
    profilePicture: null,
    addedAt: '2026-01-02T10:00:00.000Z',
    ...overrides,
  };
}

function anAgency(members: AgencyMember[]): AgencyMembersResponse {
  return {
    agency: {
      id: 'northlight-studio',
      name: 'Northlight Studio',
      ownerId: 'fl-1',
      memberCount: members.length,
    },
    members,
  };
}

const COMMON: Record<string, StubHandler> = {
  'GET /services': () => ok(SERVICES),
  'GET /skills': () => ok(SKILLS),
  'GET /freelancer/portfolio': () => ok({ items: [] }),
  'GET /freelancers/profile-views': () => ok({ total: 0, last7Days: 0, last30Days: 0 }),
  'GET /apis/actions/activity-posts': () => ok({ items: [] }),
  'POST /freelancers/view_profile': () => ok({ counted: true }),
  'GET /reviews/users/{userId}': () =>
    ok({ summary: { average: null, count: 0 }, reviews: [], more: false }),
};

async function renderAt(
  path: string,
  routes: Record<string, StubHandler>,
  user: SessionUser = aFreelancerUser(),
) {
  const stub = apiStub({ ...COMMON, ...routes });
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

const agencyCompany = () => me({ freelancerRole: FREELANCER_ROLES.agencyCompany });

it('lets the agency company add a member by e-mail, and says why one is refused', async () => {
  const user = userEvent.setup();
  const stub = await renderAt('/freelancer/profile', {
    'GET /users/me': () => ok(agencyCompany()),
    'GET /freelancer/agency': () => ok(anAgency([])),
    'POST /freelancer/agency/members': ({ body }) =>
      (body as { email: string }).email === 'alex@demo.test'
        ? ok(anAgency([aMember()]))
        : apiError(422, 'No agency freelancer', [{ path: 'body.email', message: 'no' }]),
  });
  expect(await screen.findByText('Your agency has no members yet')).toBeInTheDocument();
  const email = screen.getByRole('textbox', { name: /E-mail of an agency freelancer/ });

  await user.click(screen.getByRole('button', { name: 'Add member' }));
  expect(
    await screen.findByText('Enter the e-mail address of an agency freelancer.'),
  ).toBeVisible();

  await user.type(email, 'frankie@demo.test');
  await user.click(screen.getByRole('button', { name: 'Add member' }));
  expect(
    await screen.findByText('No agency freelancer of this marketplace has this e-mail address.'),
  ).toBeVisible();

  await user.clear(email);
  await user.type(email, 'alex@demo.test');
  await user.click(screen.getByRole('button', { name: 'Add member' }));
  const list = await screen.findByRole('list', { name: 'Members of the agency' });
  expect(within(list).getByRole('link', { name: 'Alex Agencyworker' })).toHaveAttribute(
    'href',
    '/freelancer/profile/alex-agencyworker',
  );
  expect(stub.callsTo('POST /freelancer/agency/members')).toHaveLength(2);
});

it('removes a member after confirming', async () => {
  const user = userEvent.setup();
  const stub = await renderAt('/freelancer/profile', {
    'GET /users/me': () => ok(agencyCompany()),
    'GET /freelancer/agency': () => ok(anAgency([aMember()])),
    'DELETE /freelancer/agency/members/{userId}': () => ok(anAgency([])),
  });
  await user.click(
    await screen.findByRole('button', { name: 'Remove Alex Agencyworker from the agency' }),
  );
  const dialog = screen.getByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
  expect(await screen.findByText('Your agency has no members yet')).toBeInTheDocument();
  expect(stub.callsTo('DELETE /freelancer/agency/members/{userId}')[0]?.params).toEqual({
    userId: 'fl-9',
  });
});

it('shows no agency section to an independent freelancer', async () => {
  const stub = await renderAt('/freelancer/profile', { 'GET /users/me': () => ok(me()) });
  expect(await screen.findByText('Your portfolio is empty.')).toBeInTheDocument();
  expect(screen.queryByText("Your agency's members")).not.toBeInTheDocument();
  expect(stub.callsTo('GET /freelancer/agency')).toHaveLength(0);
});

it("lists an agency company's members on its public profile", async () => {
  const company = aPublicProfile({
    userId: 'fl-1',
    username: 'avery-agency',
    name: 'Avery Agency',
    freelancerRole: FREELANCER_ROLES.agencyCompany,
  });
  await renderAt('/freelancer/profile/avery-agency', {
    'GET /public/username/{username}': () => ok(company),
    'GET /freelancer/agencies': () => ok([anAgency([]).agency]),
    'GET /freelancer/agencies/{agencyId}/members': () =>
      ok(
        anAgency([
          aMember(),
          aMember({ userId: 'fl-8', name: 'Bo Builder', username: 'bo', title: '' }),
        ]),
      ),
  });
  const list = await screen.findByRole('list', { name: 'Members of the agency' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  expect(within(list).getByText('Shopify developer')).toBeVisible();
  expect(within(list).getByRole('link', { name: 'Bo Builder' })).toHaveAttribute(
    'href',
    '/freelancer/profile/bo',
  );
  await waitFor(() => expect(screen.getByText('Northlight Studio')).toBeVisible());
  // The freelancer search is the customers' screen: no link to it for a freelancer.
  expect(screen.queryByRole('link', { name: /in the freelancer search/ })).not.toBeInTheDocument();
});

it("links a customer to the agency's freelancers in the freelancer search", async () => {
  const company = aPublicProfile({
    userId: 'fl-1',
    username: 'avery-agency',
    name: 'Avery Agency',
    freelancerRole: FREELANCER_ROLES.agencyCompany,
  });
  await renderAt(
    '/freelancer/profile/avery-agency',
    {
      'GET /public/username/{username}': () => ok(company),
      'GET /freelancer/agencies': () => ok([anAgency([]).agency]),
      'GET /freelancer/agencies/{agencyId}/members': () => ok(anAgency([aMember()])),
    },
    aCustomerUser(),
  );
  expect(
    await screen.findByRole('link', {
      name: 'Find the freelancers of Northlight Studio in the freelancer search',
    }),
  ).toHaveAttribute('href', '/customer/cl-search?agency=northlight-studio');
});
