import { matchRoute, type CustomCssMap, type RouteMetadata } from '@mp/contracts';
import { sanitizeCss } from './sanitize-css';

function specificity(pattern: string): string {
  return pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? '0' : '1'))
    .join('');
}

/** The tenant's metadata (title, description) of the route a pathname belongs to. */
export function metadataFor(
  pathname: string,
  metadata: Readonly<Record<string, RouteMetadata>> | undefined,
): RouteMetadata | null {
  let best: { meta: RouteMetadata; score: string } | null = null;
  for (const [pattern, meta] of Object.entries(metadata ?? {})) {
    if (!matchRoute(pattern, pathname)) continue;
    const score = specificity(pattern);
    if (!best || score > best.score) best = { meta, score };
  }
  return best?.meta ?? null;
}

/** The sanitised custom CSS for a pathname: the `*` rules, then those of matching routes. */
export function customCssFor(pathname: string, customCss: CustomCssMap | undefined): string {
  const parts: string[] = [];
  for (const [pattern, css] of Object.entries(customCss ?? {})) {
    if (pattern === '*' || matchRoute(pattern, pathname)) parts.push(sanitizeCss(css));
  }
  return parts.filter(Boolean).join('\n');
}
