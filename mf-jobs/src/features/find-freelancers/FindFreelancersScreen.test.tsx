import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicProfile, RemoteName, SessionUser } from '@mp/contracts';
import { createStageI18n, RemoteStage } from '@mp/remote-kit';
import {
  aCustomerUser,
  aJob,
  aPublicProfile,
  apiStub,
  ok,
  SERVICES,
  SKILLS,
  type StubHandler,
} from '@mp/test-kit';
import { JobsApp } from '../../exposed/App';

// The routes load each screen lazily; loading it once here keeps the first test's timing fair.
beforeAll(() => import('./FindFreelancersScreen'));

/** A freelancer of the web design service, as the search answers one (`extra`: more fields). */
function profile(
  id: string,
  name: string,
  extra: Record<string, unknown> = {},
): PublicProfile & Record<string, unknown> {
  return {
    ...aPublicProfile({
      userId: id,
      name,
      username: name.toLowerCase().replace(/ /g, '-'),
      title: 'Designer',
      services: ['svc-web'],
      hourlyRate: 4000,
      location: 'London',
    }),
    ...extra,
  };
}

async function renderAt(
  path: string,
  routes: Record<string, StubHandler>,
  options: {
    user?: SessionUser | null;
    features?: Record<string, boolean>;
    enabledRemotes?: readonly RemoteName[];
  } = {},
) {
  const stub = apiStub({
    'GET /services': () => ok(SERVICES),
    'GET /skills': () => ok(SKILLS),
    'GET /jobs': () => ok({ jobs: [aJob()] }),
    'GET /customers/get-favorite-freelancers': () => ok([profile('fl-2', 'Bea Builder')]),
    ...routes,
  });
  render(
    <RemoteStage
      App={JobsApp}
      i18n={await createStageI18n('en', JobsApp)}
      path={path}
      user={options.user === undefined ? aCustomerUser() : options.user}
      features={options.features ?? {}}
      http={stub.http}
      enabledRemotes={options.enabledRemotes}
    />,
  );
  return stub;
}

it('searches near the default map centre with service filters and pages by cursor', async () => {
  const stub = await renderAt('/customer/cl-search', {
    'POST /freelancers/search': ({ body }) =>
      (body as { startCursor: string | null }).startCursor === 'c2'
        ? ok({
            freelancers: [profile('fl-3', 'Cai Coder', { distanceKm: 3.6 })],
            nextCursor: null,
            total: 2,
          })
        : ok({
            freelancers: [profile('fl-1', 'Ada Artist', { distanceKm: 1.2, verified: true })],
            nextCursor: 'c2',
            total: 2,
          }),
  });
  const link = await screen.findByRole('link', { name: 'Ada Artist' });
  expect(link).toHaveAttribute('href', '/freelancer/profile/ada-artist');
  expect(screen.getByText('2 freelancers')).toBeInTheDocument();
  expect(screen.getByText('£40.00 per hour')).toBeInTheDocument();
  expect(screen.getByText('Verified')).toBeInTheDocument();
  expect(stub.callsTo('POST /freelancers/search')[0]?.body).toEqual({
    coordinates: { lat: 51.5074, lng: -0.1278 },
    serviceIds: [],
    startCursor: null,
    sort: 'nearest',
  });

  await userEvent.click(screen.getByRole('button', { name: 'Show more freelancers' }));
  expect(await screen.findByRole('link', { name: 'Cai Coder' })).toBeInTheDocument();
  // Only Ada's identity is verified: one badge for two cards.
  expect(screen.getAllByText('Verified')).toHaveLength(1);
  expect(screen.getByRole('link', { name: 'Ada Artist' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('checkbox', { name: 'Photography' }));
  await screen.findByRole('link', { name: 'Ada Artist' });
  expect(stub.callsTo('POST /freelancers/search').at(-1)?.body).toMatchObject({
    serviceIds: ['svc-photo'],
    startCursor: null,
  });
});

it('sorts best rated first and shows each rating (docs/reviews.md#averages)', async () => {
  const stub = await renderAt('/customer/cl-search', {
    'POST /freelancers/search': () =>
      ok({
        freelancers: [
          profile('fl-1', 'Ada Artist', { distanceKm: 1.2, rating: { average: 4.5, count: 2 } }),
          profile('fl-3', 'Cai Coder', { distanceKm: 3.6, rating: { average: null, count: 0 } }),
        ],
        nextCursor: null,
        total: 2,
      }),
  });
  const ada = (await screen.findByRole('link', { name: 'Ada Artist' })).closest(
    'section, article, div.mp-card, li',
  ) as HTMLElement;
  expect(within(ada).getByRole('img', { name: '4.5 out of 5 from 2 reviews' })).toBeVisible();
  const cai = screen.getByRole('link', { name: 'Cai Coder' }).closest('li') as HTMLElement;
  expect(within(cai).getByText('No reviews yet')).toBeVisible();

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Best rated');
  await screen.findByRole('link', { name: 'Ada Artist' });
  expect(stub.callsTo('POST /freelancers/search').at(-1)?.body).toMatchObject({
    sort: 'bestRated',
    startCursor: null,
  });
});

it('offers to show every freelancer when the chosen services find nobody', async () => {
  const stub = await renderAt('/customer/cl-search?services=svc-photo', {
    'POST /freelancers/search': ({ body }) =>
      (body as { serviceIds: string[] }).serviceIds.length > 0
        ? ok({ freelancers: [], nextCursor: null, total: 0 })
        : ok({ freelancers: [profile('fl-1', 'Ada Artist')], nextCursor: null, total: 1 }),
  });
  expect(await screen.findByRole('heading', { name: 'No freelancers found' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Show all freelancers' }));
  expect(await screen.findByRole('link', { name: 'Ada Artist' })).toBeInTheDocument();
  expect(stub.callsTo('POST /freelancers/search').at(-1)?.body).toMatchObject({ serviceIds: [] });
});

it('matches freelancers to a job with scores, hides zero matches and invites', async () => {
  const stub = await renderAt(
    '/customer/cl-search?jobId=job-1',
    {
      'POST /jobs/freelancers': () =>
        ok({
          freelancers: [
            profile('fl-1', 'Ada Artist', { distanceKm: null, matchScore: 90 }),
            profile('fl-4', 'Zed Zero', { distanceKm: null, matchScore: 0 }),
          ],
          total: 2,
        }),
      'POST /jobs/customer_send_invitation': () => ok({ invitation: {}, created: true }),
    },
    { features: { hide0MatchFreelancers: true } },
  );
  expect(await screen.findByText('Match 90%')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Zed Zero' })).toBeNull();
  expect(screen.getByText(/1 without any match hidden/)).toBeInTheDocument();
  expect(stub.callsTo('POST /jobs/freelancers')[0]?.body).toEqual({
    coordinates: null,
    serviceIds: [],
    jobId: 'job-1',
    limit: 20,
    from: 0,
  });

  await userEvent.click(screen.getByRole('button', { name: 'Invite to job Ada Artist' }));
  expect(await screen.findByRole('button', { name: 'Invited Ada Artist' })).toHaveTextContent(
    'Invited',
  );
  expect(stub.callsTo('POST /jobs/customer_send_invitation')[0]?.body).toEqual({
    jobID: 'job-1',
    freelancerID: 'fl-1',
  });
  expect(screen.getByRole('link', { name: 'Message Ada Artist' })).toHaveAttribute(
    'href',
    '/customer/inbox?freelancerId=fl-1&jobId=job-1',
  );
});

it('offers no Message link while messaging is off for the tenant', async () => {
  await renderAt(
    '/customer/cl-search',
    {
      'POST /freelancers/search': () =>
        ok({ freelancers: [profile('fl-1', 'Ada Artist')], nextCursor: null, total: 1 }),
    },
    { enabledRemotes: ['mf_jobs', 'mf_proposals'] },
  );
  expect(await screen.findByRole('link', { name: 'Ada Artist' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Message Ada Artist' })).toBeNull();
});

it('toggles favourites through the API', async () => {
  const stub = await renderAt('/customer/cl-search', {
    'POST /freelancers/search': () =>
      ok({
        freelancers: [profile('fl-1', 'Ada Artist'), profile('fl-2', 'Bea Builder')],
        nextCursor: null,
        total: 2,
      }),
    'POST /customers/update-favorite-freelancers': () => ok({ freelancerIds: ['fl-2', 'fl-1'] }),
  });
  const bea = await screen.findByRole('button', { name: 'Favorite Bea Builder' });
  expect(bea).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(screen.getByRole('button', { name: 'Add to favorites Ada Artist' }));
  expect(await screen.findByRole('button', { name: 'Favorite Ada Artist' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(stub.callsTo('POST /customers/update-favorite-freelancers')[0]?.body).toEqual({
    freelancerId: 'fl-1',
    value: true,
  });
});

it('uses the advanced text search over the users index when advancedSearchFl is on', async () => {
  const stub = await renderAt(
    '/customer/cl-search',
    {
      'POST /freelancers/search': () => ok({ freelancers: [], nextCursor: null, total: 0 }),
      'POST /apis/v2/auth/es': () =>
        ok({
          took: 1,
          timed_out: false,
          hits: {
            total: { value: 1, relation: 'eq' },
            max_score: 1,
            hits: [
              {
                _id: 'fl-9',
                _index: 'users',
                _score: 1,
                _source: { name: 'Nia Night', username: 'nia', services: [] },
              },
            ],
          },
        }),
    },
    { features: { advancedSearchFl: true } },
  );
  await userEvent.type(await screen.findByRole('searchbox', { name: 'Keywords' }), 'night photos');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByRole('link', { name: 'Nia Night' })).toHaveAttribute(
    'href',
    '/freelancer/profile/nia',
  );
  expect(stub.callsTo('POST /apis/v2/auth/es')[0]?.body).toMatchObject({
    index: 'users',
    query: {
      bool: {
        must: [{ multi_match: { query: 'night photos' } }],
        filter: [{ term: { roles: 2 } }],
      },
    },
  });
});

it('shows the proposals of a job in proposals mode', async () => {
  const withProposal = aJob({
    freelancers: [
      {
        freelancerDetails: profile('fl-1', 'Ada Artist'),
        proposal: { status: 4, isShortListed: true } as never,
      },
    ],
  });
  await renderAt('/customer/cl-search?jobId=job-1&mode=proposals', {
    'POST /jobs/get_jobs_with_freelancer_details': () =>
      ok({ jobs: [withProposal], freelancers: {} }),
  });
  const section = (
    await screen.findByRole('heading', { name: 'Proposals for “Landing page”' })
  ).closest('section') as HTMLElement;
  expect(within(section).getByRole('link', { name: 'Ada Artist' })).toBeInTheDocument();
  expect(within(section).getByText('Sent')).toBeInTheDocument();
  expect(within(section).getByText('Shortlisted')).toBeInTheDocument();
  expect(
    within(section).getByRole('link', { name: 'Review all proposals of this job' }),
  ).toHaveAttribute('href', '/customer/list-all-proposals?jobId=job-1');
});

it('lists the freelancers of one service by its slug', async () => {
  const stub = await renderAt(
    '/freelancers/web-design',
    {
      'POST /freelancers/freelancers_search_by_service_for_homepage': () =>
        ok({
          services: [
            {
              serviceId: 'svc-web',
              name: 'Web design',
              freelancers: [profile('fl-1', 'Ada Artist')],
            },
          ],
        }),
    },
    { user: null },
  );
  expect(await screen.findByRole('link', { name: 'Ada Artist' })).toBeInTheDocument();
  const [call] = stub.callsTo('POST /freelancers/freelancers_search_by_service_for_homepage');
  expect(call?.body).toEqual({ serviceId: 'svc-web' });
  expect(call?.signed).toBe(false);
});

it('says when no service has the slug', async () => {
  await renderAt('/freelancers/knitting', {}, { user: null });
  expect(
    await screen.findByRole('heading', { name: 'There is no service called “knitting”' }),
  ).toBeInTheDocument();
});

it('searches the public users index for signed-out visitors (no private calls)', async () => {
  const stub = await renderAt(
    '/customer/cl-search?services=svc-web',
    {
      'POST /apis/v2/es': () =>
        ok({
          took: 1,
          timed_out: false,
          hits: {
            total: { value: 1, relation: 'eq' },
            max_score: null,
            hits: [
              {
                _id: 'fl-5',
                _index: 'users',
                _score: null,
                _source: { name: 'Oli Open', username: 'oli', services: ['svc-web'] },
              },
            ],
          },
        }),
    },
    { user: null, features: { publicFreelancerSearch: true } },
  );
  expect(await screen.findByRole('link', { name: 'Oli Open' })).toBeInTheDocument();
  const [call] = stub.callsTo('POST /apis/v2/es');
  expect(call?.signed).toBe(false);
  expect(call?.body).toMatchObject({
    index: 'users',
    query: { bool: { filter: [{ term: { roles: 2 } }, { terms: { services: ['svc-web'] } }] } },
  });
  expect(stub.calls.filter((c) => c.signed)).toHaveLength(0);
  expect(screen.queryByRole('button', { name: /favourites/ })).toBeNull();
});

describe('the user query', () => {
  const results = () =>
    ok({ freelancers: [profile('fl-1', 'Ada Artist')], nextCursor: null, total: 1 });

  it('shows the freelancer the link names first, with invite for the job, until cleared', async () => {
    const stub = await renderAt('/customer/cl-search?jobId=job-1&user=fl-9', {
      'GET /users/fl-9': () => ok(profile('fl-9', 'Nia Named')),
      'POST /jobs/freelancers': () =>
        ok({ freelancers: [{ ...profile('fl-1', 'Ada Artist'), matchScore: 40 }], total: 1 }),
      'POST /jobs/customer_send_invitation': () => ok({ sent: true }),
    });
    const section = (
      await screen.findByRole('heading', { name: 'The freelancer from the link' })
    ).closest('section') as HTMLElement;
    expect(await within(section).findByRole('link', { name: 'Nia Named' })).toHaveAttribute(
      'href',
      '/freelancer/profile/nia-named',
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Invite to job Nia Named' }));
    expect(stub.callsTo('POST /jobs/customer_send_invitation')[0]?.body).toEqual({
      jobID: 'job-1',
      freelancerID: 'fl-9',
    });
    await userEvent.click(within(section).getByRole('button', { name: 'Back to all freelancers' }));
    expect(
      screen.queryByRole('heading', { name: 'The freelancer from the link' }),
    ).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Ada Artist' })).toBeInTheDocument();
  });

  it('says so when the user of the link is no freelancer', async () => {
    await renderAt('/customer/cl-search?user=cu-1', {
      'GET /users/cu-1': () => ok({ ...profile('cu-1', 'Carl Customer'), roles: 3 }),
      'POST /freelancers/search': results,
    });
    expect(
      await screen.findByText('This person is not a freelancer of this marketplace'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Carl Customer' })).not.toBeInTheDocument();
  });

  it("marks the user's proposal first in proposals mode", async () => {
    const job = aJob({
      freelancers: [
        { freelancerDetails: profile('fl-1', 'Ada Artist'), proposal: { status: 4 } as never },
        { freelancerDetails: profile('fl-9', 'Nia Named'), proposal: { status: 4 } as never },
      ],
    });
    await renderAt('/customer/cl-search?jobId=job-1&mode=proposals&user=fl-9', {
      'POST /jobs/get_jobs_with_freelancer_details': () => ok({ jobs: [job], freelancers: {} }),
    });
    const section = (
      await screen.findByRole('heading', { name: 'Proposals for “Landing page”' })
    ).closest('section') as HTMLElement;
    const items = within(section).getAllByRole('listitem');
    expect(within(items[0]!).getByRole('link', { name: 'Nia Named' })).toBeInTheDocument();
    expect(items[0]).toHaveAttribute('aria-current', 'true');
    expect(within(items[0]!).getByText('From the link')).toBeInTheDocument();
    expect(items[1]).not.toHaveAttribute('aria-current');
  });
});

describe('the agency filter', () => {
  const agencies = () =>
    ok([{ id: 'northlight-studio', name: 'Northlight Studio', memberCount: 1, ownerId: 'fl-7' }]);

  it('narrows the search to an agency and shows agency membership on the cards', async () => {
    const stub = await renderAt('/customer/cl-search', {
      'GET /freelancer/agencies': agencies,
      'POST /freelancers/search': () =>
        ok({
          freelancers: [
            profile('fl-7', 'Nora Northlight', {
              agency: { id: 'northlight-studio', name: 'Northlight Studio', role: 'owner' },
            }),
            profile('fl-8', 'Max Member', {
              agency: { id: 'northlight-studio', name: 'Northlight Studio', role: 'member' },
            }),
          ],
          nextCursor: null,
          total: 2,
        }),
    });
    expect(await screen.findByText('Agency company: Northlight Studio')).toBeInTheDocument();
    expect(screen.getByText('Agency freelancer of Northlight Studio')).toBeInTheDocument();
    expect(stub.callsTo('POST /freelancers/search')[0]?.body).not.toHaveProperty('agencyId');

    const select = await screen.findByRole('combobox', { name: 'Agency' });
    await screen.findByRole('option', { name: 'Northlight Studio (1 freelancer)' });
    await userEvent.selectOptions(select, 'northlight-studio');
    await screen.findByRole('link', { name: 'Nora Northlight' });
    expect(stub.callsTo('POST /freelancers/search').at(-1)?.body).toMatchObject({
      agencyId: 'northlight-studio',
    });
  });

  it('passes the agency of the link to the job matches too', async () => {
    const stub = await renderAt('/customer/cl-search?jobId=job-1&agency=northlight-studio', {
      'GET /freelancer/agencies': agencies,
      'POST /jobs/freelancers': () => ok({ freelancers: [], total: 0 }),
    });
    expect(await screen.findByText('No freelancers found')).toBeInTheDocument();
    expect(stub.callsTo('POST /jobs/freelancers')[0]?.body).toMatchObject({
      jobId: 'job-1',
      agencyId: 'northlight-studio',
    });
  });
});
