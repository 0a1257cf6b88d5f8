import type { LoadStatusProps, ReadableError } from '@mp/remote-kit';
import { useProductsT } from './useProductsT';

/** LoadStatus's failure heading and Retry in this remote's words (the message is each screen's). */
export function useProductsLoadTexts(): Pick<
  LoadStatusProps<unknown>,
  'errorTitle' | 'retryLabel'
> {
  const { t } = useProductsT();
  return {
    errorTitle: (error: ReadableError) => t(`errors.${error.kind}`),
    retryLabel: t('common.retry'),
  };
}
