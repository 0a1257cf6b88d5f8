import { BROWSER_LOCALE_ALIASES, DEFAULT_LOCALE } from '@mp/contracts';

const SUPPORTED = ['en', 'ua', 'de'];

/** The browser's language as an app locale (`uk` -> `ua`), or the default. */
export function browserLocale(language: string | undefined): string {
  const code = (language ?? '').toLowerCase().split('-')[0] ?? '';
  const mapped = BROWSER_LOCALE_ALIASES[code] ?? code;
  return SUPPORTED.includes(mapped) ? mapped : DEFAULT_LOCALE;
}
