import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../locales';

/** `t` of the jobs namespace, its keys checked against the English file. */
export type JobsT = TFunction<typeof NAMESPACE>;

/** `t` of the jobs namespace. */
export function useJobsT() {
  return useTranslation(NAMESPACE);
}
