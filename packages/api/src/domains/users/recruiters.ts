import type { Recruiter, Role } from '@mp/contracts';
import type { Queryable } from '../../db/types';
import { USER_STATUS_DEACTIVATED } from './store';

/**
 * The users who have `userId` among their attached users (docs/users.md#recruiters): they may
 * switch to and act for this account.
 */
export async function listRecruitersOf(
  db: Queryable,
  tenantId: string,
  userId: string,
): Promise<Recruiter[]> {
  const result = await db.query<{
    id: string;
    name: string;
    role: Role;
    profile_picture: string | null;
  }>(
    `SELECT u.id, u.name, u.role, u.profile_picture
       FROM user_attachments a
       JOIN users u ON u.tenant_id = a.tenant_id AND u.id = a.owner_id
      WHERE a.tenant_id = $1 AND a.attached_id = $2 AND u.status <> ${USER_STATUS_DEACTIVATED}
      ORDER BY a.created_at, u.id`,
    [tenantId, userId],
  );
  return result.rows.map((row) => ({
    userId: row.id,
    name: row.name,
    roles: row.role,
    profilePicture: row.profile_picture,
  }));
}
