// The contractsPayments namespace, `./{lng}/contractsPayments.json`, and the namespaces of single
// features (`./{lng}/invoices.json`, `./{lng}/crypto.json`): one file and chunk per language, English the reference,
// loaded only in the language on screen. See docs/ARCHITECTURE.md#translations.
import type { LoadLocale } from '@mp/remote-kit';
import type en from './en/contractsPayments.json';
import type enCrypto from './en/crypto.json';
import type enInvoices from './en/invoices.json';

export const NAMESPACE = 'contractsPayments';
/** The invoices screens' texts (features/invoices). */
export const INVOICES_NAMESPACE = 'invoices';
/** The crypto payment panel's texts (features/crypto). */
export const CRYPTO_NAMESPACE = 'crypto';
/** Namespaces of single features, loaded when their screen first shows. */
export const FEATURE_NAMESPACES = [INVOICES_NAMESPACE, CRYPTO_NAMESPACE] as const;

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
    crypto: typeof enCrypto;
    invoices: typeof enInvoices;
  }
  interface CustomTypeOptions {
    resources: AppNamespaces;
  }
}
