import { useState, type FormEvent } from 'react';
import { ROLES, type JobView, type PublicProfile } from '@mp/contracts';
import { Link, useLocation } from '@mp/router';
import {
  LoadStatus,
  readError,
  useApi,
  useArea,
  useLoad,
  useRemoteAvailable,
  type ReadableError,
} from '@mp/remote-kit';
import { Alert, Button, Card, EmptyState, FieldFrame } from '@mp/ui';
import { inviteToJob, loadOpenJobs } from '../../shared/api';
import { useProfileT } from '../../shared/useProfileT';

type InviteState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent'; created: boolean; jobTitle: string }
  | { status: 'failed'; error: ReadableError };

function SignInPrompt({ profile }: { profile: PublicProfile }) {
  const { t } = useProfileT();
  const location = useLocation();
  const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <Card heading={t('hire.signInTitle', { name: profile.name })}>
      <p>{t('hire.signInText')}</p>
      <div className="mp-profile__actions">
        <Link className="mp-button mp-button--primary" to={`/login?redirect=${redirect}`}>
          {t('hire.signIn')}
        </Link>
        <Link className="mp-button mp-button--secondary" to="/customer-register">
          {t('hire.register')}
        </Link>
      </div>
    </Card>
  );
}

/** The customer's open jobs to invite the freelancer to, once loaded. */
function InviteToJob({ profile }: { profile: PublicProfile }) {
  const { t } = useProfileT();
  const api = useApi();
  const jobs = useLoad((signal) => loadOpenJobs(api, signal), 'open-jobs');
  return (
    <LoadStatus
      load={jobs}
      loadingLabel={t('hire.loadingJobs')}
      errorMessage={() => t('hire.jobsFailed')}
      retryLabel={t('errors.retry')}
      isEmpty={(open) => open.length === 0}
      empty={
        <EmptyState
          headingLevel={3}
          title={t('hire.noJobs')}
          description={t('hire.noJobsText', { name: profile.name })}
          action={
            <Link className="mp-button mp-button--primary" to="/post-job">
              {t('hire.postJob')}
            </Link>
          }
        />
      }
    >
      {(open) => <InviteForm profile={profile} jobs={open} />}
    </LoadStatus>
  );
}

function InviteForm({ profile, jobs }: { profile: PublicProfile; jobs: readonly JobView[] }) {
  const { t } = useProfileT();
  const api = useApi();
  const [jobId, setJobId] = useState('');
  const [invite, setInvite] = useState<InviteState>({ status: 'idle' });
  const chosen = jobs.find((job) => job.jobID === jobId) ?? jobs[0];
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || invite.status === 'sending') return;
    setInvite({ status: 'sending' });
    try {
      const answer = await inviteToJob(api, chosen.jobID, profile.userId);
      setInvite({ status: 'sent', created: answer.created, jobTitle: chosen.title });
    } catch (failure) {
      setInvite({ status: 'failed', error: readError(failure) });
    }
  };
  return (
    <form className="mp-profile__invite" onSubmit={(event) => void submit(event)}>
      <FieldFrame id="mp-profile-hire-job" label={t('hire.job')}>
        <select
          id="mp-profile-hire-job"
          className="mp-field__input"
          value={chosen?.jobID ?? ''}
          onChange={(event) => {
            setJobId(event.target.value);
            setInvite({ status: 'idle' });
          }}
        >
          {jobs.map((job) => (
            <option key={job.jobID} value={job.jobID}>
              {job.title}
            </option>
          ))}
        </select>
      </FieldFrame>
      <Button type="submit" loading={invite.status === 'sending'} loadingLabel={t('hire.sending')}>
        {t('hire.invite')}
      </Button>
      {invite.status === 'sent' && (
        <Alert type="success">
          {t(invite.created ? 'hire.invited' : 'hire.alreadyInvited', {
            name: profile.name,
            job: invite.jobTitle,
          })}
        </Alert>
      )}
      {invite.status === 'failed' && (
        <Alert type="error" title={t('hire.inviteFailed')}>
          {invite.error.reason ?? t('errors.server')}
        </Alert>
      )}
    </form>
  );
}

/** Hire mode: how the viewer can hire or contact this freelancer. */
export function HirePanel({ profile }: { profile: PublicProfile }) {
  const { t } = useProfileT();
  const { user } = useArea();
  const canMessage = useRemoteAvailable('mf_messaging');
  if (profile.roles !== ROLES.freelancer) {
    return <Alert type="info">{t('hire.notFreelancer', { name: profile.name })}</Alert>;
  }
  if (!user) return <SignInPrompt profile={profile} />;
  if (user.role !== ROLES.customer) {
    return <Alert type="info">{t('hire.customersOnly', { name: profile.name })}</Alert>;
  }
  return (
    <Card heading={t('hire.title', { name: profile.name })}>
      <p>{t('hire.text', { name: profile.name })}</p>
      <InviteToJob profile={profile} />
      {canMessage && (
        <p>
          <Link
            className="mp-button mp-button--secondary"
            to={`/customer/inbox?${new URLSearchParams({ freelancerId: profile.userId }).toString()}`}
          >
            {t('hire.message', { name: profile.name })}
          </Link>
        </p>
      )}
    </Card>
  );
}
