/** Portfolio items as stored (table portfolio_items, migration 041; docs/users.md#portfolio). */
import { randomUUID } from 'node:crypto';
import type { FileRef, PortfolioItem, PortfolioMedia } from '@mp/contracts';
import { isoTime } from '../../db/time';
import { toJson, type Queryable } from '../../db/types';

interface ItemRow {
  id: string;
  user_id: string;
  title: string;
  description: string | null;
  media: PortfolioMedia;
  file: FileRef;
  created_at: Date | string;
}

const COLUMNS = 'id, user_id, title, description, media, file, created_at';

function toItem(row: ItemRow): PortfolioItem {
  return {
    itemId: row.id,
    userId: row.user_id,
    title: row.title,
    description: row.description,
    media: row.media,
    file: row.file,
    createdAt: isoTime(row.created_at),
  };
}

export async function listItems(
  db: Queryable,
  tenantId: string,
  userId: string,
): Promise<PortfolioItem[]> {
  const result = await db.query<ItemRow>(
    `SELECT ${COLUMNS} FROM portfolio_items WHERE tenant_id = $1 AND user_id = $2
      ORDER BY created_at DESC, id DESC`,
    [tenantId, userId],
  );
  return result.rows.map(toItem);
}

export async function countItems(db: Queryable, tenantId: string, userId: string): Promise<number> {
  const result = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM portfolio_items WHERE tenant_id = $1 AND user_id = $2',
    [tenantId, userId],
  );
  return Number(result.rows[0]?.count ?? 0);
}

export interface NewItem {
  tenantId: string;
  userId: string;
  title: string;
  description: string | null;
  media: PortfolioMedia;
  file: FileRef;
}

export async function insertItem(db: Queryable, item: NewItem): Promise<PortfolioItem> {
  const result = await db.query<ItemRow>(
    `INSERT INTO portfolio_items (tenant_id, id, user_id, title, description, media, file)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb) RETURNING ${COLUMNS}`,
    [
      item.tenantId,
      randomUUID(),
      item.userId,
      item.title,
      item.description,
      item.media,
      toJson(item.file),
    ],
  );
  return toItem(result.rows[0] as ItemRow);
}

/** Deletes one of the owner's items; false when the owner has no such item. */
export async function deleteOwnItem(
  db: Queryable,
  tenantId: string,
  itemId: string,
  ownerId: string,
): Promise<boolean> {
  const result = await db.query(
    'DELETE FROM portfolio_items WHERE tenant_id = $1 AND id = $2 AND user_id = $3 RETURNING id',
    [tenantId, itemId, ownerId],
  );
  return result.rows.length > 0;
}

/** The file belongs to a portfolio item, which anyone may see. */
export async function isPortfolioFile(
  db: Queryable,
  tenantId: string,
  key: string,
): Promise<boolean> {
  const found = await db.query(
    `SELECT 1 FROM portfolio_items WHERE tenant_id = $1 AND file ->> 'key' = $2 LIMIT 1`,
    [tenantId, key],
  );
  return found.rows.length > 0;
}
