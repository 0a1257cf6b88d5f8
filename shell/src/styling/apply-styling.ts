/**
 * Paints the tenant's look: custom properties on <html>, @font-face rules, web-font
 * stylesheets and the favicon. Values come from tenant settings, so each one is checked before
 * it reaches CSS or the DOM.
 */
import type { HeaderStyling, TenantFont, TenantStyling } from '@mp/contracts';
import { putCssVariable, themeToCssVariables, withReadableColours } from '@mp/ui';
import type { FontFileUrls } from './font-files';

const FONT_STYLE_ID = 'mp-tenant-fonts';
const FONT_LINK_ATTR = 'data-mp-tenant-font';
const FONT_KEY = /^[A-Za-z0-9 _-]{1,80}$/;

/** A URL safe inside `url("...")`: http(s) or a same-origin path, no quotes or escapes. */
function safeFontUrl(url: string | undefined, type: TenantFont['type']): string | null {
  if (!url || /["'\\\s()<>]/.test(url)) return null;
  if (type === 'web') return /^https:\/\/|^http:\/\//i.test(url) ? url : null;
  return /^\/(?!\/)/.test(url) ? url : null;
}

/** An uploaded font file's object URL (`blob:` of this page), once it is loaded. */
function uploadedFontUrl(fileKey: string, fileUrls: FontFileUrls): string | null {
  const url = fileUrls[fileKey];
  return url !== undefined && /^blob:[^"'\\\s()<>]+$/.test(url) ? url : null;
}

/** Where a face's bytes come from: its file, its address, or the device (`local()`). */
function fontSource(font: TenantFont, fileUrls: FontFileUrls): string | null {
  const format = font.format ? ` format("${font.format}")` : '';
  if (font.fileKey) {
    const uploaded = uploadedFontUrl(font.fileKey, fileUrls);
    return uploaded ? `url("${uploaded}")${format}` : null;
  }
  const url = safeFontUrl(font.url, font.type);
  if (url) return `url("${url}")${format}`;
  return font.type === 'local' && !font.url ? `local("${font.key}")` : null;
}

/**
 * @font-face rules for the tenant's font files; installed local fonts use `local()`, uploaded
 * ones their loaded bytes (`fileUrls`; a face whose file is not loaded yet is left out).
 */
export function fontFaceCss(fonts: readonly TenantFont[], fileUrls: FontFileUrls = {}): string {
  const rules: string[] = [];
  for (const font of fonts) {
    if (!FONT_KEY.test(font.key)) continue;
    // A web font without a format is a stylesheet (e.g. a Google Fonts URL), not a file.
    if (font.type === 'web' && !font.format) continue;
    const src = fontSource(font, fileUrls);
    if (!src) continue;
    const weight = font.weight === undefined ? '' : ` font-weight: ${font.weight};`;
    const style = font.style === undefined ? '' : ` font-style: ${font.style};`;
    rules.push(
      `@font-face { font-family: "${font.key}"; src: ${src};${weight}${style} font-display: swap; }`,
    );
  }
  return rules.join('\n');
}

/** Web fonts delivered as stylesheets (no format): their https URLs. */
export function fontStylesheets(fonts: readonly TenantFont[]): string[] {
  return fonts
    .filter((font) => font.type === 'web' && !font.format)
    .map((font) => safeFontUrl(font.url, 'web'))
    .filter((url): url is string => url !== null && url.startsWith('https://'));
}

/**
 * Every custom property of the tenant: theme colours, buttons, fonts, header and logo, with
 * colours that fail AA contrast corrected (docs/accessibility.md#tenant-colours).
 */
export function stylingVariables(
  styling: TenantStyling,
  header?: HeaderStyling,
): Record<string, string> {
  const variables = themeToCssVariables(styling);
  const put = (name: string, value: unknown) => putCssVariable(variables, name, value);
  put('--header-background', header?.backgroundColor ?? styling.colorsMap.headerBackground);
  put('--header-text', header?.textColor);
  put('--header-link', header?.linkColor);
  put('--footer-background', styling.colorsMap.footerBackground);
  put('--footer-text', styling.colorsMap.footerText);
  if (styling.logoHeight) put('--logo-height', `${styling.logoHeight}px`);
  // Header and footer colours come from settings: their contrast is corrected like the theme's.
  return withReadableColours(variables);
}

function isSafeAsset(url: string): boolean {
  return /^(https?:\/\/|\/(?!\/)|data:image\/)/i.test(url) && !/^javascript:/i.test(url);
}

export function applyFavicon(url: string | undefined, doc: Document = document): void {
  if (!url || !isSafeAsset(url)) return;
  let link = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.appendChild(link);
  }
  if (link.getAttribute('href') !== url) link.href = url;
}

export function applyStyling(
  styling: TenantStyling,
  header: HeaderStyling | undefined,
  doc: Document = document,
  fontFileUrls: FontFileUrls = {},
): void {
  const root = doc.documentElement;
  for (const [name, value] of Object.entries(stylingVariables(styling, header))) {
    root.style.setProperty(name, value);
  }
  let style = doc.getElementById(FONT_STYLE_ID);
  if (!style) {
    style = doc.createElement('style');
    style.id = FONT_STYLE_ID;
    doc.head.appendChild(style);
  }
  style.textContent = fontFaceCss(styling.fontsList, fontFileUrls);
  const wanted = new Set(fontStylesheets(styling.fontsList));
  for (const link of doc.querySelectorAll<HTMLLinkElement>(`link[${FONT_LINK_ATTR}]`)) {
    if (!wanted.has(link.href)) link.remove();
    else wanted.delete(link.href);
  }
  for (const href of wanted) {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.setAttribute(FONT_LINK_ATTR, '');
    doc.head.appendChild(link);
  }
  applyFavicon(styling.favicon, doc);
}
