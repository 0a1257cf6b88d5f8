import {
  API_ERROR_CODES,
  ZActivityPostBody,
  ZActivityPostParams,
  ZSavedActivityPost,
  endpoints,
} from '@mp/contracts';
import { HttpError } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import { ACTIVITY_POST_LIMITS } from './limits';
import { saveGuardedPost } from './save-post';
import { updateOwnPost } from './store';

export const postNotFound = () =>
  new HttpError(404, API_ERROR_CODES.activityPostNotFound, 'No such activity post of yours');

export const updateActivityPost = definePrivateRoute(endpoints.updateActivityPost, {
  summary: "Edits one of the caller's activity posts",
  description:
    "Only the author edits a post: anyone else's, and every other tenant's, is 404 ACTIVITY_POST_NOT_FOUND. content as for posting, guarded the same way.",
  params: ZActivityPostParams,
  body: ZActivityPostBody,
  response: ZSavedActivityPost,
  rateLimit: ACTIVITY_POST_LIMITS,
  handler: async (context) => {
    const { tenant, caller, params, body } = context;
    const saved = await saveGuardedPost(context, body, async (tx, guarded) => {
      const updated = await updateOwnPost(tx, {
        tenantId: tenant.id,
        postId: params.postId,
        userId: caller.userId,
        content: guarded.content,
        contactMasked: guarded.contactMasked,
      });
      return updated ? params.postId : null;
    });
    if (saved === null) throw postNotFound();
    return saved;
  },
});
