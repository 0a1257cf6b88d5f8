import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCustomerUser, apiError, ok } from '@mp/test-kit';
import { aMilestone, workRoutes } from '../milestones/test-support';
import { job, renderArea } from './test-support';

const PATH = '/customer/contract/job-1?mode=overview';
const DETAILS = 'POST /jobs/get_jobs_with_freelancer_details';

/** The hired freelancer's contract as GET /jobs/{jobId}/milestones answers it (minor units). */
const WORK = workRoutes({
  milestones: [
    aMilestone(),
    aMilestone({ milestoneId: 'ms-2', title: 'Build', amount: 70000, dueDate: null, status: 0 }),
    aMilestone({ milestoneId: 'ms-3', title: 'Kick-off', amount: 5000, dueDate: null, status: 2 }),
  ],
  recurring: [],
  events: [],
});

it('shows the job, the hired freelancer, the milestones and the totals', async () => {
  const stub = await renderArea({
    path: PATH,
    user: aCustomerUser(),
    routes: { [DETAILS]: () => ok({ jobs: [job()], freelancers: {} }), ...WORK },
  });
  // The screen's own code loads first (a chunk of its own), then its data.
  expect(screen.getByRole('status', { name: /^Loading the (page|contract)$/ })).toBeInTheDocument();
  const jobCard = await screen.findByRole('region', { name: 'Booking website' });
  expect(stub.callsTo(DETAILS)[0]?.body).toEqual({ jobId: 'job-1' });
  expect(within(jobCard).getByText('In contract')).toBeVisible();
  expect(within(jobCard).getByText('£1,500.00')).toBeVisible();
  expect(within(jobCard).getByText('Pay by task')).toBeVisible();

  // Only the accepted proposal's freelancer is shown, linked to the public profile.
  const link = screen.getByRole('link', { name: 'Finn Freelancer' });
  expect(link).toHaveAttribute('href', '/freelancer/profile/finn');
  expect(screen.queryByText('Other Applicant')).not.toBeInTheDocument();
  const card = screen.getByRole('region', { name: 'Finn Freelancer' });
  expect(within(card).getByText(/hired on 21 Nov 2026/)).toBeVisible();

  // Their contract's milestones, read for that freelancer.
  const items = await within(card).findAllByRole('article');
  expect(stub.callsTo('GET /jobs/{jobId}/milestones')[0]?.query.get('freelancerId')).toBe('fl-1');
  expect(
    items.map((item) =>
      within(item)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ),
  ).toEqual([
    ['£300.00', '1 Dec 2026'],
    ['£700.00', 'No due date'],
    ['£50.00', 'No due date'],
  ]);
  expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
    'Design',
    'Build',
    'Kick-off',
  ]);
  expect(within(items[0] as HTMLElement).getByText('Waiting for payment')).toBeVisible();
  expect(within(items[1] as HTMLElement).getByText('Proposed')).toBeVisible();
  expect(within(items[2] as HTMLElement).getByText('Paid, in progress')).toBeVisible();
  const totals = within(card).getByRole('group', { name: 'Money on this contract' });
  expect(
    Object.fromEntries(
      within(totals)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    ),
  ).toEqual({ Paid: '£50.00', 'In escrow': '£50.00', Due: '£300.00' });

  expect(
    within(card).getByRole('link', { name: 'Message Finn Freelancer about this job' }),
  ).toHaveAttribute('href', '/customer/inbox?freelancerId=fl-1&jobId=job-1');
});

it('hides the Message link when messaging is off for the tenant, and translates the page', async () => {
  await renderArea({
    path: PATH,
    user: aCustomerUser(),
    lng: 'de',
    enabledRemotes: ['mf_contracts_payments'],
    routes: { [DETAILS]: () => ok({ jobs: [job()], freelancers: {} }), ...WORK },
  });
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Vertragsübersicht');
  const card = await screen.findByRole('region', { name: 'Finn Freelancer' });
  expect(await within(card).findByText('Wartet auf Zahlung')).toBeVisible();
  expect(screen.getByText('VERTRAGSART')).toBeVisible();
  // Amounts in German: the tenant's sign after the number, with German separators.
  expect(within(card).getByText(/^700,00\s£$/)).toBeVisible();
  expect(within(card).queryByRole('link', { name: /Nachricht/ })).not.toBeInTheDocument();
});

it('shows a not-found state for a job that is unknown or another customer’s (404)', async () => {
  await renderArea({
    path: PATH,
    user: aCustomerUser(),
    routes: { [DETAILS]: () => apiError(404, 'Job not found') },
  });
  expect(await screen.findByRole('heading', { name: 'Contract not found' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Back to your contracts' })).toHaveAttribute(
    'href',
    '/customer/manage',
  );
});

it('shows a load failure with a retry that loads again', async () => {
  let fail = true;
  const stub = await renderArea({
    path: PATH,
    user: aCustomerUser(),
    routes: {
      [DETAILS]: () => (fail ? apiError(500, 'boom') : ok({ jobs: [job()], freelancers: {} })),
    },
  });
  expect(await screen.findByText('The contract could not be loaded')).toBeVisible();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('region', { name: 'Finn Freelancer' })).toBeVisible();
  expect(stub.callsTo(DETAILS)).toHaveLength(2);
});

it('ends the contract after confirming, and shows the job as ended', async () => {
  const stub = await renderArea({
    path: PATH,
    user: aCustomerUser(),
    routes: {
      [DETAILS]: () => ok({ jobs: [job()], freelancers: {} }),
      'POST /jobs/{id}/end': () =>
        ok(job({ jobStatus: 'ENDED', found: true, closedAt: '2026-11-23T04:00:00.000Z' })),
    },
  });
  await userEvent.click(await screen.findByRole('button', { name: 'End contract' }));
  const dialog = screen.getByRole('dialog', { name: 'End this contract?' });
  // Keeping the contract calls nothing.
  await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the contract' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(stub.callsTo('POST /jobs/{id}/end')).toHaveLength(0);

  await userEvent.click(screen.getByRole('button', { name: 'End contract' }));
  await userEvent.click(
    within(screen.getByRole('dialog')).getByRole('button', { name: 'End contract' }),
  );
  expect(await screen.findByText('The contract has ended.')).toBeVisible();
  expect(stub.callsTo('POST /jobs/{id}/end')[0]?.params).toEqual({ id: 'job-1' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  const jobCard = screen.getByRole('region', { name: 'Booking website' });
  expect(within(jobCard).getByText('Ended')).toBeVisible();
  expect(within(jobCard).getByText('23 Nov 2026')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'End contract' })).not.toBeInTheDocument();
});

it('shows why the API refused to end the contract (409)', async () => {
  const reason = 'Cannot close the job: milestones Design are paid, completed or awaiting payment';
  await renderArea({
    path: PATH,
    user: aCustomerUser(),
    routes: {
      [DETAILS]: () => ok({ jobs: [job()], freelancers: {} }),
      'POST /jobs/{id}/end': () => apiError(409, reason),
    },
  });
  await userEvent.click(await screen.findByRole('button', { name: 'End contract' }));
  const dialog = screen.getByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'End contract' }));
  const alert = await within(dialog).findByRole('alert');
  expect(alert).toHaveTextContent('The contract could not be ended');
  expect(alert).toHaveTextContent(reason);
  await waitFor(() =>
    expect(within(dialog).getByRole('button', { name: 'End contract' })).toBeEnabled(),
  );
});

it('offers no end action while nobody is hired', async () => {
  await renderArea({
    path: PATH,
    user: aCustomerUser(),
    routes: {
      [DETAILS]: () =>
        ok({ jobs: [job({ jobStatus: 'IN_DISCUSSION', freelancers: [] })], freelancers: {} }),
    },
  });
  expect(await screen.findByText(/Nobody is hired on this job yet/)).toBeVisible();
  expect(screen.queryByRole('button', { name: 'End contract' })).not.toBeInTheDocument();
});

it('offers a video call about the contract while video calls are on', async () => {
  await renderArea({
    path: PATH,
    user: aCustomerUser(),
    features: { videoChat: true },
    routes: { [DETAILS]: () => ok({ jobs: [job()], freelancers: {} }) },
  });
  expect(
    await screen.findByRole('link', { name: 'Start a video call about Booking website' }),
  ).toHaveAttribute('href', '/customer/meet?jobId=job-1');
});

it('offers no video call while video calls are off', async () => {
  await renderArea({
    path: PATH,
    user: aCustomerUser(),
    routes: { [DETAILS]: () => ok({ jobs: [job()], freelancers: {} }) },
  });
  await screen.findByRole('region', { name: 'Booking website' });
  expect(screen.queryByRole('link', { name: /video call/i })).not.toBeInTheDocument();
});
