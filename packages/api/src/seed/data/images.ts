/** Inline SVG images, so logos, favicons and avatars work offline with no file store. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { packageRoot } from '../../paths';

export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg.replace(/\s*\n\s*/g, ' ').trim())}`;
}

/**
 * A word-mark logo: a coloured mark plus the brand name. The name fills exactly the space
 * beside the mark (`textLength`), so it is never cut off whatever font the browser picks.
 */
export function wordmarkLogo(options: {
  text: string;
  mark: string;
  markColor: string;
  textColor: string;
  fontFamily: string;
  width: number;
}): string {
  const { text, mark, markColor, textColor, fontFamily, width } = options;
  return svgDataUrl(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="40" viewBox="0 0 ${width} 40">
    <rect x="0" y="4" width="32" height="32" rx="8" fill="${markColor}"/>
    <text x="16" y="26" font-family="${fontFamily}" font-size="18" font-weight="700" fill="#ffffff" text-anchor="middle">${mark}</text>
    <text x="42" y="27" font-family="${fontFamily}" font-size="20" font-weight="700" fill="${textColor}" textLength="${width - 46}" lengthAdjust="spacingAndGlyphs">${text}</text>
  </svg>`);
}

/** A square favicon with one letter. */
export function letterFavicon(letter: string, background: string): string {
  return svgDataUrl(`<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">
    <rect width="32" height="32" rx="7" fill="${background}"/>
    <text x="16" y="22" font-family="Arial, sans-serif" font-size="18" font-weight="700" fill="#ffffff" text-anchor="middle">${letter}</text>
  </svg>`);
}

/** A round avatar with initials. */
export function initialsAvatar(initials: string, background: string): string {
  return svgDataUrl(`<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
    <circle cx="48" cy="48" r="48" fill="${background}"/>
    <text x="48" y="58" font-family="Arial, sans-serif" font-size="34" font-weight="600" fill="#ffffff" text-anchor="middle">${initials}</text>
  </svg>`);
}

/**
 * A drawing kept as a file in `packages/api/seed-images/` (hero pictures, service icons), as a
 * data URL: the seeded tenants need no network and no file store to show it.
 */
export function seedImage(name: string): string {
  return svgDataUrl(readFileSync(path.join(packageRoot(), 'seed-images', name), 'utf8'));
}
