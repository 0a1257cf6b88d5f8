import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLES, type Review, type SessionUser, type UserReviews } from '@mp/contracts';
import { createStageI18n, RemoteStage } from '@mp/remote-kit';
import {
  aCustomerUser,
  aFreelancerUser,
  apiStub,
  aPublicProfile,
  ok,
  SERVICES,
  SKILLS,
  type StubHandler,
} from '@mp/test-kit';
import { ProfileApp } from '../../exposed/App';

const REVIEWS = 'GET /reviews/users/{userId}';

function review(overrides: Partial<Review> = {}): Review {
  return {
    reviewId: 'rv-1',
    jobId: 'job-1',
    author: { userId: 'cu-1', name: 'Cora Customer', username: 'cora', profilePicture: null },
    subjectId: 'fl-1',
    stars: 4,
    text: 'Lovely photos',
    createdAt: '2026-11-20T10:00:00.000Z',
    publishedAt: '2026-11-21T10:00:00.000Z',
    published: true,
    reply: null,
    hidden: null,
    ...overrides,
  };
}

function page(reviews: Review[], average: number | null = 4): UserReviews {
  return { summary: { average, count: reviews.length }, reviews, more: false };
}

async function renderProfile(user: SessionUser | null, routes: Record<string, StubHandler>) {
  const stub = apiStub(
    {
      'GET /services': () => ok(SERVICES),
      'GET /skills': () => ok(SKILLS),
      'GET /public/username/{username}': () => ok(aPublicProfile()),
      'GET /apis/actions/activity-posts': () => ok({ items: [] }),
      'POST /freelancers/view_profile': () => ok({ counted: true }),
      ...routes,
    },
    { signer: user === null ? null : undefined },
  );
  render(
    <RemoteStage
      App={ProfileApp}
      i18n={await createStageI18n('en', ProfileApp)}
      path="/freelancer/profile/finn"
      user={user}
      http={stub.http}
    />,
  );
  return stub;
}

it('shows the average, and each review with its author, stars, date and reply', async () => {
  const stub = await renderProfile(null, {
    [REVIEWS]: () =>
      ok(page([review({ reply: { text: 'Thanks Cora', repliedAt: '2026-11-22T10:00:00.000Z' } })])),
  });
  const region = await screen.findByRole('region', { name: 'Reviews' });
  expect(
    await within(region).findByRole('img', { name: '4 out of 5 from 1 review' }),
  ).toBeVisible();
  expect(stub.callsTo(REVIEWS)[0]?.params).toEqual({ userId: 'fl-1' });
  const item = within(region).getByRole('article', { name: 'Cora Customer' });
  expect(within(item).getByRole('img', { name: 'Rating: 4 out of 5' })).toBeVisible();
  expect(within(item).getByText('21 Nov 2026')).toBeVisible();
  expect(within(item).getByText('Lovely photos')).toBeVisible();
  expect(within(item).getByText('Thanks Cora')).toBeVisible();
  expect(within(item).queryByRole('button')).not.toBeInTheDocument();
});

it('says when there are no reviews yet', async () => {
  await renderProfile(aCustomerUser(), { [REVIEWS]: () => ok(page([], null)) });
  expect(await screen.findByText('No reviews yet.')).toBeVisible();
});

it('lets the reviewed freelancer reply once, naming an empty reply', async () => {
  const user = userEvent.setup();
  let answer = page([review()]);
  const stub = await renderProfile(aFreelancerUser(), {
    [REVIEWS]: () => ok(answer),
    'POST /reviews/{reviewId}/reply': () => {
      answer = page([
        review({ reply: { text: 'Thank you', repliedAt: '2026-11-22T10:00:00.000Z' } }),
      ]);
      return ok(answer.reviews[0]);
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Reply to this review' }));
  await user.click(screen.getByRole('button', { name: 'Post reply' }));
  expect(screen.getByText('Write your reply')).toBeVisible();
  await user.type(screen.getByRole('textbox', { name: /Your reply/ }), 'Thank you');
  await user.click(screen.getByRole('button', { name: 'Post reply' }));
  await waitFor(() => expect(stub.callsTo('POST /reviews/{reviewId}/reply')).toHaveLength(1));
  expect(stub.callsTo('POST /reviews/{reviewId}/reply')[0]?.body).toEqual({ text: 'Thank you' });
  expect(await screen.findByText('Thank you')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Reply to this review' })).not.toBeInTheDocument();
});

it('lets an administrator hide a review with a reason, then shows it marked hidden', async () => {
  const user = userEvent.setup();
  let answer = page([review()]);
  const stub = await renderProfile(aCustomerUser({ id: 'ad-1', role: ROLES.administrator }), {
    [REVIEWS]: () => ok(answer),
    'POST /reviews/{reviewId}/hide': () => {
      const hidden = review({ hidden: { hiddenAt: '2026-11-23T10:00:00.000Z', reason: 'Abuse' } });
      answer = page([hidden], null);
      return ok(hidden);
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Hide this review' }));
  await user.type(screen.getByRole('textbox', { name: /Why is it hidden/ }), 'Abuse');
  await user.click(screen.getByRole('button', { name: 'Hide review' }));
  expect(await screen.findByText('Hidden by an administrator: Abuse')).toBeVisible();
  expect(stub.callsTo('POST /reviews/{reviewId}/hide')[0]?.body).toEqual({ reason: 'Abuse' });
});
