import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  aCustomerUser,
  aFreelancerUser,
  apiError,
  aPublicProfile,
  ok,
  type StubRequest,
} from '@mp/test-kit';
import { MILESTONES, contract, job, milestone, renderArea } from '../contract/test-support';

const CONTRACTS = 'POST /jobs/get-contract-for-freelancers';

describe('/customer/manage', () => {
  it('lists jobs in contract and ended ones, following every page of GET /jobs', async () => {
    const pages: Record<string, unknown> = {
      'active:': {
        jobs: [job(), job({ jobID: 'job-open', jobStatus: 'FRESH_JOB', title: 'Still open' })],
        lastEvaluatedKey: 'k1',
      },
      'active:k1': { jobs: [job({ jobID: 'job-2', title: 'Logo design' })] },
      'ended:': {
        jobs: [
          job({
            jobID: 'job-3',
            title: 'Old shop',
            jobStatus: 'ENDED',
            closedAt: '2026-10-02T12:00:00.000Z',
          }),
        ],
      },
    };
    const stub = await renderArea({
      path: '/customer/manage',
      user: aCustomerUser(),
      routes: {
        'GET /jobs': ({ query }: StubRequest) =>
          ok(pages[`${query.get('mode')}:${query.get('from') ?? ''}`]),
      },
    });
    const current = await screen.findByRole('region', { name: 'In contract' });
    const links = within(current).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Booking website', '/customer/contract/job-1?mode=overview'],
      ['Logo design', '/customer/contract/job-2?mode=overview'],
    ]);
    expect(within(current).getAllByText(/Freelancer: Finn Freelancer/)).toHaveLength(2);
    expect(
      within(current).getAllByText('Milestones: 3 · Total £1,050.00 · Pending £300.00'),
    ).toHaveLength(2);
    // Design is pending: the customer's to pay.
    expect(within(current).getAllByText('1 milestone to pay')).toHaveLength(2);
    expect(screen.queryByText('Still open')).not.toBeInTheDocument();

    const ended = screen.getByRole('region', { name: 'Ended' });
    expect(within(ended).getByRole('link', { name: 'Old shop' })).toHaveAttribute(
      'href',
      '/customer/contract/job-3?mode=overview',
    );
    expect(within(ended).getByText(/Ended on 2 Oct 2026/)).toBeVisible();
    expect(within(ended).queryByText(/to pay|Nothing waits/)).not.toBeInTheDocument();

    expect(stub.callsTo('GET /jobs').map((call) => call.query.toString())).toEqual(
      expect.arrayContaining([
        'mode=active&limit=50',
        'mode=active&limit=50&from=k1',
        'mode=ended&limit=50',
      ]),
    );
  });

  it('shows an empty state that leads to the jobs list', async () => {
    await renderArea({
      path: '/customer/manage',
      user: aCustomerUser(),
      routes: { 'GET /jobs': () => ok({ jobs: [] }) },
    });
    expect(await screen.findByRole('heading', { name: 'No contracts yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to your jobs' })).toHaveAttribute(
      'href',
      '/customer/jobs',
    );
  });

  it('shows a load failure with a retry', async () => {
    let fail = true;
    await renderArea({
      path: '/customer/manage',
      user: aCustomerUser(),
      routes: {
        'GET /jobs': ({ query }: StubRequest) =>
          fail
            ? apiError(503, 'down')
            : ok({ jobs: query.get('mode') === 'active' ? [job()] : [] }),
      },
    });
    expect(await screen.findByText('Your contracts could not be loaded')).toBeVisible();
    expect(
      screen.getByText('Something went wrong on our side. Please try again in a moment.'),
    ).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Booking website' })).toBeVisible();
  });
});

describe('/freelancer/manage', () => {
  it('lists current and ended contracts with milestones and a Message link', async () => {
    const stub = await renderArea({
      path: '/freelancer/manage',
      user: aFreelancerUser(),
      routes: {
        [CONTRACTS]: () =>
          ok({
            contracts: [
              contract(),
              {
                ...contract({
                  jobID: 'job-9',
                  title: 'Finished app',
                  jobStatus: 'ENDED',
                  closedAt: '2026-11-01T00:00:00.000Z',
                }),
                milestones: [milestone({ ...MILESTONES[0]!, status: 4 })],
              },
            ],
          }),
        'GET /users/{id}': ({ params }: StubRequest) =>
          ok(aPublicProfile({ userId: params.id ?? '', name: 'Cora Customer', roles: 3 })),
      },
    });
    const current = await screen.findByRole('region', { name: 'In progress' });
    expect(stub.callsTo(CONTRACTS)[0]?.body).toEqual({ includeEnded: true });
    expect(within(current).getByRole('heading', { name: 'Booking website' })).toBeVisible();
    expect(within(current).getByText(/hired on 21 Nov 2026/)).toBeVisible();
    expect(within(current).getByText(/Customer: Cora Customer/)).toBeVisible();
    // One look-up per customer, even with two contracts of the same customer.
    expect(stub.callsTo('GET /users/{id}').map((call) => call.params.id)).toEqual(['cu-1']);
    const table = within(current).getByRole('table', { name: 'Milestones of Booking website' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('Pending')).toBeVisible();
    expect(
      within(current).getByRole('link', { name: 'Message the customer about Booking website' }),
    ).toHaveAttribute('href', '/freelancer/inbox?customerId=cu-1&jobId=job-1');

    const ended = screen.getByRole('region', { name: 'Ended' });
    expect(within(ended).getByText('Signed off')).toBeVisible();
    expect(within(ended).getByText(/Ended on 1 Nov 2026/)).toBeVisible();
    // An ended contract has nobody waiting for a message, and nothing waits for the freelancer.
    expect(within(ended).queryByRole('link', { name: /Message/ })).not.toBeInTheDocument();
    expect(within(ended).queryByText(/to submit|Nothing waits/)).not.toBeInTheDocument();
  });

  it('says what waits for the freelancer on each contract and links to its contract view', async () => {
    await renderArea({
      path: '/freelancer/manage',
      user: aFreelancerUser(),
      routes: {
        [CONTRACTS]: () =>
          ok({
            contracts: [
              contract(),
              {
                ...contract({ jobID: 'job-2', title: 'Logo design' }),
                milestones: [milestone({ ...MILESTONES[0]!, status: 3 })],
              },
            ],
          }),
      },
    });
    const current = await screen.findByRole('region', { name: 'In progress' });
    const [booking, logo] = within(current).getAllByRole('listitem');
    // Kick-off is paid: its work is the freelancer's to deliver.
    expect(within(booking!).getByText('Work to submit on 1 milestone')).toBeVisible();
    expect(within(booking!).getByRole('link', { name: 'Booking website' })).toHaveAttribute(
      'href',
      '/freelancer/manage/job-1',
    );
    // Submitted work waits for the customer, not for the freelancer.
    expect(within(logo!).getByText('Nothing waits for you')).toBeVisible();
    expect(within(logo!).getByRole('link', { name: 'Logo design' })).toHaveAttribute(
      'href',
      '/freelancer/manage/job-2',
    );
  });

  it('offers a video call about a current contract while video calls are on', async () => {
    await renderArea({
      path: '/freelancer/manage',
      user: aFreelancerUser(),
      features: { videoChat: true },
      routes: {
        [CONTRACTS]: () =>
          ok({ contracts: [contract(), contract({ jobID: 'job-9', jobStatus: 'ENDED' })] }),
      },
    });
    const current = await screen.findByRole('region', { name: 'In progress' });
    expect(
      within(current).getByRole('link', { name: 'Start a video call about Booking website' }),
    ).toHaveAttribute('href', '/freelancer/meet?jobId=job-1');
    const ended = screen.getByRole('region', { name: 'Ended' });
    expect(within(ended).queryByRole('link', { name: /video call/ })).not.toBeInTheDocument();
  });

  it('hides the Message link when messaging is not available', async () => {
    await renderArea({
      path: '/freelancer/manage',
      user: aFreelancerUser(),
      enabledRemotes: ['mf_contracts_payments'],
      routes: { [CONTRACTS]: () => ok({ contracts: [contract()] }) },
    });
    expect(await screen.findByRole('heading', { name: 'Booking website' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Message/ })).not.toBeInTheDocument();
    // The customer's profile could not be read (no GET /users/{id} here): the name is left out.
    expect(screen.queryByText(/Customer:/)).not.toBeInTheDocument();
  });

  it('shows an empty state that leads to job search, in Ukrainian too', async () => {
    await renderArea({
      path: '/freelancer/manage',
      user: aFreelancerUser(),
      lng: 'ua',
      routes: { [CONTRACTS]: () => ok({ contracts: [] }) },
    });
    expect(await screen.findByRole('heading', { name: 'Поточних робіт немає' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Шукати роботу' })).toHaveAttribute(
      'href',
      '/freelancer/search-jobs',
    );
  });

  it('shows a load failure', async () => {
    await renderArea({
      path: '/freelancer/manage',
      user: aFreelancerUser(),
      routes: { [CONTRACTS]: () => apiError(500, 'boom') },
    });
    expect(await screen.findByText('Your contracts could not be loaded')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
