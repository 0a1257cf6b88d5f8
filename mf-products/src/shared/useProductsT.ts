import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../locales';

/** `t` of the products namespace, its keys checked against the English file. */
export type ProductsT = TFunction<typeof NAMESPACE>;

export function useProductsT() {
  return useTranslation(NAMESPACE);
}
