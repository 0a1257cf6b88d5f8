import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  API_ERROR_CODES,
  intlLocale,
  PAYMENT_ERROR_CODES,
  type PaymentErrorCode,
} from '@mp/contracts';
import { readError } from '@mp/remote-kit';
import { PLANS_NAMESPACE } from '../../locales';

/** `t` of the plans screen (its own namespace, `plans`). */
export type PlansT = TFunction<typeof PLANS_NAMESPACE>;

/** The plans screen's strings and the locale its numbers and dates are written in. */
export function usePlansT() {
  const { t, i18n } = useTranslation(PLANS_NAMESPACE);
  const locale = intlLocale(i18n.language);
  return { t, locale };
}

/** The provider's payment error code, in the user's words. */
export function paymentFailureText(t: PlansT, code: PaymentErrorCode): string {
  return t(`providerErrors.${code}`);
}

/** What to tell people about a failed call. */
export function errorText(t: PlansT, error: unknown): string {
  const code =
    typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : null;
  if (code === API_ERROR_CODES.paymentMethodRequired) return t('errors.paymentMethodRequired');
  const payment = PAYMENT_ERROR_CODES.find((known) => known === code);
  if (payment !== undefined) return paymentFailureText(t, payment);
  const readable = readError(error);
  if (readable.reason && readable.kind === 'conflict') return readable.reason;
  return t(`errors.${readable.kind}`);
}
