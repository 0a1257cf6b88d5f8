import { z } from 'zod';
import { UPLOAD_TEXT_EXCERPT_LENGTH } from '../constants';
import { CONTACT_KINDS } from '../contact-guard';

/** The message of every refused file (docs/files.md#upload-errors). */
export const UNSUPPORTED_FILE_MESSAGE = 'Something is wrong with your file. Please try again.';

/** Largest accepted image, document or text file. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** Largest accepted video. */
export const MAX_VIDEO_BYTES = 100 * 1024 * 1024;
/** Largest file of an upload without signing in (`POST /apis/s3`; docs/security.md#uploads). */
export const MAX_ANONYMOUS_UPLOAD_BYTES = 2 * 1024 * 1024;
export const MAX_FILE_KEY_LENGTH = 512;

/**
 * What a stored file is for, from the first segment of its key: `cv/…`, `data/…` (data-type
 * files), `messages/<channelId>/…`, `milestones/<milestoneId>/…`; anything else is `other`.
 */
export const FILE_KINDS = ['cv', 'data', 'message', 'milestone', 'other'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

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
