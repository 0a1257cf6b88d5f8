import type { ApiClient, FileRef, UploadProgress } from '@mp/contracts';
import { uploadKey, type UploadProblem } from './upload-queue';

/** One kind of file an upload takes: its content types and largest size (docs/files.md). */
export interface AcceptedFiles {
  contentTypes: readonly string[];
  maxBytes: number;
}

/**
 * Why a chosen file cannot be sent, before anything is sent; null when it can. The file must be
 * of one of the accepted kinds, not empty, and within that kind's size.
 */
export function checkChosenFile(
  file: File,
  accepted: readonly AcceptedFiles[],
): UploadProblem | null {
  const kind = accepted.find(({ contentTypes }) => contentTypes.includes(file.type));
  if (!kind || file.size === 0) return 'unsupported';
  return file.size > kind.maxBytes ? 'tooLarge' : null;
}

/** Where a chosen file is stored and what for. */
export interface ChosenFileUpload {
  /** The key's first segment (`covers`, `portfolio`, `cv`, `products`, `jobs`...). */
  folder: string;
  /** Who uploads: the key's owner segment. */
  userId: string;
  /** Recorded with the file, for the files service's checks and logs. */
  purpose: string;
  file: File;
  /** The type to store it as, when the browser's own guess is not the one to keep. */
  contentType?: string;
}

/** Stores one chosen file (a signed upload, with progress) and answers its file entry. */
export async function storeChosenFile(
  api: ApiClient,
  upload: ChosenFileUpload,
  onProgress?: (progress: UploadProgress) => void,
): Promise<FileRef> {
  const { folder, userId, purpose, file } = upload;
  const contentType = upload.contentType ?? file.type;
  const stored = await api.upload(
    {
      key: uploadKey(folder, userId, file.name),
      contentType,
      file,
      metadata: { purpose, name: file.name },
    },
    { onProgress },
  );
  return { key: stored.key, name: file.name.slice(0, 255), contentType, size: file.size };
}
