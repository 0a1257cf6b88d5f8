import { z } from 'zod';
import { UPLOAD_TEXT_EXCERPT_LENGTH } from '../constants';
import { CONTACT_KINDS } from '../contact-guard';
import { MAX_FILE_KEY_LENGTH } from './file-limits';

/**
 * A file the API received in a multipart upload: streamed to a temporary file as it arrived
 * rather than held in memory (docs/files.md#uploading). Only the API's body parser makes these.
 */
export interface ReceivedFile {
  readonly received: true;
  /** Bytes received. */
  readonly size: number;
}

function isReceivedFile(value: unknown): value is ReceivedFile {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as Partial<ReceivedFile>;
  return file.received === true && typeof file.size === 'number';
}

const ZFileContent = z.custom<Uint8Array | ReceivedFile>(
  (value) => ArrayBuffer.isView(value) || isReceivedFile(value),
  'Expected file bytes',
);

/**
 * The upload form (multipart/form-data, as the browser sends it). The same fields may be sent
 * as JSON with `file` in base64 (small files: the JSON body limit applies).
 */
export const ZUploadFileBody = z
  .strictObject({
    key: z.string().min(1).max(MAX_FILE_KEY_LENGTH),
    contentType: z.string().min(1).max(255),
    filesize: z.number().int().nonnegative(),
    metadata: z.record(z.string(), z.unknown()).optional(),
    text: z.string().max(UPLOAD_TEXT_EXCERPT_LENGTH).optional(),
    file: z.union([z.base64(), ZFileContent]),
  })
  .meta({
    examples: [
      {
        key: 'sample/upload.txt',
        contentType: 'text/plain',
        filesize: 5,
        file: 'aGVsbG8=',
      },
    ],
  });
export type UploadFileBody = z.infer<typeof ZUploadFileBody>;

export const ZUploadFileResponse = z.object({
  /** The key the file is stored under (unique in the tenant). */
  key: z.string(),
  /** base64 of the storage path: the `path` query of GET /apis/s3 and /apis/auth/s3. */
  path: z.string(),
  /**
   * A CV whose text holds contact details (docs/messaging.md#contact-detail-guard): masked in
   * the stored text, or kept and the uploader warned ("Please do not include contact info.").
   */
  contactGuard: z
    .object({ action: z.enum(['masked', 'warned']), kinds: z.array(z.enum(CONTACT_KINDS)) })
    .optional(),
});
export type UploadFileResponse = z.infer<typeof ZUploadFileResponse>;

export const ZFileQuery = z.object({
  path: z
    .string()
    .min(1)
    .max(4 * MAX_FILE_KEY_LENGTH)
    .meta({ examples: ['c2FtcGxlL25vbmUudHh0'] }),
});
export type FileQuery = z.infer<typeof ZFileQuery>;

export const ZDeleteFileBody = z.strictObject({
  key: z.string().min(1).max(MAX_FILE_KEY_LENGTH),
});
export type DeleteFileBody = z.infer<typeof ZDeleteFileBody>;

export const ZDeleteFileResponse = z.object({ key: z.string(), deleted: z.literal(true) });
export type DeleteFileResponse = z.infer<typeof ZDeleteFileResponse>;
