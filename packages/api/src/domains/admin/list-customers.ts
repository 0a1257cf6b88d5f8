import {
  JOB_AUTO_FETCH_PAGE_SIZE,
  ROLES,
  ZAdminCustomersPage,
  ZListCustomersQuery,
  endpoints,
} from '@mp/contracts';
import type { SqlParam } from '../../db/types';
import { definePrivateRoute } from '../../http/route';
import { decodeCursor, encodeCursor, exactTime } from '../../http/keyset-cursor';
import { USER_STATUS_DEACTIVATED } from '../users';
import {
  APPROVAL_STATUS_CONDITION,
  CUSTOMER_COLUMNS,
  toAdminCustomer,
  type CustomerRow,
} from './customers';

export const listCustomers = definePrivateRoute(endpoints.listCustomersForApproval, {
  summary: "The tenant's customers by approval status, newest registered first, in pages of 50",
  description:
    'Administrators only. status: pending (default: not approved, not declined), approved, declined, all. Deactivated customers are left out. Pass lastEvaluatedKey back as `from` until it is absent.',
  query: ZListCustomersQuery,
  response: ZAdminCustomersPage,
  handler: async ({ tenant, db, query }) => {
    const limit = query.limit ?? JOB_AUTO_FETCH_PAGE_SIZE;
    const params: SqlParam[] = [tenant.id, ROLES.customer];
    const where = [
      'tenant_id = $1',
      'role = $2',
      `status <> ${USER_STATUS_DEACTIVATED}`,
      APPROVAL_STATUS_CONDITION[query.status ?? 'pending'],
    ];
    if (query.from !== undefined) {
      const [createdAt, , id] = decodeCursor(query.from, 'query.from');
      params.push(createdAt, id);
      where.push(`(created_at, id) < ($${params.length - 1}::timestamptz, $${params.length})`);
    }
    params.push(limit + 1);
    const result = await db.query<CustomerRow & { ca_key: string }>(
      `SELECT ${CUSTOMER_COLUMNS}, ${exactTime('created_at')} AS ca_key FROM users
        WHERE ${where.join(' AND ')}
        ORDER BY created_at DESC, id DESC LIMIT $${params.length}`,
      params,
    );
    const rows = result.rows.slice(0, limit);
    const last = rows[rows.length - 1];
    const customers = rows.map(toAdminCustomer);
    return result.rows.length > limit && last !== undefined
      ? { customers, lastEvaluatedKey: encodeCursor([last.ca_key, last.ca_key, last.id]) }
      : { customers };
  },
});
