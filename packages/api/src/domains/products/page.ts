/** Keyset pages of products by a time column and the id (lastEvaluatedKey). */
import { JOB_AUTO_FETCH_PAGE_SIZE, type ProductsPage } from '@mp/contracts';
import type { Queryable, SqlParam } from '../../db/types';
import { decodeCursor, encodeCursor, exactTime } from '../../http/keyset-cursor';
import type { Tenant } from '../../tenancy';
import type { ProductRow } from './rows';
import { PRODUCT_COLUMNS, productView } from './store';

export interface PageRequest {
  /** Conditions on `t` (products); params are numbered after `params`. */
  where: string[];
  params: SqlParam[];
  /** A non-null timestamp column of `t` and the direction. */
  orderBy: 'last_modified' | 'submitted_at';
  direction: 'ASC' | 'DESC';
  from: string | undefined;
  limit: number | undefined;
}

export async function pageOfProducts(
  db: Queryable,
  tenant: Tenant,
  request: PageRequest,
): Promise<ProductsPage> {
  const limit = request.limit ?? JOB_AUTO_FETCH_PAGE_SIZE;
  const params = [...request.params];
  const where = [...request.where];
  const column = `t.${request.orderBy}`;
  if (request.from !== undefined) {
    const [time, , id] = decodeCursor(request.from, 'query.from');
    params.push(time, id);
    const compare = request.direction === 'DESC' ? '<' : '>';
    where.push(
      `(${column}, t.id) ${compare} ($${params.length - 1}::timestamptz, $${params.length})`,
    );
  }
  params.push(limit + 1);
  const result = await db.query<ProductRow & { page_key: string }>(
    `SELECT ${PRODUCT_COLUMNS}, ${exactTime(column)} AS page_key FROM products t
      WHERE ${where.join(' AND ')}
      ORDER BY ${column} ${request.direction}, t.id ${request.direction}
      LIMIT $${params.length}`,
    params,
  );
  const rows = result.rows.slice(0, limit);
  const products = rows.map((row) => productView(tenant, row));
  const last = rows[rows.length - 1];
  return result.rows.length > limit && last !== undefined
    ? { products, lastEvaluatedKey: encodeCursor([last.page_key, last.page_key, last.id]) }
    : { products };
}
