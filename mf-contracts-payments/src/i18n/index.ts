import type { i18n as I18n } from 'i18next';
import { NAMESPACE, resources } from './resources';

export { NAMESPACE, resources };
export type { NavKey, ScreenKey } from './resources';

/** Adds this remote's namespace to the (shared) i18next instance, once per language. */
export function registerTranslations(i18n: I18n): void {
  for (const [language, bundle] of Object.entries(resources)) {
    if (!i18n.hasResourceBundle(language, NAMESPACE)) {
      i18n.addResourceBundle(language, NAMESPACE, bundle, true, false);
    }
  }
}
