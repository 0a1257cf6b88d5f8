import { useContext, useState } from 'react';
import type { ParseKeys } from 'i18next';
import { getI18n, I18nContext, useTranslation } from 'react-i18next';
import { addTranslations, type AppTranslations } from '@mp/remote-kit';
import { CRYPTO_NAMESPACE, loadLocale } from '../../locales';

/** A key of the crypto panel's texts, checked against the English file. */
export type CryptoKey = ParseKeys<typeof CRYPTO_NAMESPACE>;

const CRYPTO_TRANSLATIONS: AppTranslations = { namespaces: [CRYPTO_NAMESPACE], load: loadLocale };

/**
 * Lets the host's i18next instance load the panel's namespace: the panel brings its own texts,
 * so it can be placed on any screen of this remote (docs/ARCHITECTURE.md#translations).
 */
export function useCryptoNamespace(): void {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  useState(() => addTranslations(i18n, CRYPTO_TRANSLATIONS));
}

/** The panel's strings; suspends until its namespace is there in the language on screen. */
export function useCryptoT() {
  const { t } = useTranslation(CRYPTO_NAMESPACE);
  return { t };
}
