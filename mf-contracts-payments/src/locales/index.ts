// The remote's texts, `./{lng}/{ns}.json`: one file and chunk per language and namespace,
// English the reference, loaded only in the language on screen. `contractsPayments` is the
// area's (menu, screens, the payment account); each feature with texts of its own adds a
// namespace beside it (FEATURE_NAMESPACES), loaded when its screen first renders.
// See docs/ARCHITECTURE.md#translations.
import type { LoadLocale } from '@mp/remote-kit';
import type en from './en/contractsPayments.json';
import type cryptoEn from './en/crypto.json';
import type disputesEn from './en/disputes.json';
import type invoicesEn from './en/invoices.json';
import type milestonesEn from './en/milestones.json';
import type plansEn from './en/plans.json';

export const NAMESPACE = 'contractsPayments';
/** Milestones, ongoing work, paying and the customer's ways to pay. */
export const MILESTONES_NAMESPACE = 'milestones';
/** The invoices screens' texts (features/invoices). */
export const INVOICES_NAMESPACE = 'invoices';
/** The crypto payment panel's texts, loaded by the panel (features/crypto). */
export const CRYPTO_NAMESPACE = 'crypto';
/** The plans and credits screen's texts (features/plans). */
export const PLANS_NAMESPACE = 'plans';
/** The disputes' texts (features/disputes). */
export const DISPUTES_NAMESPACE = 'disputes';
/** Namespaces of single features, loaded when their screen first shows. */
export const FEATURE_NAMESPACES = [
  MILESTONES_NAMESPACE,
  INVOICES_NAMESPACE,
  CRYPTO_NAMESPACE,
  PLANS_NAMESPACE,
  DISPUTES_NAMESPACE,
] as const;

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
    milestones: typeof milestonesEn;
    invoices: typeof invoicesEn;
    crypto: typeof cryptoEn;
    plans: typeof plansEn;
    disputes: typeof disputesEn;
  }
  interface CustomTypeOptions {
    resources: AppNamespaces;
  }
}
