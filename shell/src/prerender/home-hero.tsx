// Server side only (in the kit build.mjs bundles for the static server, see server-kit.ts):
// the signed-out home page's hero, the page's largest paint, as static markup per locale. The
// static server puts it into the served HTML so it paints before any script has run; React
// replaces it with the same markup on its first render (HomePage renders this PageHeader).
import { renderToStaticMarkup } from 'react-dom/server';
import { PageHeader } from '@mp/ui';
import { SUPPORTED_LOCALES, type SupportedLocale } from '../i18n/languages';
import de from '../locales/de/shell.json';
import en from '../locales/en/shell.json';
import ua from '../locales/ua/shell.json';

/** The server has every language at hand (the browser loads only the visitor's). */
const SHELL_TEXTS: Record<SupportedLocale, typeof en> = { en, ua, de };

export function renderHomeHero(locale: SupportedLocale): string {
  const { home } = SHELL_TEXTS[locale];
  return renderToStaticMarkup(<PageHeader heading={home.title} description={home.description} />);
}

/** `{ en: '<header class="mp-page-header">…', ua: …, de: … }` */
export function renderHomeHeroes(): Record<SupportedLocale, string> {
  return Object.fromEntries(
    SUPPORTED_LOCALES.map((locale) => [locale, renderHomeHero(locale)]),
  ) as Record<SupportedLocale, string>;
}
