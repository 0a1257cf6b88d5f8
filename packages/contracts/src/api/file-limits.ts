// Zod-free on purpose: screens check a chosen file against these before uploading, and a module
// that builds schemas would bring zod with them (docs/shell.md#start-up-javascript).

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
