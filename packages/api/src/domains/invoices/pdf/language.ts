/**
 * The language of an invoice's PDF (docs/payments.md#invoices): the `lng` the screen asks for
 * (its language on screen), else the first of the browser's Accept-Language that invoices are
 * written in, else the tenant's default language when invoices have it, else English.
 */
import { BROWSER_LOCALE_ALIASES, INVOICE_LANGUAGES, type InvoiceLanguage } from '@mp/contracts';

function asInvoiceLanguage(tag: string): InvoiceLanguage | null {
  const base = tag.trim().toLowerCase().split('-')[0] ?? '';
  const language = BROWSER_LOCALE_ALIASES[base] ?? base;
  return (INVOICE_LANGUAGES as readonly string[]).includes(language)
    ? (language as InvoiceLanguage)
    : null;
}

/** The header's languages, most wanted first (`q` weights; a weight of 0 is a refusal). */
function acceptedLanguages(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.split(';');
      const weight = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: weight === undefined ? 1 : Number(weight), index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

export function invoiceLanguage(choice: {
  lng: InvoiceLanguage | undefined;
  acceptLanguage: string | null;
  tenantDefault: string;
}): InvoiceLanguage {
  if (choice.lng !== undefined) return choice.lng;
  for (const tag of acceptedLanguages(choice.acceptLanguage ?? '')) {
    const language = asInvoiceLanguage(tag);
    if (language !== null) return language;
  }
  return asInvoiceLanguage(choice.tenantDefault) ?? 'en';
}
