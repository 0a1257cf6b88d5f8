// The profile namespace, `./{lng}/profile.json`: one file and chunk per language,
// English the reference, loaded only in the language on screen.
// See docs/ARCHITECTURE.md#translations.
import type { LoadLocale } from '@mp/remote-kit';
import type en from './en/profile.json';

export const NAMESPACE = 'profile';

export const loadLocale: LoadLocale = (language, namespace) =>
  import(/* webpackChunkName: "locale-[request]" */ `./${language}/${namespace}.json`);

export type NavKey = Exclude<keyof (typeof en)['nav'], 'label'>;
