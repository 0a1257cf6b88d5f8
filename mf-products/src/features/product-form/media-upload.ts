import {
  MAX_DOCUMENT_BYTES,
  MAX_VIDEO_BYTES,
  PRODUCT_IMAGE_CONTENT_TYPES,
  PRODUCT_MAX_IMAGES,
  PRODUCT_MAX_VIDEOS,
  PRODUCT_VIDEO_CONTENT_TYPES,
  type ApiClient,
  type FileRef,
  type UploadProgress,
} from '@mp/contracts';
import {
  checkChosenFile,
  storeChosenFile,
  type AcceptedFiles,
  type UploadProblem,
} from '@mp/remote-kit';

export type MediaKind = 'images' | 'videos';

/** The files API's types and limits: images up to 10 MB, videos up to 100 MB (docs/files.md). */
const ACCEPTED: Record<MediaKind, AcceptedFiles> = {
  images: { contentTypes: PRODUCT_IMAGE_CONTENT_TYPES, maxBytes: MAX_DOCUMENT_BYTES },
  videos: { contentTypes: PRODUCT_VIDEO_CONTENT_TYPES, maxBytes: MAX_VIDEO_BYTES },
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
  return checkChosenFile(file, [ACCEPTED[kind]]);
}

/** Stores one image or video (signed multipart upload) and returns the product's file entry. */
export function uploadMedia(
  api: ApiClient,
  userId: string,
  file: File,
  onProgress: (progress: UploadProgress) => void,
): Promise<FileRef> {
  return storeChosenFile(
    api,
    { folder: 'products', userId, purpose: 'product-media', file },
    onProgress,
  );
}
