import type { LoadStatusProps, ReadableError } from '@mp/remote-kit';
import { useProfileT } from './useProfileT';

type LoadTexts = Pick<
  LoadStatusProps<unknown>,
  'loadingLabel' | 'errorTitle' | 'errorMessage' | 'retryLabel'
>;

/** How a profile screen's load reads in remote-kit's LoadStatus: this remote's words. */
export function useProfileLoadTexts(): LoadTexts {
  const { t } = useProfileT();
  return {
    loadingLabel: t('loading.profile'),
    errorTitle: t('errors.loadTitle'),
    errorMessage: (error: ReadableError) =>
      error.kind === 'network' ? t('errors.network') : t('errors.server'),
    retryLabel: t('errors.retry'),
  };
}
