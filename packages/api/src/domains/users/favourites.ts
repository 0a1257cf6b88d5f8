import type { Queryable } from '../../db/types';
import { USER_COLUMNS, USER_STATUS_DEACTIVATED, type UserRow } from './store';

export async function favouriteIds(
  db: Queryable,
  tenantId: string,
  customerId: string,
): Promise<string[]> {
  const result = await db.query<{ freelancer_id: string }>(
    'SELECT freelancer_id FROM favourites WHERE tenant_id = $1 AND customer_id = $2 ORDER BY created_at, freelancer_id',
    [tenantId, customerId],
  );
  return result.rows.map((row) => row.freelancer_id);
}

export async function favouriteFreelancers(
  db: Queryable,
  tenantId: string,
  customerId: string,
): Promise<UserRow[]> {
  const columns = USER_COLUMNS.split(',')
    .map((column) => `u.${column.trim()}`)
    .join(', ');
  const result = await db.query<UserRow>(
    `SELECT ${columns} FROM favourites f
       JOIN users u ON u.tenant_id = f.tenant_id AND u.id = f.freelancer_id
      WHERE f.tenant_id = $1 AND f.customer_id = $2 AND u.status <> ${USER_STATUS_DEACTIVATED}
      ORDER BY f.created_at, u.id`,
    [tenantId, customerId],
  );
  return result.rows;
}
