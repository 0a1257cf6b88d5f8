/**
 * Pure helpers of the tenant's home page settings, free of zod so the shell can use them on the
 * signed-out home page (docs/home.md#settings).
 */
import type { HomeHeroText, HomeSettings } from './home';

/**
 * A trust figure of the home page shows only from this count up: small numbers would tell
 * visitors the marketplace is empty rather than earn their trust (docs/home.md#trust-figures).
 */
export const MARKETPLACE_STATS_MIN_SHOWN = 10;

/**
 * The hero's words for a language: that language's, else the tenant's default language's, else
 * null (the page then uses its own translated default).
 */
export function homeHeroText(
  home: HomeSettings | undefined,
  locale: string,
  defaultLocale: string | undefined,
): HomeHeroText | null {
  const texts = home?.hero.texts;
  if (!texts) return null;
  if (Object.hasOwn(texts, locale)) return texts[locale] ?? null;
  if (defaultLocale !== undefined && Object.hasOwn(texts, defaultLocale))
    return texts[defaultLocale] ?? null;
  return null;
}
