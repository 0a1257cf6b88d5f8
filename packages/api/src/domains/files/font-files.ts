import { FONT_FILE_KEY_PREFIX } from '@mp/contracts';
import type { Queryable } from '../../db/types';

/**
 * Whether the file is a font of the tenant's look: named by a face of the published styling or of
 * the console's draft (so the preview shows it). Anyone may read those, like the logo they sit
 * beside (docs/files.md#fonts); a font no longer named is private to administrators again.
 */
export async function isFontInUse(db: Queryable, tenantId: string, key: string): Promise<boolean> {
  if (!key.startsWith(FONT_FILE_KEY_PREFIX)) return false;
  const face = JSON.stringify([{ fileKey: key }]);
  const found = await db.query(
    `SELECT 1 FROM tenants WHERE tenant_id = $1 AND styling->'fontsList' @> $2::jsonb
     UNION ALL
     SELECT 1 FROM tenant_config_drafts WHERE tenant_id = $1 AND styling->'fontsList' @> $2::jsonb
     LIMIT 1`,
    [tenantId, face],
  );
  return found.rows.length > 0;
}
