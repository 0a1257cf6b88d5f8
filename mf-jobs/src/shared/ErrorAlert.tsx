import { Alert } from '@mp/ui';
import type { ReadableError } from '@mp/remote-kit';
import { useJobsT } from './useJobsT';

/** A failed call in words: the kind's sentence, then the server's reason when it gave one. */
export function ErrorAlert({
  error,
  className,
}: {
  error: ReadableError | null;
  className?: string;
}) {
  const { t } = useJobsT();
  if (!error) return null;
  const showReason =
    error.reason !== null && (error.kind === 'conflict' || error.kind === 'validation');
  return (
    <Alert type="error" title={t(`errors.${error.kind}`)} className={className}>
      {showReason ? error.reason : t('errors.tryAgain')}
    </Alert>
  );
}
