import type { Queryable } from '../../db/types';
import type { CallerRecord } from '../../http/pipeline';
import { findUser, USER_STATUS_DEACTIVATED } from './store';

/** The record the request pipeline makes the caller from (role, sub-role, deactivation). */
export async function findCaller(
  db: Queryable,
  tenantId: string,
  userId: string,
): Promise<CallerRecord | null> {
  const user = await findUser(db, tenantId, userId);
  if (user === null) return null;
  return {
    userId: user.id,
    role: user.role,
    freelancerRole: user.freelancer_role,
    deactivated: user.status === USER_STATUS_DEACTIVATED,
    approved: user.is_approved,
  };
}
