/**
 * A freelancer's portfolio (docs/users.md#portfolio): images (jpeg, jpg, png, gif) and videos
 * (mp4, avi, mov, wmv, flv, mkv, webm) with a title, shown on their public profile.
 */
import { z } from 'zod';
import { PRODUCT_IMAGE_CONTENT_TYPES, PRODUCT_VIDEO_CONTENT_TYPES } from '../entities/commerce';
import { ZFileRef } from '../entities/common';
import { zId } from '../tenant/primitives';
import { zUserId } from './common';

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

export const ZPortfolioItem = z.object({
  itemId: z.string(),
  userId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  media: z.enum(PORTFOLIO_MEDIA),
  file: ZFileRef,
  createdAt: z.string(),
});
export type PortfolioItem = z.infer<typeof ZPortfolioItem>;

/** GET /freelancer/portfolio ?userId: a freelancer's items, newest first. */
export const ZPortfolioQuery = z.strictObject({ userId: zUserId });
export type PortfolioQuery = z.input<typeof ZPortfolioQuery>;

export const ZPortfolio = z.object({ items: z.array(ZPortfolioItem) });
export type Portfolio = z.infer<typeof ZPortfolio>;

/** POST /freelancer/portfolio {title, description?, file}: the file is an upload of the caller. */
export const ZPortfolioItemBody = z
  .strictObject({
    title: z
      .string()
      .trim()
      .min(1, 'Give the item a title')
      .max(PORTFOLIO_TITLE_MAX_LENGTH, `At most ${PORTFOLIO_TITLE_MAX_LENGTH} characters`),
    description: z
      .string()
      .trim()
      .max(
        PORTFOLIO_DESCRIPTION_MAX_LENGTH,
        `At most ${PORTFOLIO_DESCRIPTION_MAX_LENGTH} characters`,
      )
      .optional(),
    file: ZFileRef,
  })
  .meta({
    examples: [
      {
        title: 'Bakery logo',
        file: {
          key: 'portfolio/0000000d-0000-4000-8000-000000000004/1/logo.png',
          name: 'logo.png',
          contentType: 'image/png',
          size: 2048,
        },
      },
    ],
  });
export type PortfolioItemBody = z.input<typeof ZPortfolioItemBody>;

export const ZPortfolioItemParams = z.strictObject({ itemId: zId });

export const ZDeletedPortfolioItem = z.object({ itemId: z.string(), deleted: z.literal(true) });
