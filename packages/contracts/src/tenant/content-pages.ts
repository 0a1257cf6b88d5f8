/**
 * The tenant's content pages (docs/content-pages.md): terms, privacy, about and the like, one
 * Markdown text per language, served at `/{slug}`. Schemas; the paths are in
 * content-page-paths.ts.
 */
import { z } from 'zod';
import { CONTENT_PAGE_PLACEMENTS, RESERVED_PAGE_SLUGS } from './content-page-paths';
import { zLocaleCode, zSlug } from './primitives';

export const zPageSlug = zSlug
  .max(60)
  .refine(
    (slug) => !(RESERVED_PAGE_SLUGS as readonly string[]).includes(slug),
    'This path belongs to a screen of the app',
  );

/** One language's text of a page. The body is Markdown; raw HTML in it is shown as text. */
export const ZContentPageText = z.strictObject({
  title: z.string().trim().min(1).max(120),
  description: z.string().trim().max(300).optional(),
  body: z.string().trim().min(1).max(20000),
});
export type ContentPageText = z.infer<typeof ZContentPageText>;

const zTextsPerLanguage = <T extends z.ZodType>(text: T) =>
  z
    .record(zLocaleCode, text)
    .refine((texts) => Object.keys(texts).length > 0, 'Give the text in at least one language');

export const ZContentPage = z.strictObject({
  slug: zPageSlug,
  placement: z
    .array(z.enum(CONTENT_PAGE_PLACEMENTS))
    .max(CONTENT_PAGE_PLACEMENTS.length)
    .optional(),
  texts: zTextsPerLanguage(ZContentPageText),
});
export type ContentPage = z.infer<typeof ZContentPage>;

/** What GET /settings tells of a page: enough to link it, not its body. */
export const ZContentPageSummary = z.strictObject({
  slug: zPageSlug,
  placement: ZContentPage.shape.placement,
  titles: zTextsPerLanguage(z.string().min(1).max(120)),
});
export type ContentPageSummary = z.infer<typeof ZContentPageSummary>;

export const ZContentPages = z
  .array(ZContentPage)
  .max(50)
  .refine(
    (pages) => new Set(pages.map((page) => page.slug)).size === pages.length,
    'Each page path may appear only once',
  );

export function summariseContentPage(page: ContentPage): ContentPageSummary {
  const titles = Object.fromEntries(
    Object.entries(page.texts).map(([locale, text]) => [locale, text.title]),
  );
  return { slug: page.slug, ...(page.placement ? { placement: page.placement } : {}), titles };
}
