import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n/resources';

/** `t` of the profile namespace. */
export function useProfileT() {
  return useTranslation(NAMESPACE);
}
