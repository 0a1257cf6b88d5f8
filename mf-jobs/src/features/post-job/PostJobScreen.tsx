import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from '@mp/router';
import { FEATURES, ROLES } from '@mp/contracts';
import {
  AreaNavigation,
  LoadStatus,
  useApi,
  useArea,
  useIdentityHold,
  useLoad,
} from '@mp/remote-kit';
import { Alert, Button, EmptyState, PageHeader, useMoney } from '@mp/ui';
import { loadCatalog } from '../../shared/catalog';
import { ErrorAlert } from '../../shared/ErrorAlert';
import type { JobView } from '../../shared/job-types';
import { useJobsLoadTexts } from '../../shared/load-texts';
import { useJobsT } from '../../shared/useJobsT';
import { loadJob } from './api';
import {
  EMPTY_JOB_FORM,
  FIELD_ORDER,
  fromJob,
  type JobField,
  type JobFormValues,
} from './job-form';
import { JobFormFields } from './JobForm';
import { usePostJob } from './usePostJob';

export type PostJobScreenVariant = 'postForm' | 'postJob' | 'quickPost';

/** The feature switch a variant needs (the shell's route table checks it too). */
const VARIANT_FEATURE: Partial<Record<PostJobScreenVariant, string>> = {
  postJob: FEATURES.postJobPage,
  postForm: FEATURES.postJobFormPage,
};

function focusField(form: HTMLFormElement | null, field: JobField | undefined): void {
  if (!form || !field) return;
  const container = form.querySelector(`[data-field="${field}"]`);
  const target = container?.querySelector<HTMLElement>('input, select, textarea');
  target?.focus();
}

export function PostJobScreen({ variant }: { variant: PostJobScreenVariant }) {
  const { t } = useJobsT();
  const { user, features } = useArea();
  const location = useLocation();
  const feature = VARIANT_FEATURE[variant];
  let body;
  if (feature && !features[feature]) {
    body = (
      <EmptyState
        title={t('postJob.unavailable')}
        description={t('postJob.unavailableHint')}
        action={
          <Link className="mp-button mp-button--primary" to="/post">
            {t('screens.quickPost.title')}
          </Link>
        }
      />
    );
  } else if (!user) {
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    body = (
      <EmptyState
        title={t('postJob.signInTitle')}
        description={t('postJob.signInHint')}
        action={
          <Link className="mp-button mp-button--primary" to={`/login?redirect=${redirect}`}>
            {t('common.signIn')}
          </Link>
        }
      />
    );
  } else if (user.role === ROLES.freelancer) {
    body = (
      <EmptyState
        title={t('postJob.customersOnly')}
        action={<Link to="/freelancer/search-jobs">{t('nav.searchJobs')}</Link>}
      />
    );
  } else {
    body = <PostJobLoader variant={variant} />;
  }
  return (
    <div className="mp-area mp-jobs">
      <AreaNavigation />
      {body}
    </div>
  );
}

/** Loads the catalogue (and the job being edited), then shows the form. */
function PostJobLoader({ variant }: { variant: PostJobScreenVariant }) {
  const { t } = useJobsT();
  const api = useApi();
  const [params] = useSearchParams();
  const jobId = params.get('jobId');
  const loadTexts = useJobsLoadTexts();
  const loaded = useLoad(
    async (signal) => ({
      ...(await loadCatalog(api, signal)),
      job: jobId ? await loadJob(api, jobId, signal) : null,
    }),
    jobId ?? '',
  );
  return (
    <LoadStatus
      load={loaded}
      loadingLabel={t(jobId ? 'postJob.loadingJob' : 'postJob.loadingForm')}
      errorMessage={t(jobId ? 'postJob.loadJobFailed' : 'postJob.loadFormFailed')}
      {...loadTexts}
    >
      {({ job, services, skills }) => (
        <PostJobForm
          key={job?.jobID ?? 'new'}
          variant={variant}
          job={job}
          services={services}
          skills={skills}
        />
      )}
    </LoadStatus>
  );
}

interface PostJobFormProps {
  variant: PostJobScreenVariant;
  job: JobView | null;
  services: Awaited<ReturnType<typeof loadCatalog>>['services'];
  skills: Awaited<ReturnType<typeof loadCatalog>>['skills'];
}

function PostJobForm({ variant, job, services, skills }: PostJobFormProps) {
  const { t } = useJobsT();
  const navigate = useNavigate();
  const money = useMoney();
  const full = variant !== 'quickPost' || job !== null;
  const [values, setValues] = useState<JobFormValues>(() =>
    job ? fromJob(job, money) : EMPTY_JOB_FORM,
  );
  const [uploading, setUploading] = useState(false);
  const { phase, fields, problems, error, submit } = usePostJob({ full, editing: job });
  const form = useRef<HTMLFormElement>(null);
  const problemsRef = useRef<HTMLDivElement>(null);
  const heading = job ? t('postJob.editTitle') : t(`screens.${variant}.title`);
  // A new job waits for a verified identity where the tenant requires it (docs/payments.md#identity-verification).
  const held = useIdentityHold() && job === null;

  useEffect(() => {
    if (problems.length > 0 || error) problemsRef.current?.focus();
  }, [problems, error]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (uploading || phase !== 'idle') return;
    const outcome = await submit(values, FIELD_ORDER);
    if (outcome.ok && outcome.job) {
      const key = job ? 'updated' : 'posted';
      navigate(`/customer/jobs?${key}=${encodeURIComponent(outcome.job.jobID)}`);
      return;
    }
    focusField(form.current, outcome.focusField);
  };

  const busyLabel = {
    idle: '',
    checking: t('postJob.checking'),
    posting: t('postJob.posting'),
    saving: t('postJob.saving'),
  }[phase];

  return (
    <>
      <PageHeader
        heading={heading}
        description={job ? t('postJob.editDescription') : t(`screens.${variant}.description`)}
      />
      <div ref={problemsRef} tabIndex={-1} className="mp-jobs__problems">
        {problems.length > 0 && (
          <Alert type="error" title={t('postJob.dryRunProblems')}>
            <ul>
              {problems.map((problem, index) => (
                <li key={index}>{problem.message || t('postJob.notAvailable')}</li>
              ))}
            </ul>
          </Alert>
        )}
        <ErrorAlert error={error} />
      </div>
      {held ? (
        <Alert type="warning" title={t('postJob.verifyTitle')}>
          <p>{t('postJob.verifyFirst')}</p>
          <Link to="/customer/setting#identity-verification">{t('postJob.verifyLink')}</Link>
        </Alert>
      ) : (
        <form
          ref={form}
          noValidate
          className="mp-jobs__form"
          aria-label={heading}
          onSubmit={onSubmit}
        >
          <JobFormFields
            values={values}
            setValues={setValues}
            full={full}
            services={services}
            skills={skills}
            messages={fields}
            onUploadingChange={setUploading}
          />
          <p aria-live="polite" className="mp-jobs__muted">
            {busyLabel || (uploading ? t('postJob.waitForUploads') : '')}
          </p>
          <div className="mp-jobs__actions">
            <Button
              type="submit"
              loading={phase !== 'idle'}
              loadingLabel={busyLabel}
              aria-disabled={uploading || undefined}
            >
              {job ? t('postJob.save') : t('postJob.submit')}
            </Button>
            {job && (
              <Link to="/customer/jobs" className="mp-button mp-button--cancel">
                {t('common.cancel')}
              </Link>
            )}
          </div>
        </form>
      )}
    </>
  );
}
