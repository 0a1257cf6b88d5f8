/** User and profile routes: the private "me" view, public profiles, profile updates, links. */
import { z } from 'zod';
import {
  zCoordinates,
  zEmail,
  zFreelancerRoleId,
  zPictureRef,
  zRoleId,
  zUserId,
  zUsername,
} from './common';
import { zMinorAmount } from '../entities/common';
import { MAX_FILE_KEY_LENGTH } from './file-limits';
import { MAX_HOURLY_RATE } from '../money';

/** An hourly rate in minor units (docs/payments.md#amounts), at most MAX_HOURLY_RATE. */
const zHourlyRate = zMinorAmount.max(MAX_HOURLY_RATE).meta({
  description: "Per hour, in the minor unit of the tenant's currency: 5500 is £55.00",
  examples: [5500],
});

export const ZProfileReferenceGroup = z.object({
  type: z.string(),
  references: z.array(z.record(z.string(), z.unknown())),
});
export type ProfileReferenceGroup = z.infer<typeof ZProfileReferenceGroup>;

/**
 * What the survey popup records (docs/shell.md#prompts: shown until a record exists or it was
 * seen).
 */
export const ZUserSurveyLegend = z.strictObject({
  seen: z.boolean(),
  completed: z.boolean().optional(),
  answers: z.record(z.string().max(100), z.string().max(2000)).optional(),
});
export type UserSurveyLegend = z.infer<typeof ZUserSurveyLegend>;

export const ZAttachedUser = z.object({
  userId: z.string(),
  name: z.string(),
  /** Both accounts asked for each other's e-mail: detaching names it (POST /users/detach). */
  email: z.string(),
  roles: zRoleId,
  profilePicture: z.string().nullable(),
});
export type AttachedUser = z.infer<typeof ZAttachedUser>;

/** Profile fields everyone may see (GET /users/{id}, GET /public/username/{username}). */
export const ZPublicProfile = z.object({
  userId: z.string(),
  name: z.string(),
  username: z.string(),
  roles: zRoleId,
  profilePicture: z.string().nullable(),
  coverImageProfile: z.string().nullable(),
  freelancerRole: zFreelancerRoleId.nullable(),
  isCustomerOrganisation: z.boolean(),
  title: z.string(),
  description: z.string(),
  skills: z.array(z.string()),
  services: z.array(z.string()),
  /** null when unset or hidden by the tenant's hideFreelancerRate switch. */
  hourlyRate: zHourlyRate.nullable(),
  location: z.string(),
  coordinates: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  references: z.array(ZProfileReferenceGroup),
  /** The payment provider verified this person's identity (docs/payments.md#identity-verification). */
  verified: z.boolean(),
});
export type PublicProfile = z.infer<typeof ZPublicProfile>;

/**
 * GET /users/me and every profile update: the caller's full record (docs/users.md#the-user-record).
 */
export const ZMe = ZPublicProfile.extend({
  tenantId: z.string(),
  email: z.string(),
  isApproved: z.boolean(),
  custom_menu: z.unknown().nullable(),
  reviewingJobs: z.unknown().nullable(),
  attachedUsers: z.array(ZAttachedUser),
  ownCredits: z.object({ availableCredits: z.number() }),
  credits: z.object({ availableAllowance: z.number() }),
  status: z.number().int(),
  surveyLegend: ZUserSurveyLegend.nullable(),
});
export type Me = z.infer<typeof ZMe>;

export const ZUserIdParams = z.strictObject({ id: zUserId });
export const ZUsernameParams = z.strictObject({ username: zUsername });

/** Cover images are jpeg, jpg, png or gif files (docs/users.md#cover-image). */
export const COVER_IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;

/** A file key as the files calls take it: relative, no empty, "." or ".." segments, no backslash. */
export function isFileKeyShape(key: string): boolean {
  if (key.startsWith('/') || key.includes('\\') || key.includes('://')) return false;
  if ([...key].some((char) => (char.codePointAt(0) ?? 0) < 0x20 || char === '\u007f')) return false;
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/**
 * A profile's cover image: the key of an image uploaded through the files calls by the profile's
 * owner (docs/users.md#cover-image); null removes it.
 */
export const zCoverImageKey = z
  .string()
  .min(1)
  .max(MAX_FILE_KEY_LENGTH)
  .refine(isFileKeyShape, 'Expected the key of an image you uploaded (e.g. covers/<userId>/…)')
  .meta({ examples: ['covers/u-1/abc123/banner.png'] });

// Profile sections: `type` names the section, `data` carries exactly that section's fields.
export const ZBasicSection = z.strictObject({
  name: z.string().trim().min(1).max(120),
  title: z.string().max(120).optional(),
  description: z.string().max(5000).optional(),
});
export const ZPicturesSection = z.strictObject({
  profilePicture: zPictureRef.nullable().optional(),
  coverImageProfile: zCoverImageKey.nullable().optional(),
});
export const ZRateSection = z.strictObject({ hourlyRate: zHourlyRate });
export const ZSkillsSection = z.strictObject({
  skills: z.array(z.string().min(1).max(64)).max(50),
});
export const ZServicesSection = z.strictObject({
  services: z.array(z.string().min(1).max(64)).max(20),
});
export const ZLocationSection = z.strictObject({
  location: z.string().max(200),
  coordinates: zCoordinates.nullable().optional(),
});
export const ZUsernameSection = z.strictObject({ username: zUsername });
export const ZSurveySection = z.strictObject({ surveyLegend: ZUserSurveyLegend });

const section = <T extends string, D extends z.ZodType>(type: T, data: D) =>
  z.strictObject({ type: z.literal(type), data });

const customerSections = [
  section('basic', ZBasicSection),
  section('pictures', ZPicturesSection),
  section('location', ZLocationSection),
  section('username', ZUsernameSection),
  section('survey', ZSurveySection),
] as const;

/** POST /customers/update/profile {type, data}. */
export const ZCustomerProfileUpdate = z.discriminatedUnion('type', [...customerSections]);
export type CustomerProfileUpdate = z.infer<typeof ZCustomerProfileUpdate>;
export const CUSTOMER_PROFILE_SECTIONS = customerSections.map((s) => s.shape.type.value);

const onBehalf = { onBehalfOfUserId: zUserId.optional() };
const freelancerSections = [
  section('basic', ZBasicSection).extend(onBehalf),
  section('pictures', ZPicturesSection).extend(onBehalf),
  section('rate', ZRateSection).extend(onBehalf),
  section('skills', ZSkillsSection).extend(onBehalf),
  section('services', ZServicesSection).extend(onBehalf),
  section('location', ZLocationSection).extend(onBehalf),
  section('username', ZUsernameSection).extend(onBehalf),
  section('survey', ZSurveySection).extend(onBehalf),
] as const;

/**
 * POST /freelancers/update/profile {type, data, onBehalfOfUserId}: a freelancer edits their own
 * profile; an administrator may name a freelancer of the same tenant in onBehalfOfUserId.
 */
export const ZFreelancerProfileUpdate = z.discriminatedUnion('type', [...freelancerSections]);
export type FreelancerProfileUpdate = z.infer<typeof ZFreelancerProfileUpdate>;
export const FREELANCER_PROFILE_SECTIONS = freelancerSections.map((s) => s.shape.type.value);

/**
 * PUT /freelancers/update/profile: several sections' fields at once, each optional; `{}` changes
 * nothing and returns the caller's record (the shell calls it at start-up).
 */
export const ZFreelancerProfilePatch = z.strictObject({
  ...ZBasicSection.partial().shape,
  ...ZPicturesSection.shape,
  hourlyRate: ZRateSection.shape.hourlyRate.nullable().optional(),
  skills: ZSkillsSection.shape.skills.optional(),
  services: ZServicesSection.shape.services.optional(),
  location: ZLocationSection.shape.location.optional(),
  coordinates: ZLocationSection.shape.coordinates,
  username: zUsername.optional(),
  surveyLegend: ZUserSurveyLegend.optional(),
});
export type FreelancerProfilePatch = z.infer<typeof ZFreelancerProfilePatch>;

/** POST /users/attach and POST /users/detach {email}: a user of the same tenant. */
export const ZAttachRequest = z.strictObject({ email: zEmail });
export type AttachRequest = z.infer<typeof ZAttachRequest>;
export const ZAttachedUsersResponse = z.array(ZAttachedUser);

/** POST /customers/update-favorite-freelancers: value true adds, false removes. */
export const ZFavouriteRequest = z.strictObject({ freelancerId: zUserId, value: z.boolean() });
export type FavouriteRequest = z.infer<typeof ZFavouriteRequest>;
export const ZFavouriteIdsResponse = z.object({ freelancerIds: z.array(z.string()) });
export const ZFavouritesResponse = z.array(ZPublicProfile);

/** DELETE /users/request-delete-account: the account is deactivated (status 1). */
export const ZDeleteAccountResponse = z.object({ userId: z.string(), status: z.literal(1) });

/** POST /users/provision: the first sign-in creates the user record from a verified id token. */
export const ZProvisionRequest = z.strictObject({
  idToken: z.string().min(20).max(8192),
});
export type ProvisionRequest = z.infer<typeof ZProvisionRequest>;
export const ZProvisionResponse = z.object({ userId: z.string(), created: z.boolean() });
export type ProvisionResponse = z.infer<typeof ZProvisionResponse>;

/** GET /users/referrals: the users who signed up through the caller's invite link. */
export const ZReferral = z.object({
  userId: z.string(),
  name: z.string(),
  profilePicture: z.string().nullable(),
  /** Own credits the caller earned for this sign-up. */
  credits: z.number().int(),
  createdAt: z.string(),
});
export type Referral = z.infer<typeof ZReferral>;
export const ZReferralsResponse = z.object({
  /** What each new referral earns (REFERRAL_CREDITS). */
  creditsPerReferral: z.number().int(),
  totalCredits: z.number().int(),
  referrals: z.array(ZReferral),
});
export type ReferralsResponse = z.infer<typeof ZReferralsResponse>;
