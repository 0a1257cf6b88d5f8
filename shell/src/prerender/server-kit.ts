// Bundled at build time for the static server (packages/devtools/src/build.mjs ->
// dist/.server/page-kit.cjs): the shell's own code for what the served HTML carries, so the
// server never re-implements it. Its input is the API's JSON, so shapes are checked here.
import {
  resolveStyling,
  type CustomCssMap,
  type HeaderStyling,
  type RouteMetadata,
  type TenantStyling,
} from '@mp/contracts';
import { stylingVariables } from '../styling/apply-styling';
import { customCssFor, metadataFor } from '../styling/route-meta';

export { renderHomeHero, renderHomeHeroes } from './home-hero';
export { renderRouteFrame, renderRouteFrames, type RouteFrame } from './route-frame';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The parts of a styling document that become custom properties, when well-formed. */
function stylingShape(value: unknown): Partial<TenantStyling> {
  if (!isObject(value)) return {};
  const shape: Partial<TenantStyling> = {};
  if (isObject(value.colorsMap)) shape.colorsMap = value.colorsMap as TenantStyling['colorsMap'];
  if (isObject(value.buttonStyles)) {
    shape.buttonStyles = Object.fromEntries(
      Object.entries(value.buttonStyles).filter(([, style]) => isObject(style)),
    ) as TenantStyling['buttonStyles'];
  }
  if (Array.isArray(value.fontVariablesList)) {
    shape.fontVariablesList = value.fontVariablesList.filter(
      (font): font is TenantStyling['fontVariablesList'][number] =>
        isObject(font) && typeof font.name === 'string',
    );
  }
  if (typeof value.logoHeight === 'number') shape.logoHeight = value.logoHeight;
  return shape;
}

/** The tenant's custom properties exactly as the shell paints them (applyStyling). */
export function tenantCssVariables(styling: unknown, settings: unknown): Record<string, string> {
  const siteStyling = isObject(settings) && isObject(settings.styling) ? settings.styling : {};
  const header = isObject(siteStyling.header) ? (siteStyling.header as HeaderStyling) : undefined;
  return stylingVariables(resolveStyling(stylingShape(styling)), header);
}

function stringEntries(value: unknown): Record<string, string> {
  if (!isObject(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

export interface RouteHeadParts {
  title: string | null;
  description: string | null;
  /** Sanitised (no `<`, `>`, script or foreign URLs): safe inside a served <style> element. */
  customCss: string;
}

/** What the shell's RouteHead sets for a path: the tenant's title, description and custom CSS. */
export function routeHead(settings: unknown, pathname: string): RouteHeadParts {
  const siteStyling = isObject(settings) && isObject(settings.styling) ? settings.styling : {};
  const metadata = isObject(siteStyling.metadata)
    ? (Object.fromEntries(
        Object.entries(siteStyling.metadata).filter(([, meta]) => isObject(meta)),
      ) as Record<string, RouteMetadata>)
    : undefined;
  const meta = metadataFor(pathname, metadata);
  return {
    title: typeof meta?.title === 'string' ? meta.title : null,
    description: typeof meta?.description === 'string' ? meta.description : null,
    customCss: customCssFor(pathname, stringEntries(siteStyling.customCss) as CustomCssMap),
  };
}
