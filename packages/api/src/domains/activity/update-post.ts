import {
  API_ERROR_CODES,
  ZActivityPostBody,
  ZActivityPostParams,
  ZSavedActivityPost,
  endpoints,
} from '@mp/contracts';
import { HttpError } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import { flagPost, guardPost } from './guard';
import { ACTIVITY_POST_LIMITS } from './limits';
import { findPost, toActivityPost, updateOwnPost } from './store';

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
  handler: async ({ tenant, db, caller, params, body }) => {
    const guarded = guardPost(
      tenant,
      caller,
      body.content,
      body.contactWarningAcknowledged === true,
    );
    const post = await db.transaction(async (tx) => {
      const updated = await updateOwnPost(tx, {
        tenantId: tenant.id,
        postId: params.postId,
        userId: caller.userId,
        content: guarded.content,
        contactMasked: guarded.contactMasked,
      });
      if (!updated) throw postNotFound();
      await flagPost(tx, {
        tenantId: tenant.id,
        postId: params.postId,
        authorId: caller.userId,
        written: body.content,
        guarded,
      });
      return findPost(tx, tenant.id, params.postId);
    });
    if (post === null) throw postNotFound();
    return { post: toActivityPost(post), contactGuard: guarded.contactGuard };
  },
});
