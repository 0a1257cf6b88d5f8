import type { JobView } from '@mp/contracts';
import { readError, useApi } from '@mp/remote-kit';
import { ConfirmDialog } from '@mp/ui';
import { endContract } from './api';
import { errorText, useContractsT } from './i18n';

/** Asks before POST /jobs/{id}/end; a refusal (409) is shown in the server's words. */
export function EndContractDialog({
  job,
  open,
  onClose,
  onEnded,
}: {
  job: Pick<JobView, 'jobID' | 'title'>;
  open: boolean;
  onClose: () => void;
  onEnded: (job: JobView) => void;
}) {
  const { t } = useContractsT();
  const http = useApi();
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={t('end.title')}
      description={t('end.text', { title: job.title })}
      size="small"
      confirmLabel={t('end.confirm')}
      cancelLabel={t('end.cancel')}
      busyLabel={t('end.ending')}
      onConfirm={async () => onEnded(await endContract(http, job.jobID))}
      describeFailure={(error) => ({
        title: t('end.failed'),
        message: errorText(t, readError(error)),
      })}
    />
  );
}
