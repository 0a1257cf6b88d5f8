import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@mp/router';
import { ConfirmDialog, EmptyState } from '@mp/ui';
import { LoadStatus, useApi, useLoad, useSitePath } from '@mp/remote-kit';
import type { PublicProfile } from '@mp/contracts';
import { NAMESPACE } from '../../locales';
import { useErrorText, useFailureText } from '../../lib/error-text';
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
  const sitePath = useSitePath();
  const http = useApi();
  const errorText = useErrorText();
  const failureText = useFailureText();
  const load = useLoad((signal) => fetchOpenJobs(http, signal), 'invite-jobs');
  const [jobId, setJobId] = useState('');
  const jobs =
    load.status === 'ready'
      ? load.data.jobs.filter((job) => OPEN_FOR_INVITES.includes(job.jobStatus))
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
      cancelLabel={t('cancel')}
      busyLabel={t('working')}
      closeLabel={t('close')}
      confirmDisabled={!chosen}
      onClose={onClose}
      onConfirm={confirm}
      describeFailure={failureText}
    >
      <LoadStatus
        load={load}
        loadingLabel={t('review.loadingJobs')}
        errorMessage={errorText}
        retryLabel={t('retry')}
        headingLevel={3}
        isEmpty={() => jobs.length === 0}
        empty={
          <EmptyState
            headingLevel={3}
            title={t('favorites.noOpenJobs')}
            action={
              <Link className="mp-button mp-button--primary" to={sitePath('/post-job')}>
                {t('favorites.postJob')}
              </Link>
            }
          />
        }
      >
        {() => (
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
      </LoadStatus>
      {chosen && <CopyInviteLink key={chosen} jobId={chosen} freelancerId={freelancer.userId} />}
    </ConfirmDialog>
  );
}
