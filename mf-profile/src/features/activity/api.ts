import {
  createActivityPost,
  deleteActivityPost,
  listActivityPosts,
  updateActivityPost,
  type ActivityPostsPage,
  type ApiClient,
  type SavedActivityPost,
} from '@mp/contracts';

/** One page of a user's posts, newest first; `cursor` reads the next, older page. */
export function loadPosts(
  api: ApiClient,
  userId: string,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<ActivityPostsPage> {
  return api.call(listActivityPosts, { query: { userId, cursor }, signal });
}

/** `acknowledged`: the author saw the contact-details warning and posts anyway. */
export function publishPost(
  api: ApiClient,
  content: string,
  acknowledged: boolean,
): Promise<SavedActivityPost> {
  return api.call(createActivityPost, {
    body: { content, contactWarningAcknowledged: acknowledged || undefined },
  });
}

export function editPost(
  api: ApiClient,
  postId: string,
  content: string,
  acknowledged: boolean,
): Promise<SavedActivityPost> {
  return api.call(updateActivityPost, {
    params: { postId },
    body: { content, contactWarningAcknowledged: acknowledged || undefined },
  });
}

export async function removePost(api: ApiClient, postId: string): Promise<void> {
  await api.call(deleteActivityPost, { params: { postId } });
}
