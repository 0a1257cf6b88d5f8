/**
 * Activity posts are read by every customer, none of whom has a contract with the author yet,
 * so their text is always guarded, as a CV's is (docs/messaging.md#contact-detail-guard).
 */
import type { SavedActivityPost } from '@mp/contracts';
import type { Queryable } from '../../db/types';
import type { Caller } from '../../http/route';
import type { Tenant } from '../../tenancy';
import { guardTexts, recordFlag } from '../moderation';

export interface GuardedPost {
  content: string;
  contactMasked: boolean;
  contactGuard: SavedActivityPost['contactGuard'];
}

/** Masks or refuses (422 CONTACT_INFO_DETECTED naming body.content) as the tenant's guard says. */
export function guardPost(
  tenant: Tenant,
  caller: Caller,
  content: string,
  acknowledged: boolean,
): GuardedPost {
  const outcome = guardTexts(
    tenant,
    caller,
    [{ field: 'body.content', text: content }],
    acknowledged,
  );
  const [text = content] = outcome.texts;
  if (outcome.action === null)
    return { content: text, contactMasked: false, contactGuard: undefined };
  return {
    content: text,
    contactMasked: outcome.action === 'masked',
    contactGuard: { action: outcome.action, kinds: outcome.kinds },
  };
}

/** Keeps the text as written for administrators when the guard acted on it. */
export async function flagPost(
  db: Queryable,
  flag: {
    tenantId: string;
    postId: string;
    authorId: string;
    written: string;
    guarded: GuardedPost;
  },
): Promise<void> {
  const { contactGuard } = flag.guarded;
  if (contactGuard === undefined) return;
  await recordFlag(db, {
    tenantId: flag.tenantId,
    source: 'activityPost',
    sourceId: flag.postId,
    action: contactGuard.action,
    kinds: contactGuard.kinds,
    originalText: flag.written,
    senderId: flag.authorId,
    recipientId: null,
  });
}
