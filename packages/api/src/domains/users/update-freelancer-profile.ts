import { ROLES, ZFreelancerProfileUpdate, ZMe, endpoints, type Me } from '@mp/contracts';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute, type Caller } from '../../http/route';
import type { Queryable } from '../../db/types';
import { applyProfileChanges, loadMe, requireVisibleUser } from './store';

/** Whose profile the call edits: the caller's own, or (administrators) a freelancer's of this tenant. */
async function targetFreelancer(
  db: Queryable,
  caller: Caller,
  onBehalfOfUserId: string | undefined,
): Promise<string> {
  if (caller.role !== ROLES.administrator) {
    if (onBehalfOfUserId !== undefined && onBehalfOfUserId !== caller.userId) {
      throw httpErrors.forbidden(
        'Only an administrator may update a profile on behalf of another user',
      );
    }
    return caller.userId;
  }
  if (onBehalfOfUserId === undefined) {
    throw httpErrors.unprocessable(
      'An administrator must name the freelancer in onBehalfOfUserId',
      [{ path: 'body.onBehalfOfUserId', message: 'Required for administrators' }],
    );
  }
  const target = await requireVisibleUser(db, caller.tenantId, onBehalfOfUserId);
  if (target.role !== ROLES.freelancer) throw httpErrors.userNotFound();
  return target.id;
}

/** What the audit trail keeps of a profile edited on behalf: its public fields, no account data. */
function profileSnapshot(me: Me) {
  return {
    name: me.name,
    username: me.username,
    title: me.title,
    description: me.description,
    profilePicture: me.profilePicture,
    coverImageProfile: me.coverImageProfile,
    hourlyRate: me.hourlyRate,
    skills: me.skills,
    services: me.services,
    location: me.location,
    coordinates: me.coordinates,
  };
}

export const updateFreelancerProfile = definePrivateRoute(endpoints.updateFreelancerProfile, {
  summary: "Updates one section of a freelancer's profile (own, or on behalf as administrator)",
  description:
    "`type` names the section (basic, pictures, rate, skills, services, location, username, survey); `data` holds exactly that section's fields. Skills and services must be ids of the tenant's catalogues. An administrator names the freelancer in `onBehalfOfUserId` (same tenant only); each such edit is recorded in the audit trail (profile.updateOnBehalf) with the profile before and after.",
  body: ZFreelancerProfileUpdate,
  response: ZMe,
  handler: async ({ tenant, db, caller, body, audit }) =>
    db.transaction(async (tx) => {
      const userId = await targetFreelancer(tx, caller, body.onBehalfOfUserId);
      const onBehalf = userId !== caller.userId;
      const before = onBehalf ? await loadMe(tx, tenant.id, userId) : null;
      await applyProfileChanges(tx, tenant.id, userId, body.data, 'body.data', [
        userId,
        caller.userId,
      ]);
      const after = await loadMe(tx, tenant.id, userId);
      if (before !== null) {
        // Every edit on behalf is the administrator's write (docs/admin.md#audit-trail).
        await audit.record(tx, {
          tenantId: tenant.id,
          actorId: caller.userId,
          action: 'profile.updateOnBehalf',
          targetType: 'user',
          targetId: userId,
          before: { section: body.type, ...profileSnapshot(before) },
          after: { section: body.type, ...profileSnapshot(after) },
        });
      }
      return after;
    }),
});
