import { Alert, type ConfirmFailure } from '@mp/ui';
import type { ReadableError } from '@mp/remote-kit';
import { useJobsT, type JobsT } from './useJobsT';

/** A failed call in words: the kind's sentence, then the server's reason when it gave one. */
export function errorWords(t: JobsT, error: ReadableError): Required<ConfirmFailure> {
  const showReason =
    error.reason !== null && (error.kind === 'conflict' || error.kind === 'validation');
  return {
    title: t(`errors.${error.kind}`),
    message: showReason ? error.reason : t('errors.tryAgain'),
  };
}

export function ErrorAlert({
  error,
  className,
}: {
  error: ReadableError | null;
  className?: string;
}) {
  const { t } = useJobsT();
  if (!error) return null;
  const { title, message } = errorWords(t, error);
  return (
    <Alert type="error" title={title} className={className}>
      {message}
    </Alert>
  );
}
