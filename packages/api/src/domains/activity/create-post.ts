import { ZActivityPostBody, ZSavedActivityPost, endpoints } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { flagPost, guardPost } from './guard';
import { ACTIVITY_POST_LIMITS } from './limits';
import { findPost, insertPost, toActivityPost } from './store';

export const createActivityPost = definePrivateRoute(endpoints.createActivityPost, {
  summary: "Posts to the caller's activity feed (freelancers)",
  description:
    "content: trimmed, 1 to 2000 characters (400 naming body.content). Posts are public, so contact details in them are masked or refused with 422 CONTACT_INFO_DETECTED unless contactWarningAcknowledged (the tenant's contactDetailGuard).",
  body: ZActivityPostBody,
  response: ZSavedActivityPost,
  rateLimit: ACTIVITY_POST_LIMITS,
  handler: async ({ tenant, db, caller, body }) => {
    const guarded = guardPost(
      tenant,
      caller,
      body.content,
      body.contactWarningAcknowledged === true,
    );
    const post = await db.transaction(async (tx) => {
      const postId = await insertPost(tx, {
        tenantId: tenant.id,
        userId: caller.userId,
        content: guarded.content,
        contactMasked: guarded.contactMasked,
      });
      await flagPost(tx, {
        tenantId: tenant.id,
        postId,
        authorId: caller.userId,
        written: body.content,
        guarded,
      });
      return findPost(tx, tenant.id, postId);
    });
    if (post === null) throw new Error('The activity post just written is missing');
    return { post: toActivityPost(post), contactGuard: guarded.contactGuard };
  },
});
