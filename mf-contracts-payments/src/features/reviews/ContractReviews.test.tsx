import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContractReviews, Review } from '@mp/contracts';
import { aCustomerUser, ok } from '@mp/test-kit';
import { job, renderArea } from '../contract/test-support';
import { workRoutes } from '../milestones/test-support';

const PATH = '/customer/contract/job-1?mode=overview';
const DETAILS = 'POST /jobs/get_jobs_with_freelancer_details';
const REVIEWS = 'GET /reviews/contracts/{jobId}';
const ENDED = job({ jobStatus: 'ENDED', closedAt: '2026-11-23T04:00:00.000Z' });
const WORK = workRoutes({ milestones: [], recurring: [], events: [] });
const FINN = { userId: 'fl-1', name: 'Finn Freelancer', username: 'finn', profilePicture: null };

function review(overrides: Partial<Review> = {}): Review {
  return {
    reviewId: 'rv-1',
    jobId: 'job-1',
    author: { userId: 'cu-1', name: 'Cora Customer', username: 'cora', profilePicture: null },
    subjectId: 'fl-1',
    stars: 4,
    text: 'Great work',
    createdAt: '2026-11-24T10:00:00.000Z',
    publishedAt: '2026-12-07T04:00:00.000Z',
    published: false,
    reply: null,
    hidden: null,
    ...overrides,
  };
}

function reviews(
  overrides: Partial<ContractReviews['counterparts'][number]> = {},
): ContractReviews {
  return {
    jobId: 'job-1',
    endedAt: '2026-11-23T04:00:00.000Z',
    windowClosesAt: '2026-12-07T04:00:00.000Z',
    windowOpen: true,
    booking: null,
    counterparts: [{ person: FINN, mine: null, theirsWritten: false, theirs: null, ...overrides }],
  };
}

it('rates the freelancer with a keyboard star group and names the missing fields', async () => {
  const user = userEvent.setup();
  let answer = reviews();
  const stub = await renderArea({
    path: PATH,
    user: aCustomerUser(),
    routes: {
      [DETAILS]: () => ok({ jobs: [ENDED], freelancers: {} }),
      [REVIEWS]: () => ok(answer),
      'POST /reviews': () => {
        answer = reviews({ mine: review() });
        return ok(review());
      },
      ...WORK,
    },
  });
  expect(await screen.findByRole('status', { name: 'Loading the reviews' })).toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: 'Rate and review Finn Freelancer' }));
  const dialog = await screen.findByRole('dialog', { name: 'Rate and review Finn Freelancer' });
  await user.click(within(dialog).getByRole('button', { name: 'Publish review' }));
  expect(within(dialog).getByText('Choose from 1 to 5 stars')).toBeVisible();
  expect(within(dialog).getByText('Write a few words about working together')).toBeVisible();
  expect(stub.callsTo('POST /reviews')).toHaveLength(0);

  // Keyboard: focus the group, arrows move the choice.
  await user.click(within(dialog).getByRole('radio', { name: 'Rating: 2 out of 5' }));
  await user.keyboard('{ArrowRight}{ArrowRight}');
  expect(within(dialog).getByRole('radio', { name: 'Rating: 4 out of 5' })).toBeChecked();
  await user.type(within(dialog).getByRole('textbox', { name: /Your review/ }), ' Great work ');
  await user.click(within(dialog).getByRole('button', { name: 'Publish review' }));
  await waitFor(() => expect(stub.callsTo('POST /reviews')).toHaveLength(1));
  expect(stub.callsTo('POST /reviews')[0]?.body).toEqual({
    jobId: 'job-1',
    subjectId: 'fl-1',
    stars: 4,
    text: 'Great work',
  });
  expect(await screen.findByText(/Your review is waiting for the other party/)).toBeVisible();
  expect(screen.getByRole('img', { name: 'Rating: 4 out of 5' })).toBeVisible();
});

it("shows the other party's published review with its reply", async () => {
  await renderArea({
    path: PATH,
    user: aCustomerUser(),
    routes: {
      [DETAILS]: () => ok({ jobs: [ENDED], freelancers: {} }),
      [REVIEWS]: () =>
        ok(
          reviews({
            mine: review({ published: true }),
            theirsWritten: true,
            theirs: review({
              reviewId: 'rv-2',
              author: FINN,
              subjectId: 'cu-1',
              stars: 5,
              text: 'Clear brief',
              published: true,
              reply: { text: 'Thank you', repliedAt: '2026-11-25T10:00:00.000Z' },
            }),
          }),
        ),
      ...WORK,
    },
  });
  const theirs = (await screen.findByText('Clear brief')).closest('article') as HTMLElement;
  expect(within(theirs).getByText('Finn Freelancer')).toBeVisible();
  expect(within(theirs).getByRole('img', { name: 'Rating: 5 out of 5' })).toBeVisible();
  expect(within(theirs).getByText('24 Nov 2026')).toBeVisible();
  expect(within(theirs).getByText('Thank you')).toBeVisible();
  expect(screen.queryByRole('button', { name: /Rate and review/ })).not.toBeInTheDocument();
});

it('says when the window closed without a review, and when theirs is waiting', async () => {
  await renderArea({
    path: PATH,
    user: aCustomerUser(),
    routes: {
      [DETAILS]: () => ok({ jobs: [ENDED], freelancers: {} }),
      [REVIEWS]: () => ok({ ...reviews({ theirsWritten: true }), windowOpen: false }),
      ...WORK,
    },
  });
  expect(
    await screen.findByText('You did not write a review within the review window.'),
  ).toBeVisible();
  expect(screen.getByText(/Finn Freelancer has written a review of you/)).toBeVisible();
});

it('says a cancelled booking is not reviewed, and offers no review', async () => {
  await renderArea({
    path: PATH,
    user: aCustomerUser(),
    routes: {
      [DETAILS]: () =>
        ok({
          jobs: [job({ jobStatus: 'USER_CLOSED', closedAt: '2026-11-23T04:00:00.000Z' })],
          freelancers: {},
        }),
      [REVIEWS]: () =>
        ok({
          ...reviews(),
          endedAt: null,
          windowClosesAt: null,
          windowOpen: false,
          booking: { bookingId: 'b-1', status: 'cancelled' },
        }),
      ...WORK,
    },
  });
  expect(
    await screen.findByText(
      'This booking was cancelled, so it is not reviewed: only completed bookings are.',
    ),
  ).toBeVisible();
  expect(screen.queryByRole('button', { name: /Rate and review/ })).not.toBeInTheDocument();
  expect(screen.queryByText(/did not write a review/)).not.toBeInTheDocument();
});

it('rates the seller of a completed booking from the anchored reviews card', async () => {
  await renderArea({
    path: PATH,
    user: aCustomerUser(),
    routes: {
      [DETAILS]: () => ok({ jobs: [ENDED], freelancers: {} }),
      [REVIEWS]: () => ok({ ...reviews(), booking: { bookingId: 'b-1', status: 'completed' } }),
      ...WORK,
    },
  });
  const rate = await screen.findByRole('button', { name: 'Rate and review Finn Freelancer' });
  const card = document.getElementById('reviews');
  expect(card).toHaveAccessibleName('Reviews');
  expect(card).toContainElement(rate);
});
