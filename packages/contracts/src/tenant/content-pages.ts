/**
 * The tenant's content pages (docs/content-pages.md): terms, privacy, about and the like, one
 * Markdown text per language, served at `/{slug}`.
 */
import { z } from 'zod';
import { zLocaleCode, zSlug } from './primitives';

/**
 * First path segments the app's own routes use: a content page may not take one, so a page can
 * never hide a screen (the shell's route table test keeps this list complete).
 */
export const RESERVED_PAGE_SLUGS = [
  '404-error',
  'callback',
  'customer',
  'customer-register',
  'dashboard',
  'data',
  'freelancer',
  'freelancers',
  'login',
  'loginas',
  'post',
  'post-form',
  'post-job',
  'products',
  'register',
  'shifts',
  'unauthorized',
] as const;

/** Where a page is linked besides its own path: the header's menu, the footer, or both. */
export const CONTENT_PAGE_PLACEMENTS = ['menu', 'footer'] as const;
export type ContentPagePlacement = (typeof CONTENT_PAGE_PLACEMENTS)[number];

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

/** The path a page is served at. */
export function contentPagePath(slug: string): string {
  return `/${slug}`;
}

/** The slug of a path that can be a content page (`/terms` → `terms`), else null. */
export function contentPageSlugOf(pathname: string): string | null {
  const match = /^\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/.exec(pathname.toLowerCase());
  const slug = match?.[1];
  if (!slug || (RESERVED_PAGE_SLUGS as readonly string[]).includes(slug)) return null;
  return slug;
}

/** A text in the reader's language, else the tenant's default, else the first there is. */
export function pickLocalised<T>(
  texts: Readonly<Record<string, T>>,
  language: string,
  defaultLocale: string | undefined,
): T | undefined {
  const base = language.split('-')[0] ?? language;
  return (
    texts[language] ??
    texts[base] ??
    (defaultLocale ? texts[defaultLocale] : undefined) ??
    Object.values(texts)[0]
  );
}
