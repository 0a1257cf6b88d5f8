/**
 * Contrast of tenant colours (docs/accessibility.md#tenant-colours): WCAG 2.1 relative
 * luminance and contrast ratio, and the smallest change of one colour of a pair (towards black
 * or white, so the hue stays the tenant's) that gives normal text the AA ratio of 4.5:1.
 */
export const AA_TEXT_CONTRAST = 4.5;

type Rgb = readonly [number, number, number];

function rgbOf(channels: readonly number[]): Rgb | null {
  const [r, g, b] = channels;
  if (r === undefined || g === undefined || b === undefined) return null;
  return channels.every((c) => Number.isInteger(c) && c >= 0 && c <= 255) ? [r, g, b] : null;
}

/** `#rgb`, `#rrggbb` or `rgb(r, g, b)`; null for anything else (left as the tenant set it). */
export function parseColor(value: string): Rgb | null {
  const text = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(text)?.[1];
  if (hex !== undefined) {
    const pairs = hex.length === 3 ? [...hex].map((d) => `${d}${d}`) : (hex.match(/../g) ?? []);
    return rgbOf(pairs.map((pair) => parseInt(pair, 16)));
  }
  const rgb = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/.exec(text);
  return rgb ? rgbOf([rgb[1], rgb[2], rgb[3]].map(Number)) : null;
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function ratio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The contrast ratio of two colours (1 to 21), or null when either cannot be read. */
export function contrastRatio(first: string, second: string): number | null {
  const a = parseColor(first);
  const b = parseColor(second);
  return a === null || b === null ? null : ratio(a, b);
}

function mix([r, g, b]: Rgb, target: number, amount: number): Rgb {
  const toward = (c: number) => c + (target - c) * amount;
  return [toward(r), toward(g), toward(b)];
}

/**
 * `adjusted` moved towards black or white (away from `fixed`) just far enough for 4.5:1; the
 * colour itself when it already passes or cannot be read.
 */
export function withTextContrast(adjusted: string, fixed: string): string {
  const moving = parseColor(adjusted);
  const other = parseColor(fixed);
  if (moving === null || other === null || ratio(moving, other) >= AA_TEXT_CONTRAST)
    return adjusted;
  const target = luminance(other) > 0.18 ? 0 : 255;
  for (let step = 1; step <= 20; step += 1) {
    const candidate = mix(moving, target, step / 20);
    if (ratio(candidate, other) >= AA_TEXT_CONTRAST) return toHex(candidate);
  }
  return toHex(mix(moving, target, 1));
}
