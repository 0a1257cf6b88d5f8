/**
 * A freelancer's portfolio (docs/users.md#portfolio): images (jpeg, jpg, png, gif) and videos
 * (mp4, avi, mov, wmv, flv, mkv, webm) with a title, shown on their public profile.
 */
import { z } from 'zod';
import { ZFileRef } from '../entities/common';
import { zId } from '../tenant/primitives';
import { zUserId } from './common';
import {
  PORTFOLIO_DESCRIPTION_MAX_LENGTH,
  PORTFOLIO_MEDIA,
  PORTFOLIO_TITLE_MAX_LENGTH,
} from './portfolio-rules';

// The limits and media rules without zod live apart, so the profile screens ship no schemas.
export * from './portfolio-rules';

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
