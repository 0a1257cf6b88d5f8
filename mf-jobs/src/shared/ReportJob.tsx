import { useState } from 'react';
import { notifyAdminFromJobPages as notifyAdmin, type ApiClient } from '@mp/contracts';
import { useApi, readError, type ReadableError } from '@mp/remote-kit';
import { Alert, Button, Dialog } from '@mp/ui';
import { ErrorAlert } from './ErrorAlert';
import { useJobsT } from './useJobsT';

/** POST /apis/actions/notify-admin-from-job-pages {jobId}: asks the administrators to look. */
export function notifyAdminFromJobPages(api: ApiClient, jobId: string) {
  return api.call(notifyAdmin, { body: { jobId } });
}

/** "Report this job to the administrators": confirmation, then the outcome in words. */
export function ReportJob({ job }: { job: { jobID: string; title: string } }) {
  const { t } = useJobsT();
  const api = useApi();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ReadableError | null>(null);
  const [reported, setReported] = useState(false);

  const close = () => {
    setOpen(false);
    setError(null);
  };
  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await notifyAdminFromJobPages(api, job.jobID);
      setOpen(false);
      setReported(true);
    } catch (caught) {
      setError(readError(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="secondary"
        aria-label={t('reportJob.actionLabel', { title: job.title })}
        onClick={() => {
          setReported(false);
          setOpen(true);
        }}
      >
        {t('reportJob.action')}
      </Button>
      {reported && (
        <Alert
          type="success"
          onDismiss={() => setReported(false)}
          dismissLabel={t('common.dismiss')}
        >
          {t('reportJob.done', { title: job.title })}
        </Alert>
      )}
      {open && (
        <Dialog
          open
          onClose={close}
          title={t('reportJob.title', { title: job.title })}
          description={t('reportJob.description')}
          closeLabel={t('common.close')}
          footer={
            <>
              <Button variant="cancel" onClick={close}>
                {t('common.cancel')}
              </Button>
              <Button
                variant="primary"
                loading={busy}
                loadingLabel={t('common.working')}
                onClick={() => void confirm()}
              >
                {t('reportJob.confirm')}
              </Button>
            </>
          }
        >
          <ErrorAlert error={error} />
        </Dialog>
      )}
    </>
  );
}
