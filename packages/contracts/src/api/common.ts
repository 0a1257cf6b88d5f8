import { z } from 'zod';
import { zAssetUrl } from '../tenant';

/** User ids are UUIDs, the same in the API and the identity service. */
export const zUserId = z.uuid().meta({ examples: ['0000000d-0000-4000-8000-000000000004'] });
export const zEmail = z
  .email()
  .max(254)
  .meta({ examples: ['freelancer@demo.test'] });
/** Lower-case handle used in public profile URLs (/freelancer/profile/{username}). */
export const zUsername = z
  .string()
  .min(3)
  .max(40)
  .regex(
    /^[a-z0-9][a-z0-9._-]*$/,
    'Use 3-40 lower-case letters, digits, dots, dashes or underscores',
  )
  .meta({ examples: ['frankie-freelancer'] });
export const zRoleId = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export const zFreelancerRoleId = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export const zCoordinates = z.strictObject({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export type Coordinates = z.infer<typeof zCoordinates>;
/** A picture: an http(s) URL, an app path or a data:image URL (never javascript:). */
export const zPictureRef = zAssetUrl;

/** A person shown with their picture (null: an initials avatar instead). */
export const ZPersonShown = z.object({
  userId: z.string(),
  name: z.string(),
  profilePicture: z.string().nullable(),
});
