/** Agencies, recruiters and organisation customers (docs/users.md#agencies). */
import { z } from 'zod';
import { zId } from '../tenant';
import { zEmail, zRoleId, zUserId } from './common';
import { ZAgencyListItem } from './tenants';

/** One agency freelancer as the agency's public profile lists them. */
export const ZAgencyMember = z.object({
  userId: z.string(),
  name: z.string(),
  username: z.string(),
  title: z.string(),
  profilePicture: z.string().nullable(),
  addedAt: z.string(),
});
export type AgencyMember = z.infer<typeof ZAgencyMember>;

/** GET /freelancer/agencies/{agencyId}/members. */
export const ZAgencyParams = z.strictObject({
  agencyId: zId.meta({ examples: ['northlight-studio'] }),
});
/** The agency with its members, oldest member first. */
export const ZAgencyMembersResponse = z.object({
  agency: ZAgencyListItem,
  members: z.array(ZAgencyMember),
});
export type AgencyMembersResponse = z.infer<typeof ZAgencyMembersResponse>;

/** POST /freelancer/agency/members: the agency freelancer's e-mail. */
export const ZAddAgencyMemberBody = z.strictObject({ email: zEmail });
export type AddAgencyMemberBody = z.infer<typeof ZAddAgencyMemberBody>;
/** DELETE /freelancer/agency/members/{userId}. */
export const ZAgencyMemberParams = z.strictObject({ userId: zUserId });

/** One recruiter: a user who has the caller among their attached users (docs/users.md#recruiters). */
export const ZRecruiter = z.object({
  userId: z.string(),
  name: z.string(),
  roles: zRoleId,
  profilePicture: z.string().nullable(),
});
export type Recruiter = z.infer<typeof ZRecruiter>;
export const ZRecruitersResponse = z.array(ZRecruiter);

/** GET /customers/get-organisation-by-name ?companyName. */
export const ZOrganisationByNameQuery = z.strictObject({
  companyName: z
    .string()
    .trim()
    .min(1)
    .max(120)
    .meta({ examples: ['Orla Organisation'] }),
});
