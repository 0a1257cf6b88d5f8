import type { SavedActivityPost } from '@mp/contracts';
import type { Database, Queryable } from '../../db/types';
import type { Caller } from '../../http/route';
import type { Tenant } from '../../tenancy';
import { flagPost, guardPost, type GuardedPost } from './guard';
import { findPost, toActivityPost } from './store';

/**
 * Posting and editing alike: guards the text, writes it (`write` answers the post's id, or null
 * when there is no such post of the caller's), keeps what the guard acted on for administrators,
 * all in one transaction, and answers the saved post (null when `write` found none).
 */
export async function saveGuardedPost(
  { tenant, db, caller }: { tenant: Tenant; db: Database; caller: Caller },
  body: { content: string; contactWarningAcknowledged?: boolean },
  write: (tx: Queryable, guarded: GuardedPost) => Promise<string | null>,
): Promise<SavedActivityPost | null> {
  const acknowledged = body.contactWarningAcknowledged === true;
  const guarded = guardPost(tenant, caller, body.content, acknowledged);
  const post = await db.transaction(async (tx) => {
    const postId = await write(tx, guarded);
    if (postId === null) return null;
    await flagPost(tx, {
      tenantId: tenant.id,
      postId,
      authorId: caller.userId,
      written: body.content,
      guarded,
    });
    return findPost(tx, tenant.id, postId);
  });
  return post === null ? null : { post: toActivityPost(post), contactGuard: guarded.contactGuard };
}
