import { MAX_FILE_KEY_LENGTH, type FileKind } from '@mp/contracts';

export type KeyCheck = { ok: true; key: string } | { ok: false; reason: string };

function hasControl(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}
// Percent-encoded dots, slashes and backslashes: a key is never URL-decoded, so refuse them.
const ENCODED_SEPARATOR = /%(?:2e|2f|5c)/i;

/**
 * A key names a file inside the caller's tenant: `segment/segment/…`, no empty, `.` or `..`
 * segments, no leading slash, no backslash or control characters, at most 512 characters.
 * It is an identifier only (the bytes are stored under a generated id), and tenant prefixes
 * are the server's: the tenant comes from the request, never from the key.
 */
export function checkKey(raw: string): KeyCheck {
  const key = raw.normalize('NFC');
  if (key.length === 0 || key.length > MAX_FILE_KEY_LENGTH)
    return { ok: false, reason: `must be 1 to ${MAX_FILE_KEY_LENGTH} characters` };
  if (hasControl(key)) return { ok: false, reason: 'must not contain control characters' };
  if (key.includes('\\')) return { ok: false, reason: 'must not contain backslashes' };
  if (ENCODED_SEPARATOR.test(key))
    return { ok: false, reason: 'must not contain encoded dots or slashes' };
  if (key.startsWith('/') || /^[A-Za-z]:/.test(key))
    return { ok: false, reason: 'must be relative (no leading slash or drive)' };
  const segments = key.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..'))
    return { ok: false, reason: 'must not contain empty, "." or ".." segments' };
  if (segments.some((segment) => segment.trim() !== segment))
    return { ok: false, reason: 'segments must not start or end with spaces' };
  return { ok: true, key };
}

/** The kind of a (checked) key, and the channel or milestone it belongs to. */
export function classifyKey(key: string): { kind: FileKind; scopeId: string | null } {
  const [first, second] = key.split('/');
  const scoped = second !== undefined && key.split('/').length > 2 ? second : null;
  switch (first) {
    case 'cv':
      return { kind: 'cv', scopeId: null };
    case 'data':
    case 'datatypes':
      return { kind: 'data', scopeId: null };
    case 'messages':
      return { kind: 'message', scopeId: scoped };
    case 'milestones':
      return { kind: 'milestone', scopeId: scoped };
    default:
      return { kind: 'other', scopeId: null };
  }
}

/** base64 of the UTF-8 storage path (what the browser's encodeStoragePath makes). */
export function encodePath(key: string): string {
  return Buffer.from(key, 'utf8').toString('base64');
}

/** The key a `path` query names, or null when it is not canonical base64 of UTF-8 text. */
export function decodePath(path: string): string | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(path) || path.length % 4 !== 0) return null;
  const bytes = Buffer.from(path, 'base64');
  if (bytes.toString('base64') !== path) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** A filename safe for Content-Disposition: the key's last segment, ASCII fallback plus UTF-8. */
export function contentDisposition(key: string, inline: boolean): string {
  const name = key.split('/').pop() ?? 'file';
  const ascii = name.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 120) || 'file';
  const utf8 = encodeURIComponent(name.slice(0, 200)).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}
