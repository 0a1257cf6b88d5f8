/** Per-user e-mail preferences by kind (docs/notifications.md#e-mail): no row means "e-mail it". */
import {
  NOTIFICATION_KINDS_BY_ROLE,
  type NotificationKind,
  type NotificationPreference,
  type Role,
} from '@mp/contracts';
import type { Queryable } from '../../db/types';

export async function emailPreferences(
  db: Queryable,
  tenantId: string,
  userId: string,
  role: Role,
): Promise<NotificationPreference[]> {
  const stored = await db.query<{ kind: string; email: boolean }>(
    'SELECT kind, email FROM notification_preferences WHERE tenant_id = $1 AND user_id = $2',
    [tenantId, userId],
  );
  const byKind = new Map(stored.rows.map((row) => [row.kind, row.email]));
  return NOTIFICATION_KINDS_BY_ROLE[role].map((kind) => ({
    kind,
    email: byKind.get(kind) ?? true,
  }));
}

export async function saveEmailPreferences(
  db: Queryable,
  tenantId: string,
  userId: string,
  preferences: readonly { kind: NotificationKind; email: boolean }[],
): Promise<void> {
  for (const preference of preferences) {
    await db.query(
      `INSERT INTO notification_preferences (tenant_id, user_id, kind, email) VALUES ($1, $2, $3, $4)
       ON CONFLICT (tenant_id, user_id, kind) DO UPDATE SET email = $4, updated_at = now()`,
      [tenantId, userId, preference.kind, preference.email],
    );
  }
}

/** Whether this user wants notifications of this kind e-mailed. */
export async function wantsEmail(
  db: Queryable,
  tenantId: string,
  userId: string,
  kind: string,
): Promise<boolean> {
  const result = await db.query<{ email: boolean }>(
    `SELECT email FROM notification_preferences
      WHERE tenant_id = $1 AND user_id = $2 AND kind = $3`,
    [tenantId, userId, kind],
  );
  return result.rows[0]?.email ?? true;
}
