import {
  PORTFOLIO_IMAGE_CONTENT_TYPES,
  PORTFOLIO_VIDEO_CONTENT_TYPES,
  addPortfolioItem,
  deletePortfolioItem,
  listPortfolio,
  type ApiClient,
  type Portfolio,
  type PortfolioItem,
  type UploadProgress,
} from '@mp/contracts';
import { uploadKey, type UploadProblem } from '@mp/remote-kit';

/** The files API's limits: images up to 10 MB, videos up to 100 MB (docs/files.md). */
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const MAX_VIDEO_BYTES = 100 * 1024 * 1024;

/** What the file input offers: the portfolio's image and video types (docs/users.md#portfolio). */
export const PORTFOLIO_ACCEPT =
  '.jpg,.jpeg,.png,.gif,.mp4,.avi,.mov,.wmv,.flv,.mkv,.webm,image/jpeg,image/png,image/gif,video/*';

/** Why a chosen file cannot join a portfolio, before anything is sent; null when it can. */
export function checkPortfolioFile(file: File): UploadProblem | null {
  const isImage = (PORTFOLIO_IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type);
  const isVideo = (PORTFOLIO_VIDEO_CONTENT_TYPES as readonly string[]).includes(file.type);
  if ((!isImage && !isVideo) || file.size === 0) return 'unsupported';
  if (file.size > (isImage ? MAX_IMAGE_BYTES : MAX_VIDEO_BYTES)) return 'tooLarge';
  return null;
}

/** A user's portfolio, newest first (public). */
export function loadPortfolio(
  api: ApiClient,
  userId: string,
  signal?: AbortSignal,
): Promise<Portfolio> {
  return api.call(listPortfolio, { query: { userId }, signal });
}

/**
 * Uploads the file (signed, with progress) and adds it to the caller's portfolio under the title;
 * the API checks the stored type again and refuses others with 400 (shown as 'unsupported').
 */
export async function uploadPortfolioItem(
  api: ApiClient,
  userId: string,
  file: File,
  entry: { title: string; description: string },
  onProgress: (progress: UploadProgress) => void,
): Promise<PortfolioItem> {
  const stored = await api.upload(
    {
      key: uploadKey('portfolio', userId, file.name),
      contentType: file.type,
      file,
      metadata: { purpose: 'portfolio', name: file.name },
    },
    { onProgress },
  );
  const description = entry.description.trim();
  return api.call(addPortfolioItem, {
    body: {
      title: entry.title.trim(),
      description: description === '' ? undefined : description,
      file: {
        key: stored.key,
        name: file.name.slice(0, 255),
        contentType: file.type,
        size: file.size,
      },
    },
  });
}

export function removePortfolioItem(api: ApiClient, itemId: string): Promise<unknown> {
  return api.call(deletePortfolioItem, { params: { itemId } });
}
