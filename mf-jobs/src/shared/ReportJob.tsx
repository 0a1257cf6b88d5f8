import { useState } from 'react';
import { notifyAdminFromJobPages as notifyAdmin, type ApiClient } from '@mp/contracts';
import { readError, useApi, useArea } from '@mp/remote-kit';
import { Alert, Button, ConfirmDialog } from '@mp/ui';
import { errorWords } from './ErrorAlert';
import { useJobsT } from './useJobsT';

/** Asks the administrators to look at a job. */
export function notifyAdminFromJobPages(api: ApiClient, jobId: string) {
  return api.call(notifyAdmin, { body: { jobId } });
}

interface ReportableJob {
  jobID: string;
  title: string;
  customerId: string;
}

/**
 * "Report this job to the administrators": confirmation, then the outcome in words. Never
 * offered on the signed-in user's own job (the API refuses it too; docs/jobs.md#reporting-a-job).
 */
export function ReportJob({ job }: { job: ReportableJob }) {
  const { user } = useArea();
  if (!user || user.id === job.customerId) return null;
  return <ReportJobAction job={job} />;
}

function ReportJobAction({ job }: { job: ReportableJob }) {
  const { t } = useJobsT();
  const api = useApi();
  const [open, setOpen] = useState(false);
  const [reported, setReported] = useState(false);

  const confirm = async () => {
    await notifyAdminFromJobPages(api, job.jobID);
    setOpen(false);
    setReported(true);
  };

  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setReported(false);
          setOpen(true);
        }}
      >
        {t('reportJob.action')}
        <span className="mp-visually-hidden"> {job.title}</span>
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
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('reportJob.title', { title: job.title })}
        description={t('reportJob.description')}
        closeLabel={t('common.close')}
        confirmLabel={t('reportJob.confirm')}
        cancelLabel={t('common.cancel')}
        busyLabel={t('common.working')}
        onConfirm={confirm}
        describeFailure={(error) => errorWords(t, readError(error))}
      />
    </>
  );
}
