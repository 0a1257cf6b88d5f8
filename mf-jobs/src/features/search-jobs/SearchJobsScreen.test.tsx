import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionUser } from '@mp/contracts';
import { createStageI18n, RemoteStage } from '@mp/remote-kit';
import {
  aFreelancerUser,
  aJob,
  apiError,
  apiStub,
  ok,
  SERVICES,
  SKILLS,
  type StubHandler,
} from '@mp/test-kit';
import { JobsApp } from '../../exposed/App';

// The routes load each screen lazily; loading it once here keeps the first test's timing fair.
beforeAll(() => import('./SearchJobsScreen'));

async function renderSearch(
  path: string,
  routes: Record<string, StubHandler>,
  user: SessionUser | null = null,
  language = 'en',
) {
  // The shell's client signs exactly while a user is signed in.
  const stub = apiStub(
    { 'GET /services': () => ok(SERVICES), 'GET /skills': () => ok(SKILLS), ...routes },
    { signer: user === null ? null : undefined },
  );
  render(
    <RemoteStage
      App={JobsApp}
      i18n={await createStageI18n(language, JobsApp)}
      path={path}
      user={user}
      http={stub.http}
    />,
  );
  return stub;
}

const results = (count: number, total = count) =>
  ok({
    jobs: Array.from({ length: count }, (_, i) => aJob({ jobID: `j${i}`, title: `Job ${i}` })),
    total,
  });

it('shows the budget in the tenant currency and how long ago the job was posted', async () => {
  const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString();
  const job = aJob({ jobID: 'j-new', title: 'Fresh job', createdAt: twoDaysAgo });
  await renderSearch(
    '/freelancer/search-jobs',
    { 'POST /jobs/es': () => ok({ jobs: [job], total: 1 }) },
    null,
    'de',
  );
  expect(await screen.findByRole('link', { name: 'Fresh job' })).toBeInTheDocument();
  expect(screen.getByText('Budget: 500,00 £')).toBeInTheDocument();
  expect(screen.getByText('Veröffentlicht vor 2 Tagen')).toBeInTheDocument();
});

it('searches with the filters, announces the count and pages through the results', async () => {
  const stub = await renderSearch('/freelancer/search-jobs', {
    'POST /jobs/es': () => results(20, 45),
  });
  expect(await screen.findByText('45 jobs found')).toBeInTheDocument();
  expect(screen.getAllByText('Budget: £500.00')).toHaveLength(20);
  expect(stub.callsTo('POST /jobs/es')[0]?.signed).toBe(false);

  await userEvent.type(screen.getByRole('searchbox', { name: 'Keywords' }), 'landing');
  await userEvent.selectOptions(
    await screen.findByRole('combobox', { name: 'Service' }),
    'svc-web',
  );
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'CONTRACT TYPE' }), '1');
  await userEvent.type(screen.getByRole('textbox', { name: 'Budget from' }), '200');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  await screen.findByText('Page 1 of 3');
  const body = stub.callsTo('POST /jobs/es').at(-1)?.body as {
    query: { bool: { must: unknown[]; filter: unknown[] } };
  };
  expect(body.query.bool.must).toEqual([
    { multi_match: { query: 'landing', fields: ['title', 'description'] } },
  ]);
  expect(body.query.bool.filter).toContainEqual({ term: { serviceId: 'svc-web' } });
  expect(body.query.bool.filter).toContainEqual({ term: { contractType: 1 } });
  expect(body.query.bool.filter).toContainEqual({ range: { budget: { gte: 20000 } } });

  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByText('Page 2 of 3');
  expect(screen.getByRole('heading', { name: 'Results' })).toHaveFocus();
  expect(stub.callsTo('POST /jobs/es').at(-1)?.body).toMatchObject({ from: 20, size: 20 });
});

it('says "more than" when the API capped the count, and pages only through what it counted', async () => {
  const capped = () =>
    ok({
      jobs: Array.from({ length: 20 }, (_, i) => aJob({ jobID: `j${i}`, title: `Job ${i}` })),
      total: 1000,
      totalIsCapped: true,
    });
  await renderSearch('/freelancer/search-jobs', { 'POST /jobs/es': capped }, null, 'de');
  expect(await screen.findByText('Mehr als 1000 Aufträge gefunden')).toBeInTheDocument();
  expect(screen.getByText('Seite 1 von 50')).toBeInTheDocument();
});

it('explains an empty result and a refused search', async () => {
  let calls = 0;
  const stub = await renderSearch('/freelancer/search-jobs?q=unicorn', {
    'POST /jobs/es': () => {
      calls += 1;
      return calls === 1 ? apiError(400, 'Unsupported clause: fuzzy') : results(0);
    },
  });
  expect(await screen.findByText('Unsupported clause: fuzzy')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  const empty = await screen.findByRole('heading', { name: 'No jobs match your search' });
  expect(empty).toBeInTheDocument();
  // The empty state's own button clears the search and searches again.
  const clear = within(empty.parentElement as HTMLElement).getByRole('button', {
    name: 'Clear filters',
  });
  await userEvent.click(clear);
  await waitFor(() => expect(stub.callsTo('POST /jobs/es')).toHaveLength(3));
  expect(JSON.stringify(stub.callsTo('POST /jobs/es')[1]?.body)).toContain('unicorn');
  expect(JSON.stringify(stub.callsTo('POST /jobs/es')[2]?.body)).not.toContain('unicorn');
});

it('links result cards by stage for freelancers, signed calls when signed in', async () => {
  const stub = await renderSearch(
    '/freelancer/search-jobs',
    {
      'POST /jobs/es': () =>
        ok({
          jobs: [
            aJob({ jobID: 'f1', title: 'Fresh' }),
            aJob({ jobID: 'd1', title: 'Discussed', jobStatus: 'IN_DISCUSSION' }),
          ],
          total: 2,
        }),
    },
    aFreelancerUser(),
  );
  expect(await screen.findByRole('link', { name: 'Fresh' })).toHaveAttribute(
    'href',
    '/freelancer/search-jobs?jobId=f1',
  );
  expect(screen.getByRole('link', { name: 'Discussed' })).toHaveAttribute(
    'href',
    '/freelancer/proposal?jobId=d1',
  );
  expect(stub.callsTo('POST /jobs/es')[0]?.signed).toBe(true);
});

it('opens one job by jobId; signed-out visitors sign in before sending a proposal', async () => {
  const stub = await renderSearch('/freelancer/search-jobs?jobId=job-1&triggerStripeOnboarding=1', {
    'GET /jobs/job-1': () =>
      ok(
        aJob({
          skills: ['sk-css'],
          location: { address: 'Kyiv', coordinates: null, remote: true },
        }),
      ),
  });
  const heading = await screen.findByRole('heading', { level: 2, name: 'Landing page' });
  expect(heading).toHaveFocus();
  const details = heading.closest('article') as HTMLElement;
  expect(within(details).getByText('CSS')).toBeInTheDocument();
  expect(within(details).getByText('Kyiv · Remote')).toBeInTheDocument();
  expect(within(details).getByText('Budget: £500.00')).toBeInTheDocument();
  expect(within(details).getByRole('link', { name: 'Sign in to send a proposal' })).toHaveAttribute(
    'href',
    `/login?redirect=${encodeURIComponent('/freelancer/proposal?jobId=job-1')}`,
  );
  const [view] = stub.callsTo('GET /jobs/job-1');
  expect(view?.signed).toBe(false);
  expect(view?.query.get('fullDetail')).toBe('false');
  expect(screen.getByRole('link', { name: 'Go to payment settings' })).toHaveAttribute(
    'href',
    '/freelancer/setting#payment-account',
  );
});

it('gives freelancers the Send proposal link and a way to message the customer', async () => {
  await renderSearch(
    '/freelancer/search-jobs?jobId=job-1',
    { 'POST /jobs/get_job': () => ok(aJob()) },
    aFreelancerUser(),
  );
  expect(await screen.findByRole('link', { name: 'Send proposal' })).toHaveAttribute(
    'href',
    '/freelancer/proposal?jobId=job-1',
  );
  expect(screen.getByRole('link', { name: 'Message the customer' })).toHaveAttribute(
    'href',
    `/freelancer/inbox?customerId=${aJob().customerId}&jobId=job-1`,
  );
});

it("downloads the job's attachments with a signed call under their own names", async () => {
  const brief = {
    key: 'jobs/c-1/f-1/brief.pdf',
    name: 'brief.pdf',
    contentType: 'text/plain',
    size: 5,
  };
  const saved: Blob[] = [];
  URL.createObjectURL = (blob: Blob) => {
    saved.push(blob);
    return 'blob:brief';
  };
  URL.revokeObjectURL = () => undefined;
  const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  const stub = await renderSearch(
    '/freelancer/search-jobs?jobId=job-1',
    {
      'POST /jobs/get_job': () => ok(aJob({ attachments: [brief] })),
      'GET /apis/auth/s3': () => ({ status: 200, raw: 'brief' }),
    },
    aFreelancerUser(),
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Download brief.pdf' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]?.size).toBe('brief'.length);
  const [fetched] = stub.callsTo('GET /apis/auth/s3');
  expect(fetched?.signed).toBe(true);
  expect(fetched?.query.get('path')).toBe(btoa(brief.key));
  const link = clicked.mock.instances[0] as unknown as HTMLAnchorElement;
  expect(link.download).toBe('brief.pdf');
  clicked.mockRestore();
});

it('shows visitors the attachment names with a sign-in hint instead of a download', async () => {
  const brief = {
    key: 'jobs/c-1/f-1/brief.pdf',
    name: 'brief.pdf',
    contentType: 'text/plain',
    size: 5,
  };
  await renderSearch('/freelancer/search-jobs?jobId=job-1', {
    'GET /jobs/job-1': () => ok(aJob({ attachments: [brief] })),
  });
  expect(await screen.findByText(/brief\.pdf/)).toBeInTheDocument();
  expect(screen.getByText('(Sign in to download)')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Download brief.pdf' })).toBeNull();
});

it('lets a signed-in freelancer report the job to the administrators', async () => {
  const stub = await renderSearch(
    '/freelancer/search-jobs?jobId=job-1',
    {
      'POST /jobs/get_job': () => ok(aJob()),
      'POST /apis/actions/notify-admin-from-job-pages': () => ok({ notificationIds: ['n-1'] }),
    },
    aFreelancerUser(),
  );
  await userEvent.click(
    await screen.findByRole('button', {
      name: 'Report this job to the administrators Landing page',
    }),
  );
  const dialog = screen.getByRole('dialog', {
    name: 'Report “Landing page” to the administrators?',
  });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
  expect(
    await screen.findByText('The administrators were told about “Landing page”.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(stub.callsTo('POST /apis/actions/notify-admin-from-job-pages').map((c) => c.body)).toEqual(
    [{ jobId: 'job-1' }],
  );
});

it('signed-out visitors get no report action', async () => {
  await renderSearch('/freelancer/search-jobs?jobId=job-1', {
    'GET /jobs/job-1': () => ok(aJob()),
  });
  await screen.findByRole('heading', { level: 2, name: 'Landing page' });
  expect(screen.queryByRole('button', { name: /to the administrators/ })).toBeNull();
});

describe('on a phone', () => {
  beforeEach(() => {
    window.matchMedia = jest.fn((query: string) => ({
      matches: true,
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

  it('shows the results first, the filters in a sheet that stays open while a filter is wrong', async () => {
    const stub = await renderSearch('/freelancer/search-jobs?q=logo', {
      'POST /jobs/es': () => results(2),
    });
    expect(await screen.findByText('2 jobs found')).toBeInTheDocument();
    expect(screen.queryByRole('search')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Filters (1)' }));
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    await userEvent.type(within(sheet).getByRole('textbox', { name: 'Budget from' }), 'abc');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Search' }));
    expect(within(sheet).getByText('Enter an amount such as 500.')).toBeInTheDocument();
    await userEvent.clear(within(sheet).getByRole('textbox', { name: 'Budget from' }));
    await userEvent.type(within(sheet).getByRole('textbox', { name: 'Budget from' }), '200');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Search' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(stub.callsTo('POST /jobs/es').at(-1)?.body).toMatchObject({
        query: {
          bool: { filter: expect.arrayContaining([{ range: { budget: { gte: 20000 } } }]) },
        },
      }),
    );
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeInTheDocument();
  });
});
