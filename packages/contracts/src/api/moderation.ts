/**
 * Flagged content (docs/messaging.md#contact-detail-guard): texts in which the contact-detail
 * guard found contact details before a contract existed, as administrators review them.
 */
import { z } from 'zod';
import { ZPersonShown } from './common';
import { CONTACT_KINDS } from '../contact-guard';

export const FLAGGED_SOURCES = ['message', 'proposal', 'cv', 'activityPost'] as const;
export type FlaggedSource = (typeof FLAGGED_SOURCES)[number];

export const ZFlaggedPerson = ZPersonShown;

export const ZFlaggedContent = z.object({
  id: z.string(),
  source: z.enum(FLAGGED_SOURCES),
  /** masked: stored with the details hidden; warned: sent as written after the warning. */
  action: z.enum(['masked', 'warned']),
  kinds: z.array(z.enum(CONTACT_KINDS)),
  /** The text as the sender wrote it. */
  text: z.string(),
  sender: ZFlaggedPerson,
  /** Who it was written to (the other party of a message or the job's customer); null for a CV or an activity post. */
  recipient: ZFlaggedPerson.nullable(),
  channelId: z.string().nullable(),
  jobId: z.string().nullable(),
  jobTitle: z.string().nullable(),
  createdAt: z.string(),
});
export type FlaggedContent = z.infer<typeof ZFlaggedContent>;

/** GET /admin/flagged-content ?from&limit&source: newest first. */
export const ZFlaggedContentQuery = z.strictObject({
  from: z.string().min(1).max(400).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  source: z.enum(FLAGGED_SOURCES).optional(),
});
export type FlaggedContentQuery = z.input<typeof ZFlaggedContentQuery>;

export const ZFlaggedContentPage = z.object({
  items: z.array(ZFlaggedContent),
  lastEvaluatedKey: z.string().optional(),
});
export type FlaggedContentPage = z.infer<typeof ZFlaggedContentPage>;
