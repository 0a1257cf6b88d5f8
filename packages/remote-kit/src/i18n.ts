import type { i18n as I18n, Resource } from 'i18next';

/** Adds a remote's namespace to the (shared) i18next instance, once per language. */
export function registerTranslations(i18n: I18n, namespace: string, resources: Resource): void {
  for (const [language, bundle] of Object.entries(resources)) {
    if (!i18n.hasResourceBundle(language, namespace)) {
      i18n.addResourceBundle(language, namespace, bundle, true, false);
    }
  }
}
