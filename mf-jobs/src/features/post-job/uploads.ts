import type { ApiClient, UploadProgress, UploadRequest } from '@mp/contracts';
import { uploadKey, type UploadProblem } from '@mp/remote-kit';
import type { FileRef } from '../../shared/job-types';

/** Same limits as the files API: documents and images up to 10 MB, videos up to 100 MB. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const MAX_VIDEO_BYTES = 100 * 1024 * 1024;
export const ATTACHMENT_ACCEPT =
  '.pdf,.png,.jpg,.jpeg,.gif,.webp,.doc,.docx,.xlsx,.txt,.csv,.mp4,.mov,.avi,.mkv,.webm,.wmv,.flv';

export function checkAttachment(file: File): UploadProblem | null {
  const limit = file.type.startsWith('video/') ? MAX_VIDEO_BYTES : MAX_DOCUMENT_BYTES;
  if (file.size > limit) return 'tooLarge';
  if (file.size === 0) return 'unsupported';
  return null;
}

/** A job attachment's storage key: under the owner, one folder per upload. */
export function attachmentKey(userId: string, fileName: string): string {
  return uploadKey('jobs', userId, fileName);
}

function contentTypeOf(file: File): string {
  if (file.type) return file.type;
  const extension = file.name.split('.').pop()?.toLowerCase();
  if (extension === 'txt') return 'text/plain';
  if (extension === 'csv') return 'text/csv';
  return 'application/octet-stream';
}

/** Stores one attachment (a signed multipart upload) and returns the job's file entry. */
export async function uploadAttachment(
  api: ApiClient,
  userId: string,
  file: File,
  onProgress?: (progress: UploadProgress) => void,
): Promise<FileRef> {
  const input: UploadRequest = {
    key: attachmentKey(userId, file.name),
    contentType: contentTypeOf(file),
    file,
    metadata: { purpose: 'job-attachment', name: file.name },
  };
  const stored = await api.upload(input, { onProgress });
  return {
    key: stored.key,
    name: file.name.slice(0, 255),
    contentType: input.contentType,
    size: file.size,
  };
}
