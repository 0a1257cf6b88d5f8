/** A profile's cover image (docs/users.md#cover-image): an image its owner uploaded. */
import {
  API_ERROR_CODES,
  COVER_IMAGE_CONTENT_TYPES,
  UNSUPPORTED_FILE_MESSAGE,
} from '@mp/contracts';
import { HttpError, httpErrors } from '../../http/errors';
import type { Queryable } from '../../db/types';
import { USER_STATUS_DEACTIVATED } from './store';

/**
 * Refuses a cover image that is not one of `uploaderIds`' uploads (422) or whose stored type,
 * read from its bytes by the files API, is not jpeg, png or gif (400 UNSUPPORTED_FILE).
 */
export async function requireCoverImage(
  db: Queryable,
  tenantId: string,
  key: string,
  uploaderIds: readonly string[],
  field: string,
): Promise<void> {
  const found = await db.query<{ content_type: string }>(
    `SELECT content_type FROM files
      WHERE tenant_id = $1 AND key = $2 AND owner_id = ANY($3::text[])`,
    [tenantId, key, [...uploaderIds]],
  );
  const file = found.rows[0];
  if (file === undefined) {
    throw httpErrors.unprocessable('The cover image is not one of your uploads', [
      { path: field, message: 'Not a file you uploaded: upload it through /apis/auth/s3 first' },
    ]);
  }
  if (!(COVER_IMAGE_CONTENT_TYPES as readonly string[]).includes(file.content_type)) {
    throw new HttpError(400, API_ERROR_CODES.unsupportedFile, UNSUPPORTED_FILE_MESSAGE, [
      { path: field, message: 'A cover image is a jpeg, png or gif image' },
    ]);
  }
}

/** Whether the file is an active user's cover image: anyone may read those, like the profile. */
export async function isCoverImageFile(
  db: Queryable,
  tenantId: string,
  key: string,
): Promise<boolean> {
  const found = await db.query(
    `SELECT 1 FROM users WHERE tenant_id = $1 AND cover_image_profile = $2 AND status <> ${USER_STATUS_DEACTIVATED} LIMIT 1`,
    [tenantId, key],
  );
  return found.rows.length > 0;
}
