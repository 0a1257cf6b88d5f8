import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../locales';

/** `t` of the profile namespace. */
export function useProfileT() {
  return useTranslation(NAMESPACE);
}
