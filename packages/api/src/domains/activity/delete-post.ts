import { ZActivityPostParams, ZDeletedActivityPost, endpoints } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { deleteOwnPost } from './store';
import { postNotFound } from './update-post';

export const deleteActivityPost = definePrivateRoute(endpoints.deleteActivityPost, {
  summary: "Deletes one of the caller's activity posts",
  description:
    "Only the author deletes a post: anyone else's, and every other tenant's, is 404 ACTIVITY_POST_NOT_FOUND.",
  params: ZActivityPostParams,
  response: ZDeletedActivityPost,
  handler: async ({ tenant, db, caller, params }) => {
    if (!(await deleteOwnPost(db, tenant.id, params.postId, caller.userId))) throw postNotFound();
    return { postId: params.postId, deleted: true as const };
  },
});
