/**
 * Outbound links (docs/products.md#outbound-links): only absolute http(s) URLs with a host, and
 * whether the host is the tenant's own or on its allow list.
 */
import type { FieldError, RedirectTarget } from '@mp/contracts';

const EXPLICIT_HTTP = /^https?:\/\/[^/\\]/i;

/** Control characters, white space and backslashes (browsers read "\\" as "/" in http URLs). */
function hasUnsafeCharacter(raw: string): boolean {
  for (const char of raw) {
    const code = char.codePointAt(0) ?? 0;
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f) || char === '\\') return true;
    if (/[\s\u200b-\u200f\ufeff]/u.test(char)) return true;
  }
  return false;
}

export type CheckedTarget = { ok: true; url: URL } | { ok: false; error: FieldError };

const refuse = (message: string): CheckedTarget => ({
  ok: false,
  error: { path: 'params.url', message },
});

export function checkTarget(raw: string): CheckedTarget {
  if (hasUnsafeCharacter(raw))
    return refuse('A link may not contain spaces, control characters or backslashes');
  if (!EXPLICIT_HTTP.test(raw)) return refuse('A URL is valid only with http or https protocol');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refuse('Not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return refuse('A URL is valid only with http or https protocol');
  if (url.hostname === '') return refuse('A link needs a host');
  if (url.username !== '' || url.password !== '')
    return refuse('A link may not carry a user name or password');
  return { ok: true, url };
}

/** `example.com` matches itself; `*.example.com` matches its subdomains. */
export function hostAllowed(host: string, allowed: readonly string[]): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return allowed.some((entry) => {
    const pattern = entry.toLowerCase();
    return pattern.startsWith('*.')
      ? name.endsWith(pattern.slice(1)) && name.length > pattern.length - 1
      : name === pattern;
  });
}

export function redirectTarget(url: URL, allowed: readonly string[]): RedirectTarget {
  return { url: url.href, host: url.hostname, interstitial: !hostAllowed(url.hostname, allowed) };
}
