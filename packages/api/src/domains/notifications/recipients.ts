/** Who a notification reaches: its recipient, or every active administrator of the tenant. */
import { ROLES } from '@mp/contracts';
import type { Queryable } from '../../db/types';
import { USER_STATUS_DEACTIVATED } from '../users';

export interface Recipient {
  userId: string;
  email: string;
  role: number;
}

export async function recipientsOf(
  db: Queryable,
  tenantId: string,
  recipientId: string | null,
): Promise<Recipient[]> {
  const result = await db.query<{ id: string; email: string; role: number }>(
    `SELECT id, email, role FROM users
      WHERE tenant_id = $1 AND status <> $2 AND ${recipientId === null ? 'role' : 'id'} = $3`,
    [tenantId, USER_STATUS_DEACTIVATED, recipientId ?? ROLES.administrator],
  );
  return result.rows.map((row) => ({ userId: row.id, email: row.email, role: Number(row.role) }));
}

export async function emailAddressOf(
  db: Queryable,
  tenantId: string,
  userId: string,
): Promise<string> {
  const result = await db.query<{ email: string }>(
    'SELECT email FROM users WHERE tenant_id = $1 AND id = $2',
    [tenantId, userId],
  );
  return result.rows[0]?.email ?? '';
}
