// Server side only (in the kit build.mjs bundles for the static server, see server-kit.ts):
// the signed-out home page's hero, the page's largest paint, as static markup per locale. The
// static server puts it into the served HTML so it paints before any script has run; React
// replaces it with the same markup on its first render (HomePage renders this PageHeader).
import { renderToStaticMarkup } from 'react-dom/server';
import { PageHeader } from '@mp/ui';
import { SUPPORTED_LOCALES, shellResources, type SupportedLocale } from '../i18n/resources';

function homeText(locale: SupportedLocale, key: 'title' | 'description'): string {
  const home = shellResources[locale].home;
  const value =
    typeof home === 'object' && home !== null ? (home as Record<string, unknown>)[key] : null;
  if (typeof value !== 'string') throw new Error(`shell:home.${key} is missing for ${locale}`);
  return value;
}

export function renderHomeHero(locale: SupportedLocale): string {
  return renderToStaticMarkup(
    <PageHeader
      heading={homeText(locale, 'title')}
      description={homeText(locale, 'description')}
    />,
  );
}

/** `{ en: '<header class="mp-page-header">…', ua: …, de: … }` */
export function renderHomeHeroes(): Record<SupportedLocale, string> {
  return Object.fromEntries(
    SUPPORTED_LOCALES.map((locale) => [locale, renderHomeHero(locale)]),
  ) as Record<SupportedLocale, string>;
}
