/**
 * Referrals (docs/users.md#referrals): a user signed up through another user's invite link
 * (`/register?ref=<userId>`) credits that user once, when their record is created.
 */
import { REFERRAL_CREDITS, USER_STATUS, type Referral } from '@mp/contracts';
import { isoTime } from '../../db/time';
import type { Queryable } from '../../db/types';
import { creditReferral } from '../credits';

/** The longest referrer id read from a sign-up (user ids are far shorter). */
export const MAX_REFERRER_LENGTH = 128;

/**
 * Records the referral and credits the referrer; false (nothing changes) for a self-referral,
 * a referrer who is not an active user of the same tenant, or a user referred before.
 */
export async function recordReferral(
  tx: Queryable,
  tenantId: string,
  referredUserId: string,
  referrerId: string,
): Promise<boolean> {
  if (referrerId === referredUserId) return false;
  const referrer = await tx.query(
    'SELECT 1 FROM users WHERE tenant_id = $1 AND id = $2 AND status = $3',
    [tenantId, referrerId, USER_STATUS.active],
  );
  if (referrer.rows.length === 0) return false;
  const inserted = await tx.query(
    `INSERT INTO referrals (tenant_id, referred_user_id, referrer_id, credits)
     VALUES ($1, $2, $3, $4) ON CONFLICT (tenant_id, referred_user_id) DO NOTHING`,
    [tenantId, referredUserId, referrerId, REFERRAL_CREDITS],
  );
  if (inserted.rowCount === 0) return false;
  await creditReferral(tx, { tenantId, referrerId, referredUserId, credits: REFERRAL_CREDITS });
  return true;
}

export async function listReferralsOf(
  db: Queryable,
  tenantId: string,
  referrerId: string,
): Promise<Referral[]> {
  const { rows } = await db.query<{
    id: string;
    name: string;
    profile_picture: string | null;
    credits: number;
    created_at: Date | string;
  }>(
    `SELECT u.id, u.name, u.profile_picture, r.credits, r.created_at
       FROM referrals r JOIN users u ON u.tenant_id = r.tenant_id AND u.id = r.referred_user_id
      WHERE r.tenant_id = $1 AND r.referrer_id = $2
      ORDER BY r.created_at DESC, u.id`,
    [tenantId, referrerId],
  );
  return rows.map((row) => ({
    userId: row.id,
    name: row.name,
    profilePicture: row.profile_picture,
    credits: Number(row.credits),
    createdAt: isoTime(row.created_at),
  }));
}
