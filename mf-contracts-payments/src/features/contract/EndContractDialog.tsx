import { useState } from 'react';
import type { JobView } from '@mp/contracts';
import { readError, useApi, type ReadableError } from '@mp/remote-kit';
import { Alert, Button, Dialog } from '@mp/ui';
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
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ReadableError | null>(null);

  const close = () => {
    if (busy) return;
    setFailure(null);
    onClose();
  };

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const ended = await endContract(http, job.jobID);
      setBusy(false);
      onEnded(ended);
    } catch (error) {
      setBusy(false);
      setFailure(readError(error));
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('end.title')}
      description={t('end.text', { title: job.title })}
      size="small"
      footer={
        <>
          <Button variant="cancel" onClick={close} disabled={busy}>
            {t('end.cancel')}
          </Button>
          <Button onClick={() => void confirm()} loading={busy} loadingLabel={t('end.ending')}>
            {t('end.confirm')}
          </Button>
        </>
      }
    >
      {failure && (
        <Alert type="error" title={t('end.failed')}>
          {errorText(t, failure)}
        </Alert>
      )}
    </Dialog>
  );
}
