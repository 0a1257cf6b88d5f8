import type { ReadableError } from '@mp/remote-kit';
import { ErrorState, Spinner } from '@mp/ui';
import { errorText, useContractsT } from '../contract/i18n';

interface Loading {
  status: 'loading' | 'ready' | 'error';
  data: unknown;
  error: ReadableError | null;
  reload: () => void;
}

/** A contract list's first load: a spinner, or the failure with a retry; null once it is there. */
export function ListStatus({ load }: { load: Loading }) {
  const { t } = useContractsT();
  if (load.status === 'loading' && load.data === null) {
    return (
      <div className="mp-contracts__loading">
        <Spinner label={t('loadingList')} />
      </div>
    );
  }
  if (load.status !== 'error' || load.error === null) return null;
  return (
    <ErrorState
      title={t('listError')}
      message={errorText(t, load.error)}
      onRetry={load.reload}
      retryLabel={t('retry')}
    />
  );
}
