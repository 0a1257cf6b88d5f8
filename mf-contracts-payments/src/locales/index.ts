// The contractsPayments namespace, `./{lng}/contractsPayments.json`: one file and chunk per language,
// English the reference, loaded only in the language on screen. Features with texts of their own
// have their own namespace (`plans`), loaded when their screen first shows.
// See docs/ARCHITECTURE.md#translations.
import type { LoadLocale } from '@mp/remote-kit';
import type en from './en/contractsPayments.json';
import type plansEn from './en/plans.json';

export const NAMESPACE = 'contractsPayments';
/** The plans and credits screen's texts. */
export const PLANS_NAMESPACE = 'plans';
export const FEATURE_NAMESPACES = [PLANS_NAMESPACE] as const;

export const loadLocale: LoadLocale = (language, namespace) =>
  import(/* webpackChunkName: "locale-[request]" */ `./${language}/${namespace}.json`);

/** The English texts, the shape every language has. */
export type Texts = typeof en;
export type NavKey = Exclude<keyof (typeof en)['nav'], 'label'>;

// Typed keys: `useTranslation(NAMESPACE)` checks every key against the English file (i18next's
// augmentation; each app adds its namespaces to AppNamespaces, see docs/ARCHITECTURE.md).
declare module 'i18next' {
  interface AppNamespaces {
    contractsPayments: typeof en;
    plans: typeof plansEn;
  }
  interface CustomTypeOptions {
    resources: AppNamespaces;
  }
}
