import type { ParseKeys, TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { API_ERROR_CODES } from '@mp/contracts';
import { MILESTONES_NAMESPACE } from '../../locales';
import type { MoneyError } from './errors';

/** The contract work's strings: the `milestones` namespace of this remote. */
export function useMilestonesT() {
  const { t, i18n } = useTranslation(MILESTONES_NAMESPACE);
  return { t, language: i18n.language };
}

export type MilestonesT = TFunction<typeof MILESTONES_NAMESPACE>;
export type MilestonesKey = ParseKeys<typeof MILESTONES_NAMESPACE>;

/**
 * A failed call in words: the provider's payment code, the API's codes a person can act on,
 * the server's own sentence for a refusal, else what kind of failure it was.
 */
export function moneyErrorText(t: MilestonesT, error: MoneyError): string {
  if (error.paymentCode) return t(`paymentCodes.${error.paymentCode}`);
  switch (error.code) {
    case API_ERROR_CODES.paymentMethodRequired:
      return t('errors.paymentMethodRequired');
    case API_ERROR_CODES.idempotencyKeyInProgress:
      return t('errors.stillWorking');
    case API_ERROR_CODES.unsupportedFile:
      return t('errors.unsupportedFile');
    case API_ERROR_CODES.invalidTransition:
      return error.reason
        ? t('errors.changedMeanwhile', { reason: error.reason.replace(/\.$/, '') })
        : t('errors.conflict');
    default:
      break;
  }
  if (error.reason && (error.kind === 'validation' || error.kind === 'conflict')) {
    return error.reason;
  }
  return t(`errors.${error.kind}`);
}
