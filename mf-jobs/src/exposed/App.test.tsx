import { render, screen } from '@testing-library/react';
import { createStageI18n, RemoteStage } from '@mp/remote-kit';
import { apiStub, ok, SERVICES, SKILLS } from '@mp/test-kit';
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
