// Server side only (in the kit build.mjs bundles for the static server, see server-kit.ts): the
// first paint of every route but the home page, as static markup per locale. The static server
// puts it into the served HTML, inside the tenant-styled header frame, so a visitor on a slow
// network sees the header and the page's skeleton before any script has run. React's first
// render draws the same: the header's PendingMenu while the session is restored, and the
// route's LoadingSkeleton while the screen's code arrives.
import { renderToStaticMarkup } from 'react-dom/server';
import { LoadingSkeleton } from '@mp/ui';
import { PendingMenu } from '../layout/PendingMenu';
import { SUPPORTED_LOCALES, type SupportedLocale } from '../i18n/languages';
import de from '../locales/de/shell.json';
import en from '../locales/en/shell.json';
import ua from '../locales/ua/shell.json';

const SHELL_TEXTS: Record<SupportedLocale, typeof en> = { en, ua, de };

/** The parts of a route's first paint: the header's pending menu and the page's skeleton. */
export interface RouteFrame {
  menu: string;
  page: string;
}

export function renderRouteFrame(locale: SupportedLocale): RouteFrame {
  return {
    menu: renderToStaticMarkup(<PendingMenu />),
    page: renderToStaticMarkup(
      <LoadingSkeleton label={SHELL_TEXTS[locale].loading} layout="page" />,
    ),
  };
}

/** `{ en: { menu, page }, ua: …, de: … }`. */
export function renderRouteFrames(): Record<SupportedLocale, RouteFrame> {
  return Object.fromEntries(
    SUPPORTED_LOCALES.map((locale) => [locale, renderRouteFrame(locale)]),
  ) as Record<SupportedLocale, RouteFrame>;
}
