/**
 * The zod-free part of content pages (docs/content-pages.md): which paths can be pages and how a
 * text is picked for the reader. Plain code, so the shell's first script carries no schemas.
 */

/**
 * First path segments the app's own routes use: a content page may not take one, so a page can
 * never hide a screen (the shell's route table test keeps this list complete).
 */
export const RESERVED_PAGE_SLUGS = [
  '404-error',
  'admin',
  'callback',
  'customer',
  'customer-register',
  'dashboard',
  'data',
  'disputes',
  'freelancer',
  'freelancers',
  'login',
  'loginas',
  'operator',
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
