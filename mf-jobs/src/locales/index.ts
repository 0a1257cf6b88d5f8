// The jobs namespace, `./{lng}/jobs.json`: one file and chunk per language,
// English the reference, loaded only in the language on screen.
// See docs/ARCHITECTURE.md#translations.
import type { LoadLocale } from '@mp/remote-kit';
import type en from './en/jobs.json';

export const NAMESPACE = 'jobs';

export const loadLocale: LoadLocale = (language, namespace) =>
  import(/* webpackChunkName: "locale-[request]" */ `./${language}/${namespace}.json`);

/** The English texts, the shape every language has. */
export type Texts = typeof en;
export type NavKey = Exclude<keyof (typeof en)['nav'], 'label'>;

// Typed keys: `useTranslation(NAMESPACE)` checks every key against the English file (i18next's
// augmentation; each app adds its namespaces to AppNamespaces, see docs/ARCHITECTURE.md).
declare module 'i18next' {
  interface AppNamespaces {
    jobs: typeof en;
  }
  interface CustomTypeOptions {
    resources: AppNamespaces;
  }
}
