/** Portfolio limits and media rules (docs/users.md#portfolio); no zod here. */
import { PRODUCT_IMAGE_CONTENT_TYPES, PRODUCT_VIDEO_CONTENT_TYPES } from '../entities/media-types';

/** The most items one portfolio holds. */
export const PORTFOLIO_MAX_ITEMS = 30;
/** The longest title and description, in characters. */
export const PORTFOLIO_TITLE_MAX_LENGTH = 120;
export const PORTFOLIO_DESCRIPTION_MAX_LENGTH = 1000;
/** Portfolio images are the content types of jpeg, jpg, png and gif files. */
export const PORTFOLIO_IMAGE_CONTENT_TYPES = PRODUCT_IMAGE_CONTENT_TYPES;
/** Portfolio videos are the content types of mp4, avi, mov, wmv, flv, mkv and webm files. */
export const PORTFOLIO_VIDEO_CONTENT_TYPES = PRODUCT_VIDEO_CONTENT_TYPES;

export const PORTFOLIO_MEDIA = ['image', 'video'] as const;
export type PortfolioMedia = (typeof PORTFOLIO_MEDIA)[number];

/** Whether a stored content type is a portfolio image, a portfolio video, or neither. */
export function portfolioMediaOf(contentType: string): PortfolioMedia | null {
  if ((PORTFOLIO_IMAGE_CONTENT_TYPES as readonly string[]).includes(contentType)) return 'image';
  if ((PORTFOLIO_VIDEO_CONTENT_TYPES as readonly string[]).includes(contentType)) return 'video';
  return null;
}
