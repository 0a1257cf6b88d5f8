import type { ReadableError } from '@mp/remote-kit';
import { ErrorState, Spinner } from '@mp/ui';
import { useProfileT } from './useProfileT';

interface Loading {
  status: 'loading' | 'ready' | 'error';
  data: unknown;
  error: ReadableError | null;
  reload: () => void;
}

/** A profile screen's first load: a spinner, or what failed with a retry (until data exists). */
export function LoadStatus({ load }: { load: Loading }) {
  const { t } = useProfileT();
  if (load.data !== null) return null;
  if (load.status === 'loading') return <Spinner label={t('loading.profile')} />;
  if (load.status !== 'error' || load.error === null) return null;
  return (
    <ErrorState
      title={t('errors.loadTitle')}
      message={load.error.kind === 'network' ? t('errors.network') : t('errors.server')}
      onRetry={load.reload}
      retryLabel={t('errors.retry')}
    />
  );
}
