import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStageI18n, RemoteStage } from '@mp/remote-kit';
import { aPublicProfile, apiStub, ok, SERVICES, SKILLS } from '@mp/test-kit';
import { JobsApp } from './App';

beforeAll(() =>
  Promise.all([
    import('../features/search-jobs/SearchJobsScreen'),
    import('../features/find-freelancers/FindFreelancersScreen'),
  ]),
);

// The mount contract is tested once in @mp/remote-kit; this checks this remote's own routes.
it.each([
  ['/freelancer/search-jobs', 'en', 'Search jobs'],
  ['/freelancer/search-jobs', 'de', 'Aufträge suchen'],
  ['/freelancer/search-jobs', 'ua', 'Пошук вакансій'],
  ['/freelancers/web-design', 'en', 'Freelancers for Web design'],
])('JobsApp at %s in %s shows %s', async (path, lng, heading) => {
  const stub = apiStub({
    'GET /services': () => ok(SERVICES),
    'GET /skills': () => ok(SKILLS),
    'POST /jobs/es': () => ok({ jobs: [], total: 0 }),
    'POST /freelancers/freelancers_search_by_service_for_homepage': () =>
      ok({ services: [{ serviceId: 'svc-web', name: 'Web design', freelancers: [] }] }),
  });
  render(
    <RemoteStage
      App={JobsApp}
      i18n={await createStageI18n(lng, JobsApp)}
      path={path}
      http={stub.http}
    />,
  );
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
});

// The home page's search opens a service's freelancers narrowed to a place (docs/home.md#hero-search).
it('narrows a service’s freelancers to the place in ?place= and offers all of them', async () => {
  const leeds = aPublicProfile({ userId: 'fl-leeds', name: 'Lee Leeds', location: 'Leeds, UK' });
  const york = aPublicProfile({ userId: 'fl-york', name: 'Yara York', location: 'York' });
  const stub = apiStub({
    'GET /services': () => ok(SERVICES),
    'GET /skills': () => ok(SKILLS),
    'POST /freelancers/freelancers_search_by_service_for_homepage': () =>
      ok({ services: [{ serviceId: 'svc-web', name: 'Web design', freelancers: [leeds, york] }] }),
  });
  render(
    <RemoteStage
      App={JobsApp}
      i18n={await createStageI18n('en', JobsApp)}
      path="/freelancers/web-design?place=leeds"
      http={stub.http}
    />,
  );
  expect(await screen.findByText('In or near leeds')).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Lee Leeds' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Yara York' })).toBeNull();
  expect(screen.getByText('1 freelancer')).toBeInTheDocument();
  await userEvent.click(
    screen.getByRole('link', { name: 'Show Web design freelancers everywhere' }),
  );
  expect(await screen.findByRole('link', { name: 'Yara York' })).toBeInTheDocument();
  expect(screen.getByText('2 freelancers')).toBeInTheDocument();
});
