import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CRYPTO_NAMESPACE } from '../../locales';

/** A key of the crypto panel's texts, checked against the English file. */
export type CryptoKey = ParseKeys<typeof CRYPTO_NAMESPACE>;

/**
 * The panel's strings, a feature namespace of the remote (docs/ARCHITECTURE.md#translations);
 * suspends until it is there in the language on screen.
 */
export function useCryptoT() {
  const { t } = useTranslation(CRYPTO_NAMESPACE);
  return { t };
}
