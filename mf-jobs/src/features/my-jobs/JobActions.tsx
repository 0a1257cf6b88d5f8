import { useState } from 'react';
import { JOB_STATUS } from '@mp/contracts';
import { useApi, readError, type ReadableError } from '@mp/remote-kit';
import { Button, Dialog } from '@mp/ui';
import { ErrorAlert } from '../../shared/ErrorAlert';
import type { CloseJobResponse, JobView } from '../../shared/job-types';
import { useJobsT } from '../../shared/useJobsT';
import { closeJob, deleteJob, endJob } from './api';

export type JobAction = 'close' | 'end' | 'delete';

export interface JobActionDialogProps {
  job: JobView;
  action: JobAction;
  onClose: () => void;
  /** `childJobsClosing`: child jobs the server is still closing in the background. */
  onDone: (job: JobView, action: JobAction, childJobsClosing: number) => void;
}

function readAnswer(answer: CloseJobResponse | JobView): [JobView, number] {
  if ('childJobsClosing' in answer) return [answer.job, answer.childJobsClosing];
  return [answer, 0];
}

/** Confirmation of close (found? yes/no), end or delete; the server's 409 reason shows inside. */
export function JobActionDialog({ job, action, onClose, onDone }: JobActionDialogProps) {
  const { t } = useJobsT();
  const api = useApi();
  const [found, setFound] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ReadableError | null>(null);
  const needsAnswer = action === 'close' && found === null;

  const confirm = async () => {
    if (busy || needsAnswer) return;
    setBusy(true);
    setError(null);
    try {
      const answer =
        action === 'close'
          ? await closeJob(api, job.jobID, found === true)
          : action === 'end'
            ? await endJob(api, job.jobID)
            : await deleteJob(api, job.jobID);
      const [changed, children] = readAnswer(answer);
      onDone(changed, action, children);
    } catch (caught) {
      setError(readError(caught));
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t(`myJobs.dialogs.${action}.title`, { title: job.title })}
      description={t(`myJobs.dialogs.${action}.description`)}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button variant="cancel" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            variant="primary"
            loading={busy}
            loadingLabel={t('common.working')}
            aria-disabled={needsAnswer || undefined}
            onClick={() => void confirm()}
          >
            {t(`myJobs.dialogs.${action}.confirm`)}
          </Button>
        </>
      }
    >
      {action === 'close' && (
        <fieldset className="mp-jobs__fieldset">
          <legend className="mp-field__label">{t('myJobs.dialogs.close.found')}</legend>
          <div className="mp-jobs__radios">
            {[true, false].map((value) => (
              <label key={String(value)} className="mp-jobs__check">
                <input
                  type="radio"
                  name="found"
                  checked={found === value}
                  onChange={() => setFound(value)}
                />
                <span>{t(value ? 'common.yes' : 'common.no')}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <ErrorAlert error={error} />
    </Dialog>
  );
}

/** The actions a job's state allows (the server enforces them again). */
export function actionsFor(job: JobView): JobAction[] {
  switch (job.jobStatus) {
    case JOB_STATUS.freshJob:
    case JOB_STATUS.meetingJob:
    case JOB_STATUS.inDiscussion:
      return ['close', 'delete'];
    case JOB_STATUS.contract:
      return ['end', 'close'];
    default:
      return [];
  }
}
