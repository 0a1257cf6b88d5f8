import {
  PRODUCT_IMAGE_CONTENT_TYPES,
  PRODUCT_MAX_IMAGES,
  PRODUCT_MAX_VIDEOS,
  PRODUCT_VIDEO_CONTENT_TYPES,
  type ApiClient,
  type FileRef,
  type UploadProgress,
} from '@mp/contracts';
import { uploadKey, type UploadProblem } from '@mp/remote-kit';

export type MediaKind = 'images' | 'videos';

/** The files API's limits: images up to 10 MB, videos up to 100 MB (docs/files.md). */
const MAX_BYTES: Record<MediaKind, number> = {
  images: 10 * 1024 * 1024,
  videos: 100 * 1024 * 1024,
};
const ALLOWED: Record<MediaKind, readonly string[]> = {
  images: PRODUCT_IMAGE_CONTENT_TYPES,
  videos: PRODUCT_VIDEO_CONTENT_TYPES,
};
export const MEDIA_LIMIT: Record<MediaKind, number> = {
  images: PRODUCT_MAX_IMAGES,
  videos: PRODUCT_MAX_VIDEOS,
};
export const MEDIA_ACCEPT: Record<MediaKind, string> = {
  images: '.jpg,.jpeg,.png,.gif',
  videos: '.mp4,.avi,.mov,.wmv,.flv,.mkv,.webm',
};

/** Why a chosen file cannot be a product's image or video, before anything is sent. */
export function checkMedia(file: File, kind: MediaKind): UploadProblem | null {
  if (!ALLOWED[kind].includes(file.type) || file.size === 0) return 'unsupported';
  if (file.size > MAX_BYTES[kind]) return 'tooLarge';
  return null;
}

/** A product file's storage key: under its seller, one folder per upload. */
export function mediaKey(userId: string, fileName: string): string {
  return uploadKey('products', userId, fileName);
}

/** Stores one image or video (signed multipart upload) and returns the product's file entry. */
export async function uploadMedia(
  api: ApiClient,
  userId: string,
  file: File,
  onProgress: (progress: UploadProgress) => void,
): Promise<FileRef> {
  const stored = await api.upload(
    {
      key: mediaKey(userId, file.name),
      contentType: file.type,
      file,
      metadata: { purpose: 'product-media', name: file.name },
    },
    { onProgress },
  );
  return {
    key: stored.key,
    name: file.name.slice(0, 255),
    contentType: file.type,
    size: file.size,
  };
}
