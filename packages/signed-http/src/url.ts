import type { Query, QueryValue } from './types';

function resolveBase(baseUrl: string): URL {
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(baseUrl)) return new URL(baseUrl);
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  if (!origin) throw new Error(`baseUrl "${baseUrl}" must be absolute outside a browser page`);
  return new URL(baseUrl, origin);
}

function appendQuery(url: URL, key: string, value: QueryValue): void {
  if (value === undefined || value === null) return;
  url.searchParams.append(key, String(value));
}

/** baseUrl + path (one slash between them) + query; null and undefined values are left out. */
export function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const base = resolveBase(baseUrl).href.replace(/\/+$/, '');
  const url = new URL(`${base}/${path.replace(/^\/+/, '')}`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (Array.isArray(value)) value.forEach((item: QueryValue) => appendQuery(url, key, item));
    else appendQuery(url, key, value as QueryValue);
  }
  return url.href;
}
