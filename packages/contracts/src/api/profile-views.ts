/** Profile views (docs/users.md#profile-views): counted once per viewer per day, never the owner's. */
import { z } from 'zod';
import { zUserId } from './common';

/** POST /freelancers/view_profile {freelancerID}. */
export const ZViewProfileBody = z
  .strictObject({ freelancerID: zUserId })
  .meta({ examples: [{ freelancerID: '0000000d-0000-4000-8000-000000000004' }] });
export type ViewProfileBody = z.infer<typeof ZViewProfileBody>;

/** counted: false for the owner, an administrator, or a viewer already counted today. */
export const ZViewProfileResponse = z.object({ counted: z.boolean() });

/** GET /freelancers/profile-views: the caller's own counts of distinct viewer-days. */
export const ZProfileViews = z.object({
  total: z.number().int().min(0),
  last7Days: z.number().int().min(0),
  last30Days: z.number().int().min(0),
});
export type ProfileViews = z.infer<typeof ZProfileViews>;
