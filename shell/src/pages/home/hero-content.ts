import { homeHeroText, type SettingsView } from '@mp/contracts';

export interface HeroContent {
  headline: string;
  subline: string;
  /** null when the tenant set no picture. */
  image: string | null;
  /** Blank when the picture is decoration only. */
  imageAlt: string;
}

/**
 * The hero as the tenant words it for a language (docs/home.md#settings), else the page's own
 * translated default. Pure: the static server renders the same hero (prerender/home-hero.tsx).
 */
export function heroContent(
  settings: Pick<SettingsView, 'home' | 'defaultLocale'> | null | undefined,
  locale: string,
  fallback: { headline: string; subline: string },
): HeroContent {
  const own = homeHeroText(settings?.home, locale, settings?.defaultLocale);
  return {
    headline: own?.headline ?? fallback.headline,
    subline: own?.subline ?? fallback.subline,
    image: settings?.home?.hero.image ?? null,
    imageAlt: own?.imageAlt ?? '',
  };
}
