import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { INVOICE_LANGUAGES, type InvoiceLanguage } from '@mp/contracts';
import type { ReadableError } from '@mp/remote-kit';
import { INVOICES_NAMESPACE } from '../../locales';

/** The invoices screens' strings (their own namespace, `invoices`), and the language on screen. */
export function useInvoicesT() {
  const { t, i18n } = useTranslation(INVOICES_NAMESPACE);
  return { t, language: i18n.language };
}

export type InvoicesT = TFunction<typeof INVOICES_NAMESPACE>;

/** What to tell people about a failed call. */
export function errorText(t: InvoicesT, error: ReadableError): string {
  return t(`errors.${error.kind}`);
}

/** The language a PDF is asked in: the one on screen, when invoices are written in it. */
export function pdfLanguage(language: string): InvoiceLanguage | undefined {
  return (INVOICE_LANGUAGES as readonly string[]).includes(language)
    ? (language as InvoiceLanguage)
    : undefined;
}
