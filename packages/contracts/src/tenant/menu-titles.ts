// Zod-free on purpose: the shell's header and footer read titles before the first render, and
// a module that builds schemas would bring zod onto the home page (docs/shell.md#start-up-javascript).

/** A title per tenant language (`{en: 'About', de: 'Über uns'}`), beside the plain `title`. */
export type LocalisedTitles = Record<string, string>;

/**
 * The title of a menu or footer item in a language: its `titles` entry for that language (or the
 * language's base, `en` for `en-GB`), else its plain `title` (docs/shell.md#header-and-menus).
 */
export function titleIn(
  item: { title: string; titles?: Readonly<LocalisedTitles> },
  language: string,
): string {
  const base = language.split('-')[0] ?? language;
  return item.titles?.[language] ?? item.titles?.[base] ?? item.title;
}
