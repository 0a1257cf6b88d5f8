import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n/resources';

/** `t` of the messaging namespace. */
export function useMessagingT() {
  return useTranslation(NAMESPACE);
}
