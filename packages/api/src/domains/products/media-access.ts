import { toJson, type Queryable } from '../../db/types';
import { liveSql } from './rows';

/**
 * The file is an image or video of a live product, which anyone may see
 * (docs/products.md#media). Sellers and administrators read their files as files already.
 */
export async function isMediaOfLiveProduct(
  db: Queryable,
  tenantId: string,
  key: string,
): Promise<boolean> {
  const ref = toJson([{ key }]);
  const found = await db.query(
    `SELECT 1 FROM products t
      WHERE t.tenant_id = $1 AND (t.images @> $2::jsonb OR t.videos @> $2::jsonb)
        AND ${liveSql('t')}
      LIMIT 1`,
    [tenantId, ref],
  );
  return found.rows.length > 0;
}
