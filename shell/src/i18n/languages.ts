/**
 * The language menu (docs/shell.md#languages-and-dates): the tenant's `languages` list, filtered
 * to locales the app has translations for. Ukrainian joins the list when the visitor's browser
 * prefers Ukrainian (`uk`, mapped to `ua`) or the visitor chose it before, even if the tenant
 * does not list it, so a Ukrainian speaker is never left without their language.
 */
import { BROWSER_LOCALE_ALIASES } from '@mp/contracts';

/** The languages the shell and every remote ship texts in (`src/locales/{lng}`). */
export const SUPPORTED_LOCALES = ['en', 'ua', 'de'] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

export interface LanguageOption {
  value: SupportedLocale;
  label: string;
}

const UKRAINIAN: LanguageOption = { value: 'ua', label: 'Українська' };

function isSupported(value: string): value is SupportedLocale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

export function browserLocale(browserLanguage: string | undefined): string {
  const code = (browserLanguage ?? '').toLowerCase().split('-')[0] ?? '';
  return BROWSER_LOCALE_ALIASES[code] ?? code;
}

export function languageOptions(
  tenantLanguages: ReadonlyArray<{ value: string; label: string }> | undefined,
  browserLanguage: string | undefined,
  stored: string | null,
): LanguageOption[] {
  const list: LanguageOption[] = (tenantLanguages ?? [{ value: 'en', label: 'English' }]).filter(
    (language): language is LanguageOption => isSupported(language.value),
  );
  const wantsUkrainian = browserLocale(browserLanguage) === 'ua' || stored === 'ua';
  if (wantsUkrainian && !list.some((language) => language.value === 'ua')) list.push(UKRAINIAN);
  return list.length > 0 ? list : [{ value: 'en', label: 'English' }];
}

/** The locale to show: the current one if offered, else the tenant default, else the first. */
export function localeWithin(
  current: string,
  options: readonly LanguageOption[],
  tenantDefault: string | undefined,
): SupportedLocale {
  const values = options.map((option) => option.value);
  if ((values as string[]).includes(current)) return current as SupportedLocale;
  if (tenantDefault && (values as string[]).includes(tenantDefault)) {
    return tenantDefault as SupportedLocale;
  }
  return values[0] ?? 'en';
}
