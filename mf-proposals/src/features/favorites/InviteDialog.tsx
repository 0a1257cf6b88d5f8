import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Spinner } from '@mp/ui';
import { useApi } from '@mp/remote-kit';
import type { PublicProfile } from '@mp/contracts';
import { NAMESPACE } from '../../locales';
import { ConfirmDialog } from '../../lib/ConfirmDialog';
import { readableError } from '../../lib/errors';
import { useLoad } from '../../lib/use-load';
import { CopyInviteLink } from '../invite-link/CopyInviteLink';
import { fetchOpenJobs } from '../received-proposals/api';
import { inviteToJob } from './api';

export interface InviteDialogProps {
  freelancer: PublicProfile | null;
  onClose: () => void;
  onInvited: (freelancer: PublicProfile, created: boolean) => void;
}

const OPEN_FOR_INVITES = ['FRESH_JOB', 'IN_DISCUSSION', 'MEETING_JOB'];

/** Invites a favourite freelancer to one of the customer's open jobs. */
export function InviteDialog({ freelancer, ...rest }: InviteDialogProps) {
  // Mounted only while open, so the jobs load when asked for and closing drops the call.
  return freelancer ? <OpenInviteDialog freelancer={freelancer} {...rest} /> : null;
}

function OpenInviteDialog({
  freelancer,
  onClose,
  onInvited,
}: InviteDialogProps & { freelancer: PublicProfile }) {
  const { t } = useTranslation(NAMESPACE);
  const http = useApi();
  const { state, reload } = useLoad('invite-jobs', (signal) => fetchOpenJobs(http, signal));
  const [jobId, setJobId] = useState('');
  const jobs =
    state.status === 'ready'
      ? state.data.jobs.filter((job) => OPEN_FOR_INVITES.includes(job.jobStatus))
      : [];
  const chosen = jobId || jobs[0]?.jobID || '';

  const confirm = async () => {
    if (!chosen) return;
    const answer = await inviteToJob(http, chosen, freelancer.userId);
    onInvited(freelancer, answer.created);
  };

  return (
    <ConfirmDialog
      open
      title={t('favorites.inviteTitle', { name: freelancer.name })}
      confirmLabel={t('favorites.sendInvite')}
      confirmDisabled={!chosen}
      onClose={onClose}
      onConfirm={confirm}
    >
      {state.status === 'loading' && <Spinner label={t('review.loadingJobs')} />}
      {state.status === 'error' && (
        <Alert type="error">
          {readableError(state.error, {
            network: t('errors.network'),
            generic: t('errors.generic'),
          })}{' '}
          <button type="button" className="mp-button mp-button--link" onClick={reload}>
            {t('retry')}
          </button>
        </Alert>
      )}
      {state.status === 'ready' && jobs.length === 0 && <p>{t('favorites.noOpenJobs')}</p>}
      {jobs.length > 0 && (
        <div className="mp-field">
          <label className="mp-field__label" htmlFor="mp-invite-job">
            {t('favorites.pickJob')}
          </label>
          <select
            id="mp-invite-job"
            className="mp-field__input"
            value={chosen}
            onChange={(event) => setJobId(event.target.value)}
          >
            {jobs.map((job) => (
              <option key={job.jobID} value={job.jobID}>
                {job.title}
              </option>
            ))}
          </select>
        </div>
      )}
      {chosen && <CopyInviteLink key={chosen} jobId={chosen} freelancerId={freelancer.userId} />}
    </ConfirmDialog>
  );
}
