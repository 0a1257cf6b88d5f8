/**
 * Activity posts (docs/users.md#activity-posts): short public posts on a freelancer's profile,
 * read newest first a page at a time, edited and deleted by their author only.
 */
import { z } from 'zod';
import { CONTACT_KINDS } from '../contact-guard';
import { zId } from '../tenant/primitives';
import { zUserId } from './common';
import { zContactWarningAcknowledged } from './messaging';

/** The longest post, in characters (after trimming). */
export const ACTIVITY_POST_MAX_LENGTH = 2000;
/** Posts per page of GET /apis/actions/activity-posts. */
export const ACTIVITY_POST_PAGE_SIZE = 10;

const zPostContent = z
  .string()
  .trim()
  .min(1, 'Write something to post')
  .max(ACTIVITY_POST_MAX_LENGTH, `At most ${ACTIVITY_POST_MAX_LENGTH} characters`);

export const ZActivityPostAuthor = z.object({
  userId: z.string(),
  name: z.string(),
  username: z.string(),
  profilePicture: z.string().nullable(),
});

export const ZActivityPost = z.object({
  postId: z.string(),
  author: ZActivityPostAuthor,
  content: z.string(),
  /** Contact details in it were replaced by the mask (docs/messaging.md#contact-detail-guard). */
  contactMasked: z.boolean(),
  createdAt: z.string(),
  /** Set once the author edited it. */
  editedAt: z.string().nullable(),
});
export type ActivityPost = z.infer<typeof ZActivityPost>;

const zGuardOutcome = z
  .object({ action: z.enum(['masked', 'warned']), kinds: z.array(z.enum(CONTACT_KINDS)) })
  .optional();

/** What writing a post answers: the stored post, and what the contact-detail guard did. */
export const ZSavedActivityPost = z.object({
  post: ZActivityPost,
  contactGuard: zGuardOutcome,
});
export type SavedActivityPost = z.infer<typeof ZSavedActivityPost>;

/** POST /apis/actions/activity-posts {content}; PUT /apis/actions/activity-posts/{postId}. */
export const ZActivityPostBody = z
  .strictObject({
    content: zPostContent,
    contactWarningAcknowledged: zContactWarningAcknowledged,
  })
  .meta({ examples: [{ content: 'Just shipped a new logo for a bakery in Leeds.' }] });
export type ActivityPostBody = z.input<typeof ZActivityPostBody>;

export const ZActivityPostParams = z.strictObject({ postId: zId });

/** GET /apis/actions/activity-posts ?userId&cursor: a user's posts, newest first. */
export const ZActivityPostsQuery = z.strictObject({
  userId: zUserId,
  cursor: z.string().min(1).max(400).optional(),
});
export type ActivityPostsQuery = z.input<typeof ZActivityPostsQuery>;

/** A page of posts; `cursor`, when present, reads the next (older) page. */
export const ZActivityPostsPage = z.object({
  items: z.array(ZActivityPost),
  cursor: z.string().optional(),
});
export type ActivityPostsPage = z.infer<typeof ZActivityPostsPage>;

export const ZDeletedActivityPost = z.object({ postId: z.string(), deleted: z.literal(true) });
