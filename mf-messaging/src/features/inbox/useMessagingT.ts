import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../locales';

/** `t` of the messaging namespace. */
export function useMessagingT() {
  return useTranslation(NAMESPACE);
}
