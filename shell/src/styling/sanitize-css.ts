/**
 * Tenant custom CSS is data from tenant settings: it may restyle the page but must never run
 * script or pull content from another origin. Anything that could is removed; the result is
 * meant for a `<style>` element's textContent (never innerHTML).
 */

// Escapes such as `\75 rl(` or `@\69mport` would slip past the checks below, so comments are
// removed and escapes decoded before anything else is looked at.
const COMMENTS = /\/\*[\s\S]*?(?:\*\/|$)/g;
const ESCAPES = /\\([0-9a-fA-F]{1,6})\s?|\\([^\n0-9a-fA-F])/g;

function decodeEscape(_whole: string, hex: string | undefined, char: string | undefined): string {
  if (char !== undefined) return char;
  const code = Number.parseInt(hex ?? '', 16);
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
}
const AT_IMPORT = /@import\b[^;]*(?:;|$)/gi;
const FORBIDDEN = [
  /expression\s*\(/gi,
  /javascript\s*:/gi,
  /vbscript\s*:/gi,
  /behavior\s*:/gi,
  /-moz-binding\s*:/gi,
  /<\/?\s*style/gi,
  /<!--|-->/g,
  /[<>]/g,
];
const URL_CALL = /url\s*\(\s*(['"]?)([^'")]*)\1\s*\)/gi;
const IMAGE_SET = /(?:-webkit-)?image-set\s*\(/gi;

/** A url() target that stays on the page's own origin: a path, or an inline image. */
export function isSameOriginCssUrl(target: string): boolean {
  const value = target.trim();
  if (value.startsWith('//')) return false;
  if (value.startsWith('/') || value.startsWith('#')) return true;
  if (/^data:image\/(png|gif|jpe?g|webp);/i.test(value)) return true;
  return false;
}

export function sanitizeCss(css: string): string {
  let out = css.replace(COMMENTS, '').replace(ESCAPES, decodeEscape);
  out = out.replace(AT_IMPORT, '');
  out = out.replace(URL_CALL, (whole: string, _quote: string, target: string) =>
    isSameOriginCssUrl(target) ? whole : 'none',
  );
  // A url( that the pattern above could not read (unterminated, nested quotes) is dropped.
  out = out.replace(/url\s*\((?![^)]*\))/gi, '');
  // image-set() takes bare strings as URLs: an unknown function name makes the rule invalid.
  out = out.replace(IMAGE_SET, 'blocked-image-set(');
  // Removing one token can join the pieces around it into another (`javajavascript:script:`),
  // so strip until nothing changes.
  let previous: string;
  do {
    previous = out;
    for (const pattern of FORBIDDEN) out = out.replace(pattern, '');
    out = out.replace(AT_IMPORT, '');
  } while (out !== previous);
  return out.trim();
}

/** What the sanitiser takes out of a style sheet, named for the person who wrote it. */
export type CssRefusal =
  | { kind: 'import' }
  | { kind: 'url'; target: string }
  | { kind: 'imageSet' }
  | { kind: 'script'; token: string }
  | { kind: 'markup' };

const SCRIPT_TOKENS: ReadonlyArray<[RegExp, string]> = [
  [/expression\s*\(/i, 'expression()'],
  [/javascript\s*:/i, 'javascript:'],
  [/vbscript\s*:/i, 'vbscript:'],
  [/behavior\s*:/i, 'behavior:'],
  [/-moz-binding\s*:/i, '-moz-binding:'],
];

/**
 * The parts of `css` that `sanitizeCss` removes or blanks, read the way it reads them (comments
 * dropped, escapes decoded), so an editor can show why a rule will not apply.
 */
export function cssRefusals(css: string): CssRefusal[] {
  const text = css.replace(COMMENTS, '').replace(ESCAPES, decodeEscape);
  const refusals: CssRefusal[] = [];
  if (/@import\b/i.test(text)) refusals.push({ kind: 'import' });
  for (const match of text.matchAll(URL_CALL)) {
    const target = match[2] ?? '';
    if (!isSameOriginCssUrl(target)) refusals.push({ kind: 'url', target: target.trim() });
  }
  if (/url\s*\((?![^)]*\))/i.test(text)) refusals.push({ kind: 'url', target: '' });
  if (/(?:-webkit-)?image-set\s*\(/i.test(text)) refusals.push({ kind: 'imageSet' });
  for (const [pattern, token] of SCRIPT_TOKENS) {
    if (pattern.test(text)) refusals.push({ kind: 'script', token });
  }
  if (/[<>]/.test(text)) refusals.push({ kind: 'markup' });
  return refusals;
}
