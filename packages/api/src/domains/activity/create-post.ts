import { ZActivityPostBody, ZSavedActivityPost, endpoints } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { ACTIVITY_POST_LIMITS } from './limits';
import { saveGuardedPost } from './save-post';
import { insertPost } from './store';

export const createActivityPost = definePrivateRoute(endpoints.createActivityPost, {
  summary: "Posts to the caller's activity feed (freelancers)",
  description:
    "content: trimmed, 1 to 2000 characters (400 naming body.content). Posts are public, so contact details in them are masked or refused with 422 CONTACT_INFO_DETECTED unless contactWarningAcknowledged (the tenant's contactDetailGuard).",
  body: ZActivityPostBody,
  response: ZSavedActivityPost,
  rateLimit: ACTIVITY_POST_LIMITS,
  handler: async (context) => {
    const { tenant, caller, body } = context;
    const saved = await saveGuardedPost(context, body, (tx, guarded) =>
      insertPost(tx, {
        tenantId: tenant.id,
        userId: caller.userId,
        content: guarded.content,
        contactMasked: guarded.contactMasked,
      }),
    );
    if (saved === null) throw new Error('The activity post just written is missing');
    return saved;
  },
});
