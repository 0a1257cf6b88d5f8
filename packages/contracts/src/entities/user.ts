/** User (docs/users.md#the-user-record) and the public profile subset. */
import { z } from 'zod';
import { FREELANCER_ROLES, ROLES, USER_STATUS } from '../constants';
import { zAssetUrl, zDateTime, zId } from '../tenant/primitives';
import { ZCustomMenuItem } from '../tenant/settings';
import { zCoverImageKey } from '../api/users';
import { ZLatLng, zMinorAmount } from './common';
import { ZReferenceGroup } from './reference';

export const ZRole = z.union([
  z.literal(ROLES.administrator),
  z.literal(ROLES.freelancer),
  z.literal(ROLES.customer),
]);
export const ZFreelancerRole = z.union([
  z.literal(FREELANCER_ROLES.agencyCompany),
  z.literal(FREELANCER_ROLES.agencyFreelancer),
  z.literal(FREELANCER_ROLES.independentFreelancer),
]);
export const ZUserStatus = z.union([
  z.literal(USER_STATUS.active),
  z.literal(USER_STATUS.deactivated),
]);

export const zUsernameValue = z
  .string()
  .min(3)
  .max(40)
  .regex(
    /^[a-z0-9][a-z0-9._-]*$/,
    'Use 3-40 lower-case letters, digits, dots, dashes or underscores',
  );

/** An account a recruiter has attached (docs/users.md#attached-users). */
export const ZAttachedUserRef = z.strictObject({
  userId: zId,
  name: z.string().min(1).max(120),
  roles: ZRole,
  profilePicture: zAssetUrl.nullable(),
});
export type AttachedUserRef = z.infer<typeof ZAttachedUserRef>;

/** What the survey popup recorded for this user. */
export const ZSurveyLegend = z.strictObject({
  seen: z.boolean(),
  completed: z.boolean().optional(),
  answers: z.record(z.string().max(100), z.string().max(2000)).optional(),
});
export type SurveyLegend = z.infer<typeof ZSurveyLegend>;

const userShape = {
  userId: zId,
  name: z.string().trim().min(1).max(120),
  email: z.email().max(254),
  /** One role id despite the plural name: 2 freelancer, 3 customer, 1 administrator. */
  roles: ZRole,
  username: zUsernameValue,
  profilePicture: zAssetUrl.nullable(),
  /** The key of an uploaded image (docs/users.md#cover-image). */
  coverImageProfile: zCoverImageKey.nullable(),
  isApproved: z.boolean(),
  isCustomerOrganisation: z.boolean(),
  custom_menu: z.array(ZCustomMenuItem).max(30).nullable(),
  reviewingJobs: z.boolean().nullable(),
  attachedUsers: z.array(ZAttachedUserRef).max(100),
  ownCredits: z.strictObject({ availableCredits: z.number().int().min(0) }),
  credits: z.strictObject({ availableAllowance: z.number().min(0) }),
  freelancerRole: ZFreelancerRole.nullable(),
  status: ZUserStatus,
  surveyLegend: ZSurveyLegend.nullable(),
  title: z.string().max(120),
  description: z.string().max(5000),
  /** Skill ids of the tenant's skill catalogue. */
  skills: z.array(zId).max(50),
  /** Service ids of the tenant's service catalogue. */
  services: z.array(zId).max(20),
  /** null when unset (or hidden by the hideFreelancerRate switch in public views). */
  hourlyRate: zMinorAmount.nullable(),
  location: z.string().max(200),
  coordinates: ZLatLng.nullable(),
  references: z.array(ZReferenceGroup).max(10),
  createdAt: zDateTime,
};

function roleRules(
  user: { roles: number; freelancerRole: number | null; isCustomerOrganisation: boolean },
  ctx: z.RefinementCtx,
): void {
  if (user.roles !== ROLES.freelancer && user.freelancerRole !== null) {
    ctx.addIssue({
      code: 'custom',
      path: ['freelancerRole'],
      message: 'Only freelancers have a freelancerRole',
    });
  }
  if (user.roles !== ROLES.customer && user.isCustomerOrganisation) {
    ctx.addIssue({
      code: 'custom',
      path: ['isCustomerOrganisation'],
      message: 'Only customers can be organisations',
    });
  }
}

export const ZUser = z.strictObject(userShape).superRefine(roleRules);
export type User = z.infer<typeof ZUser>;

/** What anyone may see of a user: no e-mail, credits, attached users or private settings. */
export const ZPublicUser = z
  .strictObject({
    userId: userShape.userId,
    name: userShape.name,
    roles: userShape.roles,
    username: userShape.username,
    profilePicture: userShape.profilePicture,
    coverImageProfile: userShape.coverImageProfile,
    isCustomerOrganisation: userShape.isCustomerOrganisation,
    freelancerRole: userShape.freelancerRole,
    title: userShape.title,
    description: userShape.description,
    skills: userShape.skills,
    services: userShape.services,
    hourlyRate: userShape.hourlyRate,
    location: userShape.location,
    coordinates: userShape.coordinates,
    references: userShape.references,
  })
  .superRefine(roleRules);
export type PublicUser = z.infer<typeof ZPublicUser>;

/** The public subset of a full user record. */
export function toPublicUser(user: User): PublicUser {
  return {
    userId: user.userId,
    name: user.name,
    roles: user.roles,
    username: user.username,
    profilePicture: user.profilePicture,
    coverImageProfile: user.coverImageProfile,
    isCustomerOrganisation: user.isCustomerOrganisation,
    freelancerRole: user.freelancerRole,
    title: user.title,
    description: user.description,
    skills: user.skills,
    services: user.services,
    hourlyRate: user.hourlyRate,
    location: user.location,
    coordinates: user.coordinates,
    references: user.references,
  };
}

export function isDeactivated(user: Pick<User, 'status'>): boolean {
  return user.status === USER_STATUS.deactivated;
}
