/**
 * What a message may carry (docs/messaging.md#attachments): images, PDFs, office documents and
 * text, each at most 10 MB. The API checks the bytes; screens check before uploading, so the
 * sender hears why at once. Plain values, no zod.
 */
/** Accepted content types, by the file-name extension a browser may leave the type out for. */
export const MESSAGE_ATTACHMENT_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain',
  csv: 'text/csv',
};

const ACCEPTED_TYPES: ReadonlySet<string> = new Set(Object.values(MESSAGE_ATTACHMENT_TYPES));

/** The `accept` attribute of the file picker. */
export const MESSAGE_ATTACHMENT_ACCEPT = Object.keys(MESSAGE_ATTACHMENT_TYPES)
  .map((extension) => `.${extension}`)
  .join(',');

/** Largest file a message may carry: 10 MB, the files domain's limit for documents and images. */
export const MESSAGE_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

export type AttachmentProblem = 'type' | 'size' | 'empty';

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * The content type to upload a picked file as: its own when accepted, else the one its
 * extension names (browsers leave the type empty for some files), else null: not accepted.
 */
export function messageAttachmentType(file: { name: string; type: string }): string | null {
  const declared = file.type.toLowerCase();
  if (ACCEPTED_TYPES.has(declared)) return declared;
  if (declared !== '' && declared !== 'application/octet-stream') return null;
  return MESSAGE_ATTACHMENT_TYPES[extensionOf(file.name)] ?? null;
}

/** Why a picked file cannot be attached, or null when it can. */
export function messageAttachmentProblem(file: {
  name: string;
  type: string;
  size: number;
}): AttachmentProblem | null {
  if (messageAttachmentType(file) === null) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > MESSAGE_ATTACHMENT_MAX_BYTES) return 'size';
  return null;
}

/** Images shown as previews in the conversation. */
export function isPreviewImage(contentType: string): boolean {
  return /^image\/(?:png|jpeg|gif|webp)$/.test(contentType);
}

/**
 * The storage key of an attachment: `messages/{channelId}/{uploadId}/{name}`, the upload id
 * keeping two files of one name apart. Characters a key refuses are replaced.
 */
export function messageAttachmentKey(
  channelId: string,
  uploadId: string,
  fileName: string,
): string {
  const safe =
    fileName
      .normalize('NFC')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f-\u009f/\\%]/g, '_')
      .trim()
      .replace(/^\.+$/, '_')
      .slice(0, 200) || 'file';
  return `messages/${channelId}/${uploadId}/${safe}`;
}
