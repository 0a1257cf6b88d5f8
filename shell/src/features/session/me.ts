import { ROLES, type Role } from '@mp/contracts';
import type { AttachedAccount, ShellSessionUser } from './types';

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toRole(value: unknown): Role | null {
  return value === ROLES.administrator || value === ROLES.freelancer || value === ROLES.customer
    ? value
    : null;
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function attached(value: unknown): AttachedAccount[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isObject).flatMap((entry) => {
    const userId = str(entry.userId);
    const roles = toRole(entry.roles);
    if (!userId || roles === null) return [];
    const account: AttachedAccount = { userId, name: str(entry.name) ?? userId, roles };
    const picture = str(entry.profilePicture);
    if (picture) account.profilePicture = picture;
    return [account];
  });
}

/** Reads a `GET /users/me` body (docs/users.md#the-user-record) into the shell's session user. */
export function toSessionUser(body: unknown, tenantId: string): ShellSessionUser {
  if (!isObject(body)) throw new Error('GET /users/me did not answer an object');
  const id = str(body.userId);
  const role = toRole(body.roles);
  if (!id || role === null) throw new Error('GET /users/me answered without userId or roles');
  const credits = isObject(body.ownCredits) ? body.ownCredits.availableCredits : 0;
  const allowance = isObject(body.credits) ? body.credits.availableAllowance : 0;
  const user: ShellSessionUser = {
    id,
    tenantId,
    name: str(body.name) ?? '',
    email: str(body.email) ?? '',
    role,
    isApproved: body.isApproved !== false,
    isCustomerOrganisation: body.isCustomerOrganisation === true,
    attachedUsers: attached(body.attachedUsers),
    availableCredits: typeof credits === 'number' ? credits : 0,
    availableAllowance: typeof allowance === 'number' ? allowance : 0,
    surveySeen: isObject(body.surveyLegend),
  };
  if (body.reviewingJobs === true) user.reviewingJobs = true;
  if (typeof body.freelancerRole === 'number') user.freelancerRole = body.freelancerRole;
  const picture = str(body.profilePicture);
  if (picture) user.profilePicture = picture;
  return user;
}
