/**
 * Pure edits of the draft's custom CSS per route and its font files
 * (docs/tenant-console.md#custom-css and #fonts).
 */
import type { CustomCssMap, TenantConfig, TenantFont } from '@mp/contracts';

function withCustomCss(config: TenantConfig, customCss: CustomCssMap): TenantConfig {
  const { customCss: _old, ...rest } = config.settings.styling;
  const styling = Object.keys(customCss).length > 0 ? { ...rest, customCss } : rest;
  return { ...config, settings: { ...config.settings, styling } };
}

export function customCssOf(config: TenantConfig): CustomCssMap {
  return config.settings.styling.customCss ?? {};
}

export function setCustomCss(config: TenantConfig, pattern: string, css: string): TenantConfig {
  return withCustomCss(config, { ...customCssOf(config), [pattern]: css });
}

/** Adds an empty style sheet for a route (`*`: every route); a route already there is kept. */
export function addCustomCss(config: TenantConfig, pattern: string): TenantConfig {
  if (Object.hasOwn(customCssOf(config), pattern)) return config;
  return setCustomCss(config, pattern, '');
}

export function removeCustomCss(config: TenantConfig, pattern: string): TenantConfig {
  const { [pattern]: _removed, ...rest } = customCssOf(config);
  return withCustomCss(config, rest);
}

function withFonts(config: TenantConfig, fontsList: TenantFont[]): TenantConfig {
  return { ...config, styling: { ...config.styling, fontsList } };
}

export type FontChoice = 'weight' | 'style' | 'format';

/** Sets a font's type, name or address; a blank address is removed. */
export function setFontText(
  config: TenantConfig,
  index: number,
  field: 'type' | 'key' | 'url',
  value: string,
): TenantConfig {
  return withFonts(
    config,
    config.styling.fontsList.map((font, at) => {
      if (at !== index) return font;
      const { url: _old, ...rest } = font;
      if (field === 'url') return value === '' ? rest : { ...rest, url: value };
      return { ...font, [field]: value } as TenantFont;
    }),
  );
}

/** Sets a font's weight, style or format from a select; the empty choice removes it. */
export function setFontChoice(
  config: TenantConfig,
  index: number,
  field: FontChoice,
  value: string,
): TenantConfig {
  return withFonts(
    config,
    config.styling.fontsList.map((font, at) => {
      if (at !== index) return font;
      const { [field]: _old, ...rest } = font;
      if (value === '') return rest as TenantFont;
      const parsed = field === 'weight' && /^\d+$/.test(value) ? Number(value) : value;
      return { ...rest, [field]: parsed } as TenantFont;
    }),
  );
}

export function addFont(config: TenantConfig): TenantConfig {
  return withFonts(config, [...config.styling.fontsList, { type: 'web', key: '' }]);
}

export function removeFont(config: TenantConfig, index: number): TenantConfig {
  return withFonts(
    config,
    config.styling.fontsList.filter((_, at) => at !== index),
  );
}
