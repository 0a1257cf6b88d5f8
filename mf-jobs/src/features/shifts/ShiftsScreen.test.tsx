import { render, screen, within } from '@testing-library/react';
import { createStageI18n, RemoteStage } from '@mp/remote-kit';
import { aCustomerUser, aJob, apiStub, ok, type StubHandler } from '@mp/test-kit';
import { JobsApp } from '../../exposed/App';

// The routes load each screen lazily; loading it once here keeps the first test's timing fair.
beforeAll(() => import('./ShiftsScreen'));

async function renderShifts(
  routes: Record<string, StubHandler>,
  features: Record<string, boolean>,
) {
  const stub = apiStub(routes);
  render(
    <RemoteStage
      App={JobsApp}
      i18n={await createStageI18n('en', JobsApp)}
      path="/shifts"
      user={aCustomerUser()}
      features={features}
      http={stub.http}
    />,
  );
  return stub;
}

const hits = (sources: Record<string, unknown>[]) =>
  ok({
    took: 1,
    timed_out: false,
    hits: {
      total: { value: sources.length, relation: 'eq' },
      max_score: null,
      hits: sources.map((source, i) => ({
        _id: `m${i}`,
        _index: 'milestones',
        _score: null,
        _source: source,
      })),
    },
  });

it('lists the milestones of the customer jobs as shifts, grouped by job', async () => {
  const stub = await renderShifts(
    {
      'POST /apis/v2/auth/es': () =>
        hits([
          {
            milestoneId: 'm1',
            jobId: 'job-1',
            title: 'Saturday morning',
            amount: 12000,
            dueDate: '2026-12-05T08:00:00.000Z',
            status: 1,
          },
        ]),
      'GET /jobs': () => ok({ jobs: [aJob()] }),
    },
    { customerCreatesMilestones: true },
  );
  const card = (await screen.findByRole('heading', { name: 'Landing page' })).closest(
    'section',
  ) as HTMLElement;
  const row = within(card).getByRole('row', { name: /Saturday morning/ });
  expect(row).toHaveTextContent('5 Dec 2026');
  expect(row).toHaveTextContent('£120.00');
  expect(row).toHaveTextContent('Pending');
  expect(stub.callsTo('POST /apis/v2/auth/es')[0]?.body).toMatchObject({
    index: 'milestones',
    size: 100,
  });
});

it('explains an empty plan and lists the jobs in contract', async () => {
  await renderShifts(
    {
      'POST /apis/v2/auth/es': () => hits([]),
      'GET /jobs': () =>
        ok({
          jobs: [aJob({ jobID: 'c1', title: 'Cleaning rota', jobStatus: 'CONTRACT' }), aJob()],
        }),
    },
    { createMilestonesOnJobPost: true },
  );
  expect(await screen.findByRole('heading', { name: 'No shifts planned yet' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Cleaning rota' })).toHaveAttribute(
    'href',
    '/customer/contract/c1?mode=overview',
  );
  expect(screen.queryByRole('link', { name: 'Landing page' })).toBeNull();
});

it('is unavailable without the milestones feature', async () => {
  const stub = await renderShifts({}, {});
  expect(
    await screen.findByRole('heading', { name: 'Shifts are not available' }),
  ).toBeInTheDocument();
  expect(stub.calls).toHaveLength(0);
});
