import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../locales';

/** `t` of the jobs namespace. */
export function useJobsT() {
  return useTranslation(NAMESPACE);
}
