/**
 * Pure edits of the draft's languages and footer (docs/tenant-console.md#languages and #footer);
 * the schema judges the result, so a field shows the message a save would be refused with.
 */
import type { FooterLink, FooterSettings, Language, TenantConfig } from '@mp/contracts';

export function setLanguage(
  config: TenantConfig,
  index: number,
  field: keyof Language,
  value: string,
): TenantConfig {
  const languages = config.settings.languages.map((language, at) =>
    at === index ? { ...language, [field]: value } : language,
  );
  return { ...config, settings: { ...config.settings, languages } };
}

export function addLanguage(config: TenantConfig): TenantConfig {
  const languages = [...config.settings.languages, { value: '', label: '' }];
  return { ...config, settings: { ...config.settings, languages } };
}

export function removeLanguage(config: TenantConfig, index: number): TenantConfig {
  const languages = config.settings.languages.filter((_, at) => at !== index);
  return { ...config, settings: { ...config.settings, languages } };
}

export function setDefaultLocale(config: TenantConfig, value: string): TenantConfig {
  return { ...config, settings: { ...config.settings, defaultLocale: value } };
}

export function setFooter(config: TenantConfig, footer: FooterSettings): TenantConfig {
  return { ...config, settings: { ...config.settings, footer } };
}

/** A place of the footer's locations: a name alone, or a name with a link. */
export type FooterPlace = FooterSettings['locations']['items'][number];

/** A place as a link row: a plain name has an empty link. */
export function placeAsLink(place: FooterPlace): FooterLink {
  return typeof place === 'string' ? { title: place, url: '' } : place;
}

/** A link row as a place: without a link (nor titles per language) it is the name alone. */
export function linkAsPlace(link: FooterLink): FooterPlace {
  return link.url === '' && link.titles === undefined ? link.title : link;
}

/** Moves the entry at `index` one place up (-1) or down (+1); at an end nothing moves. */
export function moveEntry<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  const moved = [...list];
  if (target < 0 || target >= list.length) return moved;
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved;
}
