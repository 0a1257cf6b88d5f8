import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActivityPost, SessionUser } from '@mp/contracts';
import { createStageI18n, RemoteStage } from '@mp/remote-kit';
import {
  aCustomerUser,
  aFreelancerUser,
  apiError,
  apiStub,
  aPublicProfile,
  FIXTURE_TIME,
  ok,
  SERVICES,
  SKILLS,
  type StubHandler,
} from '@mp/test-kit';
import { ProfileApp } from '../../exposed/App';

beforeAll(() => import('../public-profile/PublicProfileScreen'));

const FEED = 'GET /apis/actions/activity-posts';
const POST = 'POST /apis/actions/activity-posts';
const EDIT = 'PUT /apis/actions/activity-posts/{postId}';
const DELETE = 'DELETE /apis/actions/activity-posts/{postId}';

function aPost(postId: string, content: string): ActivityPost {
  return {
    postId,
    author: { userId: 'fl-1', name: 'Finn Freelancer', username: 'finn', profilePicture: null },
    content,
    contactMasked: false,
    createdAt: FIXTURE_TIME,
    editedAt: null,
  };
}

async function renderProfile(user: SessionUser | null, routes: Record<string, StubHandler>) {
  const stub = apiStub({
    'GET /services': () => ok(SERVICES),
    'GET /skills': () => ok(SKILLS),
    'GET /freelancer/portfolio': () => ok({ items: [] }),
    'GET /public/username/{username}': () => ok(aPublicProfile()),
    'GET /reviews/users/{userId}': () =>
      ok({ summary: { average: null, count: 0 }, reviews: [], more: false }),
    ...routes,
  });
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

/** A feed kept in memory, as the API keeps it: newest first, edits and deletes by id. */
function feedRoutes(initial: ActivityPost[] = []) {
  let posts = [...initial];
  return {
    [FEED]: () => ok({ items: posts }),
    [POST]: ({ body }) => {
      const saved = aPost(`p-${posts.length + 1}`, (body as { content: string }).content);
      posts = [saved, ...posts];
      return ok({ post: saved }, 201);
    },
    [EDIT]: ({ params, body }) => {
      const content = (body as { content: string }).content;
      posts = posts.map((post) =>
        post.postId === params.postId ? { ...post, content, editedAt: FIXTURE_TIME } : post,
      );
      return ok({ post: posts.find((post) => post.postId === params.postId) });
    },
    [DELETE]: ({ params }) => {
      posts = posts.filter((post) => post.postId !== params.postId);
      return ok({ postId: params.postId, deleted: true });
    },
  } satisfies Record<string, StubHandler>;
}

it('lets the owner post; only http(s) addresses become links and markup stays text', async () => {
  const stub = await renderProfile(aFreelancerUser(), feedRoutes());
  expect(await screen.findByText('You have not posted yet')).toBeVisible();
  const field = screen.getByLabelText('Share news about your work');
  await userEvent.type(
    field,
    'New site https://bakery.example/menu. <b>Bold</b> javascript:alert(1) ftp://files.example',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Post' }));

  const feed = await screen.findByRole('list', { name: 'Activity' });
  const links = within(feed).getAllByRole('link');
  expect(links).toHaveLength(1);
  expect(links[0]).toHaveAttribute('href', 'https://bakery.example/menu');
  expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  expect(within(feed).getByText(/<b>Bold<\/b> javascript:alert\(1\)/)).toBeVisible();
  expect(feed.querySelector('b')).toBeNull();
  expect(stub.callsTo(POST)[0]?.body).toEqual({
    content:
      'New site https://bakery.example/menu. <b>Bold</b> javascript:alert(1) ftp://files.example',
  });
  expect(field).toHaveValue('');
});

it('lets the owner edit and delete a post', async () => {
  const stub = await renderProfile(aFreelancerUser(), feedRoutes([aPost('p-1', 'First news')]));
  const feed = await screen.findByRole('list', { name: 'Activity' });
  await userEvent.click(within(feed).getByRole('button', { name: 'Edit' }));
  const editor = screen.getByLabelText('Edit your post');
  await userEvent.clear(editor);
  await userEvent.type(editor, 'Better news');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await within(feed).findByText('Better news')).toBeVisible();
  expect(within(feed).getByText(/edited/)).toBeVisible();
  expect(stub.callsTo(EDIT)[0]?.params).toEqual({ postId: 'p-1' });

  await userEvent.click(within(feed).getByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete this post?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('You have not posted yet')).toBeVisible();
  expect(stub.callsTo(DELETE)).toHaveLength(1);
});

it('warns about contact details and posts after "Post anyway"', async () => {
  let warned = false;
  const routes = feedRoutes();
  const stub = await renderProfile(aFreelancerUser(), {
    ...routes,
    [POST]: (request) => {
      if (!warned) {
        warned = true;
        return apiError(
          422,
          'Please do not include contact info.',
          [{ path: 'body.content', message: 'Contains an e-mail address' }],
          'CONTACT_INFO_DETECTED',
        );
      }
      return routes[POST](request);
    },
  });
  await userEvent.type(
    await screen.findByLabelText('Share news about your work'),
    'Mail me: finn@example.com',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Post' }));
  expect(await screen.findByText('Please do not include contact info.')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Post anyway' }));
  expect(await screen.findByText('Mail me: finn@example.com')).toBeVisible();
  expect(stub.callsTo(POST)[1]?.body).toEqual({
    content: 'Mail me: finn@example.com',
    contactWarningAcknowledged: true,
  });
});

it('shows a customer the feed without editing, and pages to older posts', async () => {
  const stub = await renderProfile(aCustomerUser(), {
    [FEED]: ({ query }) =>
      query.get('cursor') === 'page-2'
        ? ok({ items: [aPost('p-1', 'Older news')] })
        : ok({ items: [aPost('p-2', 'Newest news')], cursor: 'page-2' }),
  });
  const feed = await screen.findByRole('list', { name: 'Activity' });
  expect(within(feed).getByText('Newest news')).toBeVisible();
  expect(screen.queryByLabelText('Share news about your work')).toBeNull();
  expect(within(feed).queryByRole('button', { name: 'Edit' })).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Show older posts' }));
  expect(await within(feed).findByText('Older news')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Show older posts' })).toBeNull();
  expect(stub.callsTo(FEED)[0]?.query.get('userId')).toBe('fl-1');
});

it('says when a freelancer has not posted', async () => {
  await renderProfile(null, { [FEED]: () => ok({ items: [] }) });
  expect(await screen.findByText('No posts yet')).toBeVisible();
  await waitFor(() => expect(screen.queryByLabelText('Share news about your work')).toBeNull());
});

it('says when the posts could not be loaded, and loads them again on request', async () => {
  let failing = true;
  await renderProfile(aCustomerUser(), {
    [FEED]: () =>
      failing ? apiError(500, 'boom', [], 'INTERNAL_ERROR') : ok({ items: [aPost('p-1', 'Back')] }),
  });
  expect(await screen.findByText('The posts could not be loaded')).toBeVisible();
  failing = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Back')).toBeVisible();
});
