/**
 * Small validated string types shared by the tenant and entity schemas: ids, URLs, links,
 * CSS values and route patterns. Tenant settings end up in the DOM and in style sheets, so
 * these are deliberately narrower than "any string".
 */
import { z } from 'zod';
import { isAppPath, isHttpUrl } from './url-checks';

// Checks without zod live apart, so a screen that only checks a URL ships no schema code.
export { isAppPath, isHttpUrl };

/** Record ids: UUIDs or readable slugs (letters, digits, '_' and '-'). */
export const zId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, "_" or "-"');

/** Lower-case kebab-case slug, as used in `/freelancers/{serviceName}`. */
export const zSlug = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case words joined by "-"');

/** A locale code such as `en`, `ua`, `de` or `en-GB`. */
export const zLocaleCode = z
  .string()
  .regex(/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/, 'Expected a locale code such as "en" or "en-GB"');

export const zHttpUrl = z
  .string()
  .max(2048)
  .refine(isHttpUrl, 'A URL must start with http:// or https://');

const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp|svg\+xml|x-icon|vnd\.microsoft\.icon)[;,]/;

/** An image or file location: an http(s) URL, an app path, or an inline `data:image/...` URL. */
export const zAssetUrl = z
  .string()
  .max(200_000)
  .refine(
    (value) => isHttpUrl(value) || isAppPath(value) || DATA_IMAGE.test(value),
    'Expected an http(s) URL, a path starting with "/" or a data:image URL',
  );

/**
 * A link value in menus and the footer (docs/shell.md#links). Blank and '#' are accepted because
 * most footer link values are blank or placeholders. Otherwise: an app path, an
 * http(s) URL, a bare `www.` address, or a `mailto:` / `tel:` link. Never `javascript:`.
 */
export function isLinkValue(value: string): boolean {
  if (value === '' || value.startsWith('#')) return !/\s/.test(value);
  if (isAppPath(value) || isHttpUrl(value)) return true;
  if (/^www\.[a-z0-9-]+(\.[a-z0-9-]+)+(?:[/?#][^\s]*)?$/i.test(value)) return true;
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(value)) return true;
  return /^tel:\+?[0-9 ()-]{3,20}$/.test(value);
}

export const zLinkValue = z
  .string()
  .max(2048)
  .refine(isLinkValue, 'Expected a path, an http(s) URL, www., mailto: or tel: link');

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTIONAL = /^(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(\s*[0-9a-z%.,\s/+-]+\)$/i;
const NAMED = /^[a-z]{3,30}$/i;
const VARIABLE = /^var\(--[a-z0-9_-]+\)$/i;

/** A CSS colour: hex, rgb()/hsl()-style functions, a named colour or a `var(--x)` reference. */
export function isCssColor(value: string): boolean {
  const v = value.trim();
  return HEX.test(v) || FUNCTIONAL.test(v) || NAMED.test(v) || VARIABLE.test(v);
}

export const zCssColor = z.string().max(120).refine(isCssColor, 'Expected a CSS colour');

/** A CSS length such as `12px`, `0.5rem`, `100%` or `0`. */
export const zCssLength = z
  .string()
  .regex(/^(?:0|-?\d*\.?\d+(?:px|rem|em|%|vh|vw|ch))$/, 'Expected a CSS length such as "8px"');

/**
 * A single CSS declaration value (font stacks, shadows, borders). Characters that could end
 * the declaration or open markup are rejected.
 */
export const zCssValue = z
  .string()
  .min(1)
  .max(300)
  .regex(/^[^;{}<>\\]*$/, 'CSS values may not contain ; { } < > or \\');

/** A CSS custom property name. */
export const zCssVariableName = z
  .string()
  .regex(/^--[a-zA-Z0-9_-]+$/, 'Expected a CSS custom property such as "--font-body"');

/**
 * A tenant's custom style sheet. The shell sanitises it before injecting; here we refuse
 * `<` outright so the text can never close a <style> element.
 */
export const zCustomCss = z
  .string()
  .max(50_000)
  .refine((css) => !css.includes('<'), 'Custom CSS may not contain "<"');

const SEGMENT = String.raw`(?:[A-Za-z0-9._~-]+|:[A-Za-z][A-Za-z0-9_]*)`;
const ROUTE_PATTERN = new RegExp(`^/(?:${SEGMENT}(?:/${SEGMENT})*)?$`);

/** A route pattern such as `/freelancer/profile/:username` (no query, hash or trailing slash). */
export function isRoutePattern(value: string): boolean {
  return ROUTE_PATTERN.test(value);
}

export const zRoutePattern = z
  .string()
  .max(300)
  .refine(isRoutePattern, 'Expected a route such as "/freelancer/profile/:username"');

/** An ISO 8601 date-time string, offsets allowed. */
export const zDateTime = z.iso.datetime({ offset: true });
