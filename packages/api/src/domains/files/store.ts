import type { FileKind } from '@mp/contracts';
import { toJson, type Queryable } from '../../db/types';

export interface FileRow {
  tenant_id: string;
  key: string;
  storage_id: string;
  owner_id: string | null;
  is_public: boolean;
  kind: FileKind;
  scope_id: string | null;
  content_type: string;
  size: number;
  created_at: string;
}

const COLUMNS = `tenant_id, key, storage_id, owner_id, is_public, kind, scope_id, content_type,
  size::float8 AS size, created_at`;

export async function findFile(
  db: Queryable,
  tenantId: string,
  key: string,
  options: { forUpdate?: boolean } = {},
): Promise<FileRow | null> {
  const lock = options.forUpdate === true ? ' FOR UPDATE' : '';
  const result = await db.query<FileRow>(
    `SELECT ${COLUMNS} FROM files WHERE tenant_id = $1 AND key = $2${lock}`,
    [tenantId, key],
  );
  return result.rows[0] ?? null;
}

/** The stored files of these keys in one tenant, by key (keys with no file are absent). */
export async function findFiles(
  db: Queryable,
  tenantId: string,
  keys: readonly string[],
): Promise<Map<string, FileRow>> {
  if (keys.length === 0) return new Map();
  const result = await db.query<FileRow>(
    `SELECT ${COLUMNS} FROM files WHERE tenant_id = $1 AND key = ANY($2::text[])`,
    [tenantId, [...keys]],
  );
  return new Map(result.rows.map((row) => [row.key, row]));
}

/** The text read from a file at upload (PDF, DOCX, plain text), trimmed; '' when it has none. */
export async function storedText(db: Queryable, tenantId: string, key: string): Promise<string> {
  const result = await db.query<{ text_excerpt: string | null }>(
    'SELECT text_excerpt FROM files WHERE tenant_id = $1 AND key = $2',
    [tenantId, key],
  );
  return result.rows[0]?.text_excerpt?.trim() ?? '';
}

export interface NewFile {
  tenantId: string;
  key: string;
  storageId: string;
  ownerId: string | null;
  isPublic: boolean;
  kind: FileKind;
  scopeId: string | null;
  contentType: string;
  size: number;
  metadata: Record<string, unknown>;
  text: string | null;
}

/** Inserts the row, or replaces the caller's earlier upload under the same key. */
export async function saveFile(db: Queryable, file: NewFile): Promise<void> {
  await db.query(
    `INSERT INTO files (tenant_id, key, storage_id, owner_id, is_public, kind, scope_id,
                        content_type, size, metadata, text_excerpt)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11)
     ON CONFLICT (tenant_id, key) DO UPDATE SET
       storage_id = EXCLUDED.storage_id, is_public = EXCLUDED.is_public,
       content_type = EXCLUDED.content_type, size = EXCLUDED.size,
       metadata = EXCLUDED.metadata, text_excerpt = EXCLUDED.text_excerpt, created_at = now()`,
    [
      file.tenantId,
      file.key,
      file.storageId,
      file.ownerId,
      file.isPublic,
      file.kind,
      file.scopeId,
      file.contentType,
      file.size,
      toJson(file.metadata),
      file.text,
    ],
  );
}

export async function deleteFileRow(db: Queryable, tenantId: string, key: string): Promise<void> {
  await db.query('DELETE FROM files WHERE tenant_id = $1 AND key = $2', [tenantId, key]);
}

export async function userRole(
  db: Queryable,
  tenantId: string,
  userId: string,
): Promise<number | null> {
  const result = await db.query<{ role: number }>(
    'SELECT role FROM users WHERE tenant_id = $1 AND id = $2',
    [tenantId, userId],
  );
  return result.rows[0]?.role ?? null;
}
