import type { LoadStatusProps, ReadableError } from '@mp/remote-kit';
import { useJobsT } from './useJobsT';

/** LoadStatus's failure heading and Retry in this remote's words (the message is each screen's). */
export function useJobsLoadTexts(): Pick<LoadStatusProps<unknown>, 'errorTitle' | 'retryLabel'> {
  const { t } = useJobsT();
  return {
    errorTitle: (error: ReadableError) => t(`errors.${error.kind}`),
    retryLabel: t('common.retry'),
  };
}
