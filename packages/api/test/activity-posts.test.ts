/**
 * Activity posts (docs/users.md#activity-posts): freelancers post, edit and delete their own;
 * anyone reads a user's feed newest first, a page at a time; contact details are guarded.
 */
import {
  ACTIVITY_POST_MAX_LENGTH,
  ACTIVITY_POST_PAGE_SIZE,
  CONTACT_MASK,
  type ActivityPostsPage,
  type FlaggedContentPage,
  type SavedActivityPost,
  type SeededAccount,
} from '@mp/contracts';
import { account, accounts, call, setUpTestApi } from './harness';
import { expectStatus } from './proposals-support';

const { freelancer, agencyFreelancer, customer, admin, acmeFreelancer } = accounts;
const acmeAdmin = account('acme', 'admin');
const api = setUpTestApi();

type ErrorBody = { code: string; fields?: { path: string; message: string }[] };
const URL = '/apis/actions/activity-posts';

function post(who: SeededAccount, body: unknown) {
  return call(api, { method: 'POST', url: URL, tenant: who.tenantId, user: who.userId, body });
}

function edit(who: SeededAccount, postId: string, body: unknown) {
  return call(api, {
    method: 'PUT',
    url: `${URL}/${postId}`,
    tenant: who.tenantId,
    user: who.userId,
    body,
  });
}

function remove(who: SeededAccount, postId: string) {
  return call(api, {
    method: 'DELETE',
    url: `${URL}/${postId}`,
    tenant: who.tenantId,
    user: who.userId,
  });
}

function feed(userId: string, options: { cursor?: string; tenant?: string; viewer?: string } = {}) {
  const query = new URLSearchParams({ userId });
  if (options.cursor !== undefined) query.set('cursor', options.cursor);
  return call(api, {
    method: 'GET',
    url: `${URL}?${query.toString()}`,
    tenant: options.tenant ?? 'demo',
    user: options.viewer ?? null,
  });
}

async function created(who: SeededAccount, content: string): Promise<SavedActivityPost> {
  return expectStatus(await post(who, { content }), 201).json<SavedActivityPost>();
}

const fieldsOf = (body: string) =>
  (JSON.parse(body) as ErrorBody).fields?.map((field) => field.path) ?? [];

describe('posting and reading a feed', () => {
  it("lets a freelancer post, and anyone read it on the freelancer's feed", async () => {
    const { post: saved, contactGuard } = await created(
      freelancer,
      '  Finished a brand refresh for a bakery.  ',
    );
    expect(contactGuard).toBeUndefined();
    expect(saved).toMatchObject({
      content: 'Finished a brand refresh for a bakery.',
      contactMasked: false,
      editedAt: null,
      author: { userId: freelancer.userId, name: expect.any(String) },
    });
    const signedOut = expectStatus(await feed(freelancer.userId), 200).json<ActivityPostsPage>();
    expect(signedOut.items[0]).toEqual(saved);
    const asCustomer = await feed(freelancer.userId, { viewer: customer.userId });
    expect(asCustomer.json<ActivityPostsPage>().items[0]).toEqual(saved);
  });

  it('pages newest first with a cursor, without repeating or skipping a post', async () => {
    const contents = Array.from({ length: ACTIVITY_POST_PAGE_SIZE + 3 }, (_, i) => `Post ${i}`);
    for (const content of contents) await created(agencyFreelancer, content);
    const first = expectStatus(await feed(agencyFreelancer.userId), 200).json<ActivityPostsPage>();
    expect(first.items).toHaveLength(ACTIVITY_POST_PAGE_SIZE);
    expect(first.items[0]?.content).toBe(`Post ${contents.length - 1}`);
    expect(first.cursor).toEqual(expect.any(String));
    const second = expectStatus(
      await feed(agencyFreelancer.userId, { cursor: first.cursor }),
      200,
    ).json<ActivityPostsPage>();
    expect(second.cursor).toBeUndefined();
    const read = [...first.items, ...second.items].map((item) => item.content);
    expect(read).toEqual([...contents].reverse());
  });

  it('answers an empty feed for a user without posts', async () => {
    const page = expectStatus(await feed(customer.userId), 200).json<ActivityPostsPage>();
    expect(page).toEqual({ items: [] });
  });
});

describe('editing and deleting', () => {
  it('lets the author edit and delete their post, and nobody else', async () => {
    const { post: saved } = await created(freelancer, 'A first draft of news');
    const edited = expectStatus(
      await edit(freelancer, saved.postId, { content: 'News, edited' }),
      200,
    ).json<SavedActivityPost>();
    expect(edited.post).toMatchObject({ postId: saved.postId, content: 'News, edited' });
    expect(edited.post.editedAt).toEqual(expect.any(String));

    const foreignEdit = await edit(agencyFreelancer, saved.postId, { content: 'Hijacked' });
    expect(foreignEdit.statusCode).toBe(404);
    expect(foreignEdit.json<ErrorBody>().code).toBe('ACTIVITY_POST_NOT_FOUND');
    expect((await remove(agencyFreelancer, saved.postId)).statusCode).toBe(404);
    for (const role of [customer, admin]) {
      const refused = await edit(role, saved.postId, { content: 'Hijacked' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json<ErrorBody>().code).toBe('FORBIDDEN_ROLE');
      expect((await remove(role, saved.postId)).statusCode).toBe(403);
    }
    const otherTenant = await edit(acmeFreelancer, saved.postId, { content: 'Hijacked' });
    expect(otherTenant.statusCode).toBe(404);
    expect((await remove(acmeFreelancer, saved.postId)).statusCode).toBe(404);

    const kept = (await feed(freelancer.userId)).json<ActivityPostsPage>().items;
    expect(kept.find((item) => item.postId === saved.postId)?.content).toBe('News, edited');

    expect(expectStatus(await remove(freelancer, saved.postId), 200).json()).toEqual({
      postId: saved.postId,
      deleted: true,
    });
    const after = (await feed(freelancer.userId)).json<ActivityPostsPage>().items;
    expect(after.some((item) => item.postId === saved.postId)).toBe(false);
    const again = await remove(freelancer, saved.postId);
    expect(again.statusCode).toBe(404);
    expect(again.json<ErrorBody>().code).toBe('ACTIVITY_POST_NOT_FOUND');
  });
});

describe('who may post', () => {
  it('refuses customers, administrators and signed-out callers', async () => {
    for (const role of [customer, admin]) {
      const refused = await post(role, { content: 'Hello' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json<ErrorBody>().code).toBe('FORBIDDEN_ROLE');
    }
    const anonymous = await call(api, { method: 'POST', url: URL, body: { content: 'Hello' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it("never shows another tenant's feed", async () => {
    await created(acmeFreelancer, 'Only for acme');
    const crossed = await feed(acmeFreelancer.userId, { tenant: 'demo' });
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json<ErrorBody>().code).toBe('USER_NOT_FOUND');
    const own = (await feed(acmeFreelancer.userId, { tenant: 'acme' })).json<ActivityPostsPage>();
    expect(own.items.map((item) => item.content)).toContain('Only for acme');
  });
});

describe('bad input', () => {
  it.each([
    ['an empty post', { content: '   ' }, 'body.content'],
    ['a post too long', { content: 'x'.repeat(ACTIVITY_POST_MAX_LENGTH + 1) }, 'body.content'],
    ['a post that is not text', { content: 42 }, 'body.content'],
    ['no content', {}, 'body.content'],
  ])('refuses %s naming the field', async (_, body, field) => {
    const refused = await post(freelancer, body);
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused.body)).toContain(field);
  });

  it('refuses unknown fields, bad ids and foreign cursors naming them', async () => {
    const extra = await post(freelancer, { content: 'Hi', pinned: true });
    expect(extra.statusCode).toBe(400);
    const badUser = await feed('not-a-user');
    expect(badUser.statusCode).toBe(400);
    expect(fieldsOf(badUser.body)).toContain('query.userId');
    const noUser = await call(api, { method: 'GET', url: URL });
    expect(noUser.statusCode).toBe(400);
    expect(fieldsOf(noUser.body)).toContain('query.userId');
    const badCursor = await feed(freelancer.userId, { cursor: 'bm90LWEtY3Vyc29y' });
    expect(badCursor.statusCode).toBe(400);
    expect(fieldsOf(badCursor.body)).toContain('query.cursor');
    const badId = await edit(freelancer, 'no such id!', { content: 'x' });
    expect(badId.statusCode).toBe(400);
    expect(fieldsOf(badId.body)).toContain('params.postId');
    const tooLong = await edit(freelancer, 'whatever', { content: 'x'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
    expect(fieldsOf(tooLong.body)).toContain('body.content');
  });
});

describe('contact details in posts', () => {
  const text = 'Write to me at jane.doe@example.com for a quote';

  it('warns (demo) naming body.content, posts after the warning and flags it', async () => {
    const warned = await post(freelancer, { content: text });
    expect(warned.statusCode).toBe(422);
    expect(warned.json<ErrorBody>().code).toBe('CONTACT_INFO_DETECTED');
    expect(fieldsOf(warned.body)).toEqual(['body.content']);
    const sent = expectStatus(
      await post(freelancer, { content: text, contactWarningAcknowledged: true }),
      201,
    ).json<SavedActivityPost>();
    expect(sent.contactGuard).toEqual({ action: 'warned', kinds: ['email'] });
    expect(sent.post.content).toBe(text);
    const editedWarned = await edit(freelancer, sent.post.postId, { content: `${text} again` });
    expect(editedWarned.statusCode).toBe(422);
    const flagged = await call(api, {
      method: 'GET',
      url: '/admin/flagged-content?source=activityPost',
      user: admin.userId,
    });
    const items = expectStatus(flagged, 200).json<FlaggedContentPage>().items;
    expect(items[0]).toMatchObject({
      source: 'activityPost',
      action: 'warned',
      text,
      sender: { userId: freelancer.userId },
      recipient: null,
    });
  });

  it('masks them (acme), on posting and on editing', async () => {
    const masked = await created(acmeFreelancer, text);
    expect(masked.contactGuard).toEqual({ action: 'masked', kinds: ['email'] });
    expect(masked.post.contactMasked).toBe(true);
    expect(masked.post.content).toContain(CONTACT_MASK);
    expect(masked.post.content).not.toContain('jane.doe@example.com');
    const clean = expectStatus(
      await edit(acmeFreelancer, masked.post.postId, { content: 'No details now' }),
      200,
    ).json<SavedActivityPost>();
    expect(clean.post).toMatchObject({ content: 'No details now', contactMasked: false });
    const flagged = await call(api, {
      method: 'GET',
      url: '/admin/flagged-content?source=activityPost',
      tenant: 'acme',
      user: acmeAdmin.userId,
    });
    expect(expectStatus(flagged, 200).json<FlaggedContentPage>().items[0]).toMatchObject({
      action: 'masked',
      text,
    });
  });
});
