/** Uploaded font files named by the console's draft (docs/tenant-console.md#fonts). */
import { FONT_FILE_FORMATS, type TenantConfig } from '@mp/contracts';
import type { Queryable } from '../../db/types';
import { httpErrors } from '../../http/errors';
import { findFiles } from '../files';

const FONT_CONTENT_TYPES: ReadonlySet<string> = new Set(Object.keys(FONT_FILE_FORMATS));

/**
 * Refuses (422, naming `body.styling.fontsList.N.fileKey`) a face whose file key is not a font
 * file stored in the tenant: the shell could never load it.
 */
export async function requireStoredFontFiles(
  db: Queryable,
  tenantId: string,
  config: TenantConfig,
): Promise<void> {
  const faces = config.styling.fontsList.flatMap((font, index) =>
    font.fileKey ? [{ index, key: font.fileKey }] : [],
  );
  if (faces.length === 0) return;
  const stored = await findFiles(
    db,
    tenantId,
    faces.map((face) => face.key),
  );
  const missing = faces.filter(({ key }) => {
    const file = stored.get(key);
    return file === undefined || !FONT_CONTENT_TYPES.has(file.content_type);
  });
  if (missing.length === 0) return;
  throw httpErrors.unprocessable(
    'A font names a file that is not an uploaded font file',
    missing.map(({ index }) => ({
      path: `body.styling.fontsList.${index}.fileKey`,
      message: 'Not an uploaded font file: upload it in the console first',
    })),
  );
}
