import { act, render, screen, waitFor, within } from '@testing-library/react';
import { eventBus } from '@mp/event-bus';
import userEvent from '@testing-library/user-event';
import { createStageI18n, RemoteStage } from '@mp/remote-kit';
import { aCustomerUser, aJob, apiError, apiStub, ok, type StubHandler } from '@mp/test-kit';
import { JobsApp } from '../../exposed/App';

// The routes load each screen lazily; loading it once here keeps the first test's timing fair.
beforeAll(() => import('./MyJobsScreen'));

async function renderJobs(routes: Record<string, StubHandler>) {
  const stub = apiStub(routes);
  render(
    <RemoteStage
      App={JobsApp}
      i18n={await createStageI18n('en', JobsApp)}
      path="/customer/jobs"
      user={aCustomerUser()}
      features={{ postJobPage: true }}
      http={stub.http}
    />,
  );
  return stub;
}

function day(n: number): string {
  return new Date(Date.UTC(2026, 0, 1 + n)).toISOString();
}

it('fetches every page through lastEvaluatedKey and lists the jobs newest change first', async () => {
  const first = Array.from({ length: 50 }, (_, i) =>
    aJob({ jobID: `a${i}`, title: `Job A${i}`, createdAt: day(i), lastModified: day(i) }),
  );
  // Never modified since creation: sorted by creation time.
  const second = [
    aJob({ jobID: 'b0', title: 'Newest job', createdAt: day(200), lastModified: '' }),
  ];
  const stub = await renderJobs({
    'GET /jobs': ({ query }) =>
      query.get('from') === 'key-50'
        ? ok({ jobs: second })
        : ok({ jobs: first, lastEvaluatedKey: 'key-50' }),
  });

  const list = await screen.findByRole('list', { name: 'My jobs' });
  await waitFor(() => expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(51));
  const titles = within(list)
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);
  expect(titles.slice(0, 3)).toEqual(['Newest job', 'Job A49', 'Job A48']);
  expect(within(list).getAllByText('Budget: £500.00')).toHaveLength(51);
  const calls = stub.callsTo('GET /jobs');
  expect(
    calls.map((call) => [call.query.get('mode'), call.query.get('limit'), call.query.get('from')]),
  ).toEqual([
    ['active', '50', null],
    ['active', '50', 'key-50'],
  ]);
  expect(screen.queryByRole('progressbar')).toBeNull();
});

it('shows ended jobs only when asked', async () => {
  const stub = await renderJobs({
    'GET /jobs': ({ query }) =>
      query.get('mode') === 'ended'
        ? ok({ jobs: [aJob({ jobID: 'e1', title: 'Old job', jobStatus: 'ENDED' })] })
        : ok({ jobs: [aJob()] }),
  });
  await screen.findByRole('heading', { name: 'Landing page' });
  expect(screen.queryByRole('heading', { name: 'Old job' })).toBeNull();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Show ended jobs' }));
  expect(await screen.findByRole('heading', { name: 'Old job' })).toBeInTheDocument();
  expect(stub.callsTo('GET /jobs').map((call) => call.query.get('mode'))).toEqual([
    'active',
    'active',
    'ended',
  ]);
});

it('offers a Post Job action when there are no jobs', async () => {
  await renderJobs({ 'GET /jobs': () => ok({ jobs: [] }) });
  expect(await screen.findByRole('heading', { name: 'You have no open jobs' })).toBeInTheDocument();
  expect(
    screen.getAllByRole('link', { name: 'Post a job' }).map((a) => a.getAttribute('href')),
  ).toContain('/post-job');
});

it('links each job to its proposals, matching freelancers and edit form', async () => {
  await renderJobs({ 'GET /jobs': () => ok({ jobs: [aJob({ jobID: 'j 7' })] }) });
  const card = (await screen.findByRole('heading', { name: 'Landing page' })).closest(
    'section',
  ) as HTMLElement;
  const hrefs = within(card)
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));
  expect(hrefs).toEqual([
    '/customer/list-all-proposals?jobId=j%207',
    '/customer/cl-search?jobId=j%207',
    '/post-job?jobId=j%207',
  ]);
});

it('closes a job with the found answer and shows a refusal reason from the server', async () => {
  let attempts = 0;
  const stub = await renderJobs({
    'GET /jobs': () => ok({ jobs: [aJob()] }),
    'POST /jobs/job-1/close': () => {
      attempts += 1;
      return attempts === 1
        ? apiError(409, 'The job has a paid milestone that is not signed off yet')
        : ok({ job: aJob({ jobStatus: 'USER_CLOSED' }), childJobsClosing: 0 });
    },
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Close Landing page' }));
  const dialog = screen.getByRole('dialog', { name: 'Close “Landing page”?' });
  // Closing needs the answer whether a freelancer was found.
  expect(within(dialog).getByRole('button', { name: 'Close job' })).toBeDisabled();
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Yes' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close job' }));

  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'The job has a paid milestone that is not signed off yet',
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close job' }));
  expect(await screen.findByText('“Landing page” is closed.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.queryByRole('heading', { name: 'Landing page' })).toBeNull();
  expect(stub.callsTo('POST /jobs/job-1/close').map((call) => call.body)).toEqual([
    { found: true },
    { found: true },
  ]);
});

it('ends a job in contract and deletes an open one after confirmation', async () => {
  const stub = await renderJobs({
    'GET /jobs': () =>
      ok({
        jobs: [
          aJob({ jobID: 'c1', title: 'Contract job', jobStatus: 'CONTRACT' }),
          aJob({ jobID: 'o1', title: 'Open job' }),
        ],
      }),
    'POST /jobs/c1/end': () => ok(aJob({ jobID: 'c1', title: 'Contract job', jobStatus: 'ENDED' })),
    'POST /jobs/o1/close': () =>
      ok({
        job: aJob({ jobID: 'o1', title: 'Open job', jobStatus: 'USER_CLOSED' }),
        childJobsClosing: 2,
      }),
  });
  expect(await screen.findByRole('button', { name: 'End Contract job' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'End Open job' })).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'End Contract job' }));
  await userEvent.click(
    within(screen.getByRole('dialog')).getByRole('button', { name: 'End job' }),
  );
  expect(await screen.findByText('“Contract job” has ended.')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Delete Open job' }));
  await userEvent.click(
    within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete job' }),
  );
  expect(
    await screen.findByText(
      '“Open job” is deleted. 2 related jobs are being closed in the background.',
    ),
  ).toBeInTheDocument();
  expect(stub.callsTo('POST /jobs/o1/close')[0]?.body).toEqual({ deleted: true });
  expect(screen.queryByRole('heading', { name: 'Open job' })).toBeNull();
});

it('says when the jobs cannot be loaded and retries', async () => {
  let calls = 0;
  await renderJobs({
    'GET /jobs': () => {
      calls += 1;
      return calls === 1 ? { status: 503, body: { message: 'down' } } : ok({ jobs: [aJob()] });
    },
  });
  expect(await screen.findByText('Your jobs could not be loaded.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Landing page' })).toBeInTheDocument();
});

it('reloads the list when the background close of child jobs finishes', async () => {
  let round = 0;
  await renderJobs({
    'GET /jobs': () => {
      round += 1;
      return ok({
        jobs: round === 1 ? [aJob(), aJob({ jobID: 'child', title: 'Child job' })] : [aJob()],
      });
    },
  });
  expect(await screen.findByRole('heading', { name: 'Child job' })).toBeInTheDocument();
  act(() =>
    eventBus.emit('MASS_CLOSE_JOBS_FINISHED', { jobsProcessedCount: 1, jobsNotClosed: [] }),
  );
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'Child job' })).toBeNull());
  expect(screen.getByRole('heading', { name: 'Landing page' })).toBeInTheDocument();
});

it("never offers to report the customer's own job", async () => {
  await renderJobs({ 'GET /jobs': () => ok({ jobs: [aJob({ customerId: 'cu-1' })] }) });
  await screen.findByRole('heading', { name: 'Landing page' });
  expect(screen.queryByRole('button', { name: /Report this job/ })).toBeNull();
});

// A job of another account listed here (an attached account's): it may be reported.
const othersJob = () => aJob({ customerId: 'cu-2' });

it('reports a job to the administrators after confirming, with the reason when refused', async () => {
  let attempts = 0;
  const stub = await renderJobs({
    'GET /jobs': () => ok({ jobs: [othersJob()] }),
    'POST /apis/actions/notify-admin-from-job-pages': () => {
      attempts += 1;
      return attempts === 1 ? apiError(404, 'Job not found') : ok({ notificationIds: ['n-1'] });
    },
  });
  await userEvent.click(
    await screen.findByRole('button', {
      name: 'Report this job to the administrators Landing page',
    }),
  );
  const dialog = screen.getByRole('dialog', {
    name: 'Report “Landing page” to the administrators?',
  });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
  expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
  expect(screen.queryByText('The administrators were told about “Landing page”.')).toBeNull();

  await userEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
  expect(
    await screen.findByText('The administrators were told about “Landing page”.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(stub.callsTo('POST /apis/actions/notify-admin-from-job-pages').map((c) => c.body)).toEqual(
    [{ jobId: 'job-1' }, { jobId: 'job-1' }],
  );
});

it('cancelling the report sends nothing', async () => {
  const stub = await renderJobs({ 'GET /jobs': () => ok({ jobs: [othersJob()] }) });
  await userEvent.click(
    await screen.findByRole('button', {
      name: 'Report this job to the administrators Landing page',
    }),
  );
  const dialog = screen.getByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(stub.callsTo('POST /apis/actions/notify-admin-from-job-pages')).toEqual([]);
});
