import { useTranslation } from 'react-i18next';

type Bundles = Readonly<Record<string, Readonly<Record<string, string>>>>;

/**
 * `useTranslation(ns)` after adding the feature's own bundles (en/ua/de) to the i18next
 * instance in context, once: the page's shared instance, or a test's own.
 */
export function useBundle(ns: string, resources: Bundles) {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle('en', ns)) {
    for (const [lng, bundle] of Object.entries(resources)) {
      i18n.addResourceBundle(lng, ns, bundle, true, false);
    }
  }
  return useTranslation(ns);
}
