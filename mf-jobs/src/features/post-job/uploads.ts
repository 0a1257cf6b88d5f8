import {
  MAX_DOCUMENT_BYTES,
  MAX_VIDEO_BYTES,
  type ApiClient,
  type UploadProgress,
} from '@mp/contracts';
import { storeChosenFile, type UploadProblem } from '@mp/remote-kit';
import type { FileRef } from '../../shared/job-types';

export const ATTACHMENT_ACCEPT =
  '.pdf,.png,.jpg,.jpeg,.gif,.webp,.doc,.docx,.xlsx,.txt,.csv,.mp4,.mov,.avi,.mkv,.webm,.wmv,.flv';

export function checkAttachment(file: File): UploadProblem | null {
  const limit = file.type.startsWith('video/') ? MAX_VIDEO_BYTES : MAX_DOCUMENT_BYTES;
  if (file.size > limit) return 'tooLarge';
  if (file.size === 0) return 'unsupported';
  return null;
}

function contentTypeOf(file: File): string {
  if (file.type) return file.type;
  const extension = file.name.split('.').pop()?.toLowerCase();
  if (extension === 'txt') return 'text/plain';
  if (extension === 'csv') return 'text/csv';
  return 'application/octet-stream';
}

/** Stores one attachment (a signed multipart upload) and returns the job's file entry. */
export function uploadAttachment(
  api: ApiClient,
  userId: string,
  file: File,
  onProgress?: (progress: UploadProgress) => void,
): Promise<FileRef> {
  return storeChosenFile(
    api,
    { folder: 'jobs', userId, purpose: 'job-attachment', file, contentType: contentTypeOf(file) },
    onProgress,
  );
}
