// The shell's texts: `./{lng}/{ns}.json` per language and namespace, English the reference.
// Each file is its own chunk; i18next loads a namespace only in the language on screen.
// See docs/ARCHITECTURE.md#translations.
import type { AppTranslations } from '@mp/remote-kit';

/** `shell` is there from the start; each other namespace loads with the feature that uses it. */
export const NAMESPACES = {
  shell: 'shell',
  auth: 'auth',
  admin: 'admin',
  prompts: 'prompts',
  live: 'live',
} as const;

export type ShellNamespace = (typeof NAMESPACES)[keyof typeof NAMESPACES];

export const SHELL_TRANSLATIONS: AppTranslations = {
  namespaces: Object.values(NAMESPACES),
  load: (language, namespace) =>
    import(/* webpackChunkName: "locale-[request]" */ `./${language}/${namespace}.json`),
};
