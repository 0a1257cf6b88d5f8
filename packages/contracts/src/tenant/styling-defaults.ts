/**
 * Styling defaults and their resolution, free of zod so the themed first paint and the shell's
 * start-up need no schema code (schemas live in styling.ts).
 */
import type { TenantStyling } from './styling';

/**
 * Defaults: color3 white, primaryButton blue, primaryButtonText white (docs/tenants.md#styling).
 */
export const DEFAULT_STYLING: TenantStyling = Object.freeze({
  colorsMap: Object.freeze({
    color3: '#ffffff',
    primaryButton: '#1d4ed8',
    primaryButtonText: '#ffffff',
  }),
  fontsList: [],
  fontVariablesList: [],
  logoHeight: 40,
}) as TenantStyling;

/**
 * Applies the defaults to a (possibly partial) styling: colours merge over the default
 * colours, other fields fall back one by one. Returns a new object; the input is untouched.
 */
export function resolveStyling(partial?: Partial<TenantStyling> | null): TenantStyling {
  const source = partial ?? {};
  const resolved: TenantStyling = {
    ...source,
    colorsMap: { ...DEFAULT_STYLING.colorsMap, ...source.colorsMap },
    fontsList: source.fontsList ?? [],
    fontVariablesList: source.fontVariablesList ?? [],
    logoHeight: source.logoHeight ?? DEFAULT_STYLING.logoHeight,
  };
  if (source.buttonStyles) resolved.buttonStyles = { ...source.buttonStyles };
  return resolved;
}
