import { useEffect } from 'react';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { BROWSER_LOCALE_ALIASES } from '@mp/contracts';
import { createTranslationBackend } from '@mp/remote-kit';
import { NAMESPACES, SHELL_TRANSLATIONS, type ShellNamespace } from '../locales';
import { SUPPORTED_LOCALES, type SupportedLocale } from './languages';

export { SUPPORTED_LOCALES, type SupportedLocale };

const STORAGE_KEY = 'mp.locale';

export function isSupportedLocale(value: unknown): value is SupportedLocale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** Stored choice, else the browser's language (`uk` -> `ua`), else the tenant's default. */
export function pickLocale(
  stored: string | null,
  browserLanguage: string | undefined,
  fallback: string,
): SupportedLocale {
  if (isSupportedLocale(stored)) return stored;
  const code = (browserLanguage ?? '').toLowerCase().split('-')[0] ?? '';
  const mapped = BROWSER_LOCALE_ALIASES[code] ?? code;
  if (isSupportedLocale(mapped)) return mapped;
  return isSupportedLocale(fallback) ? fallback : 'en';
}

/** The HTML `lang` of an app locale: the app says `ua`, the language tag is `uk`. */
export function htmlLang(locale: string): string {
  return locale === 'ua' ? 'uk' : locale;
}

export function readStoredLocale(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The cookie the static server reads to serve the page in the visitor's language. */
export const LOCALE_COOKIE = 'mp.locale';

/** Mirrors the choice into a cookie so the served HTML is already in that language. */
export function rememberLocaleCookie(locale: string): void {
  if (!isSupportedLocale(locale)) return;
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

export function storeLocale(locale: string): void {
  rememberLocaleCookie(locale);
  try {
    window.localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
}

/**
 * Initialises the one i18next instance every remote shares (a federation singleton) with the
 * shell's own namespace in `locale` only. Remotes add the loaders of theirs to its backend.
 */
export async function initShellI18n(
  locale: SupportedLocale,
  instance: I18n = i18next,
): Promise<I18n> {
  await instance
    .use(createTranslationBackend(SHELL_TRANSLATIONS))
    .use(initReactI18next)
    .init({
      lng: locale,
      // Every language has every key (the locales test), so none falls back to another and only
      // the language on screen downloads.
      fallbackLng: false,
      supportedLngs: [...SUPPORTED_LOCALES],
      ns: [NAMESPACES.shell],
      defaultNS: NAMESPACES.shell,
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    });
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = htmlLang(lng);
  });
  document.documentElement.lang = htmlLang(locale);
  return instance;
}

/**
 * Starts loading a feature's namespace while its lazy code downloads, so both arrive together
 * (the feature's `useTranslation(namespace)` then suspends no longer than its code does).
 */
export function usePreloadNamespace(namespace: ShellNamespace, when = true): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (when) void i18n.loadNamespaces(namespace);
  }, [i18n, namespace, when]);
}
