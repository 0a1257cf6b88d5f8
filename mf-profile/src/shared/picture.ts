/** Portfolio images are jpeg, jpg, png or gif (docs/users.md#input-rules). */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const PICTURE_ACCEPT = '.jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif';
/** The API stores a picture reference of at most 200 000 characters. */
export const MAX_PICTURE_CHARS = 200_000;
/** Longest side of a stored profile picture. */
const PICTURE_SIDE = 320;

export type PictureProblem = 'unsupported' | 'tooLarge' | 'unreadable';

export class PictureError extends Error {
  constructor(readonly problem: PictureProblem) {
    super(problem);
    this.name = 'PictureError';
  }
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new PictureError('unreadable'));
    reader.readAsDataURL(file);
  });
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new PictureError('unreadable'));
    image.src = src;
  });
}

/** A square-bounded JPEG of the picture, or null where the browser cannot draw (no canvas). */
async function downscale(source: string): Promise<string | null> {
  const canvas = document.createElement('canvas');
  const context = typeof canvas.getContext === 'function' ? canvas.getContext('2d') : null;
  if (!context) return null;
  const image = await loadImage(source);
  const scale = Math.min(1, PICTURE_SIDE / Math.max(image.naturalWidth, image.naturalHeight, 1));
  canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
  canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', 0.85);
}

/**
 * A chosen picture as a data:image URL the profile stores: `<img>` tags everywhere (menus,
 * search cards) show it without the tenant header the files API needs. Pictures are scaled
 * down to 320 px where the browser can draw them.
 */
export async function pictureFromFile(file: File): Promise<string> {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) {
    throw new PictureError('unsupported');
  }
  const original = await readAsDataUrl(file);
  let result = original;
  try {
    result = (await downscale(original)) ?? original;
  } catch {
    result = original;
  }
  if (result.length > MAX_PICTURE_CHARS) throw new PictureError('tooLarge');
  return result;
}

export function pictureProblemOf(error: unknown): PictureProblem {
  return error instanceof PictureError ? error.problem : 'unreadable';
}
