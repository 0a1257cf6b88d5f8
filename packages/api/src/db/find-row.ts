import type { Queryable } from './types';

/** Where a row is read from: the code's own table and column constants, never input. */
export interface RowSource {
  table: string;
  columns: string;
}

/** Reads one row of the tenant by its id, or null; `forUpdate` locks it for the transaction. */
export type TenantRowFinder<Row> = (
  db: Queryable,
  tenantId: string,
  id: string,
  options?: { forUpdate?: boolean },
) => Promise<Row | null>;

/** The finder of one row of `source` by the tenant and the row's id. */
export function tenantRowFinder<Row>(source: RowSource): TenantRowFinder<Row> {
  return async (db, tenantId, id, options = {}) => {
    const lock = options.forUpdate === true ? ' FOR UPDATE' : '';
    const result = await db.query<Row>(
      `SELECT ${source.columns} FROM ${source.table} WHERE tenant_id = $1 AND id = $2${lock}`,
      [tenantId, id],
    );
    return result.rows[0] ?? null;
  };
}
