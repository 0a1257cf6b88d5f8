import {
  MAX_DOCUMENT_BYTES,
  MAX_VIDEO_BYTES,
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
import { checkChosenFile, storeChosenFile, type UploadProblem } from '@mp/remote-kit';

/** What the file input offers: the portfolio's image and video types (docs/users.md#portfolio). */
export const PORTFOLIO_ACCEPT =
  '.jpg,.jpeg,.png,.gif,.mp4,.avi,.mov,.wmv,.flv,.mkv,.webm,image/jpeg,image/png,image/gif,video/*';

/** Why a chosen file cannot join a portfolio, before anything is sent; null when it can. */
export function checkPortfolioFile(file: File): UploadProblem | null {
  return checkChosenFile(file, [
    { contentTypes: PORTFOLIO_IMAGE_CONTENT_TYPES, maxBytes: MAX_DOCUMENT_BYTES },
    { contentTypes: PORTFOLIO_VIDEO_CONTENT_TYPES, maxBytes: MAX_VIDEO_BYTES },
  ]);
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
  const stored = await storeChosenFile(
    api,
    { folder: 'portfolio', userId, purpose: 'portfolio', file },
    onProgress,
  );
  const description = entry.description.trim();
  return api.call(addPortfolioItem, {
    body: {
      title: entry.title.trim(),
      description: description === '' ? undefined : description,
      file: stored,
    },
  });
}

export function removePortfolioItem(api: ApiClient, itemId: string): Promise<unknown> {
  return api.call(deletePortfolioItem, { params: { itemId } });
}
