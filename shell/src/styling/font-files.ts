/**
 * Uploaded font files (docs/tenant-console.md#fonts): the files service answers only with the
 * tenant header, which a `@font-face` `url()` cannot send, so the shell fetches each file once
 * through the API client and points its face at an object URL of the bytes.
 */
import { useEffect, useState } from 'react';
import type { TenantFont } from '@mp/contracts';

/** Object URLs of uploaded font files, by file key. */
export type FontFileUrls = Readonly<Record<string, string>>;

/** Fetches a stored file's bytes (the API client's `download`, public when signed out). */
export type FontFileFetcher = (fileKey: string) => Promise<Blob>;

/** The file keys of the uploaded faces among the fonts. */
export function fontFileKeys(fonts: readonly TenantFont[]): string[] {
  return [...new Set(fonts.flatMap((font) => (font.fileKey ? [font.fileKey] : [])))];
}

async function loadFontFile(fetchFile: FontFileFetcher, fileKey: string): Promise<string | null> {
  try {
    return URL.createObjectURL(await fetchFile(fileKey));
  } catch {
    return null;
  }
}

/**
 * Object URLs of the uploaded font files the fonts name, loaded as they appear; a file that
 * cannot be read is left out (its face falls back to the next font of the stack). Signed in,
 * the files are fetched signed, so the console's preview shows a file not saved in the draft yet.
 */
export function useFontFileUrls(
  fonts: readonly TenantFont[],
  fetchFile: FontFileFetcher,
): FontFileUrls {
  const [urls, setUrls] = useState<Record<string, string>>({});
  const wanted = fontFileKeys(fonts).join('\n');
  useEffect(() => {
    const keys = wanted === '' ? [] : wanted.split('\n');
    if (keys.length === 0 || typeof URL.createObjectURL !== 'function') return undefined;
    let current = true;
    const created: string[] = [];
    void Promise.all(
      keys.map(async (key) => [key, await loadFontFile(fetchFile, key)] as const),
    ).then((loaded) => {
      const found = loaded.filter((entry): entry is [string, string] => entry[1] !== null);
      created.push(...found.map(([, url]) => url));
      if (current) setUrls(Object.fromEntries(found));
      else created.forEach((url) => URL.revokeObjectURL(url));
    });
    return () => {
      current = false;
      created.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [wanted, fetchFile]);
  return urls;
}
