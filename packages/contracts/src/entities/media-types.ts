/** The content types of product and portfolio media; no zod here, so screens can use them cheaply. */

/** Product images: jpeg, jpg, png, gif (docs/products.md#media). */
export const PRODUCT_IMAGE_CONTENT_TYPES = [
  'image/jpeg',
  'image/jpg',
  'image/pjpeg',
  'image/png',
  'image/gif',
] as const;
/** Product videos: mp4, avi, mov, wmv, flv, mkv, webm (docs/products.md#media). */
export const PRODUCT_VIDEO_CONTENT_TYPES = [
  'video/mp4',
  'video/x-m4v',
  'video/quicktime',
  'video/x-msvideo',
  'video/avi',
  'video/msvideo',
  'video/x-ms-wmv',
  'video/x-ms-asf',
  'video/x-flv',
  'video/x-matroska',
  'video/webm',
] as const;
