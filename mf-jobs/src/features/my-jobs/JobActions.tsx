import { useState } from 'react';
import { JOB_STATUS } from '@mp/contracts';
import { readError, useApi } from '@mp/remote-kit';
import { ConfirmDialog } from '@mp/ui';
import { errorWords } from '../../shared/ErrorAlert';
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
  const needsAnswer = action === 'close' && found === null;

  const confirm = async () => {
    const answer =
      action === 'close'
        ? await closeJob(api, job.jobID, found === true)
        : action === 'end'
          ? await endJob(api, job.jobID)
          : await deleteJob(api, job.jobID);
    const [changed, children] = readAnswer(answer);
    onDone(changed, action, children);
  };

  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title={t(`myJobs.dialogs.${action}.title`, { title: job.title })}
      description={t(`myJobs.dialogs.${action}.description`)}
      closeLabel={t('common.close')}
      confirmLabel={t(`myJobs.dialogs.${action}.confirm`)}
      cancelLabel={t('common.cancel')}
      busyLabel={t('common.working')}
      confirmDisabled={needsAnswer}
      onConfirm={confirm}
      describeFailure={(error) => errorWords(t, readError(error))}
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
    </ConfirmDialog>
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
