import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n/resources';

/** `t` of the jobs namespace. */
export function useJobsT() {
  return useTranslation(NAMESPACE);
}
