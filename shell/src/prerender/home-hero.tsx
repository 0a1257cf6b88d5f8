// Server side only (in the kit build.mjs bundles for the static server, see server-kit.ts):
// the home page's hero, the page's largest paint, as static markup per tenant and locale. The
// static server puts it into the served HTML so it paints before any script has run; React
// replaces it with the same markup on its first render (HomePage renders this HomeHero).
import { renderToStaticMarkup } from 'react-dom/server';
import { ZHomeSettings, type SettingsView } from '@mp/contracts';
import { SUPPORTED_LOCALES, type SupportedLocale } from '../i18n/languages';
import de from '../locales/de/shell.json';
import en from '../locales/en/shell.json';
import ua from '../locales/ua/shell.json';
import { heroContent } from '../pages/home/hero-content';
import { HomeHero } from '../pages/home/HomeHero';

/** The server has every language at hand (the browser loads only the visitor's). */
const SHELL_TEXTS: Record<SupportedLocale, typeof en> = { en, ua, de };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The parts of the settings (the API's JSON) the hero reads, when well-formed. */
function heroSettings(settings: unknown): Pick<SettingsView, 'home' | 'defaultLocale'> | null {
  if (!isObject(settings)) return null;
  const home = ZHomeSettings.safeParse(settings.home);
  return {
    home: home.success ? home.data : undefined,
    defaultLocale: typeof settings.defaultLocale === 'string' ? settings.defaultLocale : 'en',
  };
}

/** The tenant's hero in one language; without settings, the shell's default words. */
export function renderHomeHero(locale: SupportedLocale, settings?: unknown): string {
  const { home } = SHELL_TEXTS[locale];
  const content = heroContent(heroSettings(settings), locale, {
    headline: home.title,
    subline: home.description,
  });
  return renderToStaticMarkup(<HomeHero content={content} search={null} />);
}

/** `{ en: '<section class="mp-home-hero">…', ua: …, de: … }` with the default words. */
export function renderHomeHeroes(): Record<SupportedLocale, string> {
  return Object.fromEntries(
    SUPPORTED_LOCALES.map((locale) => [locale, renderHomeHero(locale)]),
  ) as Record<SupportedLocale, string>;
}
