import type { ParseKeys, TOptions } from 'i18next';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '@mp/contracts';
import { NAMESPACE } from '../../locales';

/** A key of this section's texts (under `paymentAccount`), checked against the English file. */
export type PaymentKey = ParseKeys<typeof NAMESPACE, TOptions, 'paymentAccount'>;

/** This section's strings: the `paymentAccount` block of the remote's namespace. */
export function usePaymentT() {
  const { t, i18n } = useTranslation(NAMESPACE, { keyPrefix: 'paymentAccount' });
  return { t, locale: intlLocale(i18n.language) };
}

function displayName(locale: string, type: 'region' | 'currency', code: string): string {
  try {
    return new Intl.DisplayNames([locale, 'en'], { type }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function countryName(locale: string, code: string): string {
  return displayName(locale, 'region', code.toUpperCase());
}

export function currencyName(locale: string, code: string): string {
  return displayName(locale, 'currency', code.toUpperCase());
}
