/** Pure edits of an item's titles per language (docs/tenant-console.md#menus). */
import type { Language, LocalisedTitles } from '@mp/contracts';

/**
 * The titles with the one in `code` set; a blank value removes it (that language shows the plain
 * title), and no titles at all is `undefined`, so the item keeps the single-string shape.
 */
export function withTitleIn(
  titles: LocalisedTitles | undefined,
  code: string,
  value: string,
): LocalisedTitles | undefined {
  const { [code]: _old, ...others } = titles ?? {};
  const next = value === '' ? others : { ...others, [code]: value };
  return Object.keys(next).length > 0 ? next : undefined;
}

/**
 * The languages an item's titles are edited in: the tenant's, then any its titles still hold
 * that the tenant no longer offers (the schema flags them, so they can be cleared).
 */
export function titleLanguages(
  languages: readonly Language[],
  titles: LocalisedTitles | undefined,
): Language[] {
  const offered = new Set(languages.map((language) => language.value));
  const stale = Object.keys(titles ?? {})
    .filter((code) => !offered.has(code))
    .map((code) => ({ value: code, label: code }));
  return [...languages, ...stale];
}

/** An item with its titles replaced (left out when there are none). */
export function withTitles<T extends { titles?: LocalisedTitles }>(
  item: T,
  titles: LocalisedTitles | undefined,
): T {
  const { titles: _old, ...rest } = item;
  return (titles === undefined ? rest : { ...rest, titles }) as T;
}
