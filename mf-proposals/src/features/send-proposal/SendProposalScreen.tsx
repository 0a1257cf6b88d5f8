import { Link, useSearchParams } from '@mp/router';
import { useTranslation } from 'react-i18next';
import { Alert, EmptyState, useMoney } from '@mp/ui';
import {
  AreaPage,
  LoadStatus,
  useApi,
  useIdentityHold,
  useLoad,
  useSitePath,
} from '@mp/remote-kit';
import { NAMESPACE } from '../../locales';
import { useErrorText } from '../../lib/error-text';
import { withOfferStatus, type ReadProposal } from '../../lib/status';
import { fetchComposeData, type ComposeData } from './api';
import { ComposeForm } from './ComposeForm';
import { ProposalSummary } from './ProposalSummary';
import { SignedApply } from './SignedApply';
import { emptyTask, toDraft } from './task-drafts';

function useComposeData(jobId: string) {
  const http = useApi();
  return useLoad(async (signal) => {
    const data = await fetchComposeData(http, jobId, signal);
    const { proposal } = data.compose;
    return { ...data, proposal: proposal ? withOfferStatus(proposal) : null };
  }, jobId);
}

function ComposeProposal({ jobId }: { jobId: string }) {
  const { t } = useTranslation(NAMESPACE);
  const errorText = useErrorText();
  const load = useComposeData(jobId);
  return (
    <LoadStatus
      load={load}
      loadingLabel={t('compose.loading')}
      errorTitle={t('compose.loadFailed')}
      errorMessage={errorText}
      retryLabel={t('retry')}
    >
      {(data) => <ComposeJob data={data} />}
    </LoadStatus>
  );
}

type LoadedCompose = ComposeData & { proposal: ReadProposal | null };

/** The job, then the sent proposal's summary or the draft's form. */
function ComposeJob({ data }: { data: LoadedCompose }) {
  const { t } = useTranslation(NAMESPACE);
  const money = useMoney();
  const sitePath = useSitePath();
  const { compose, introduction, proposal } = data;
  const { job } = compose;
  const isDraft = !proposal || proposal.offerStatus === 0;
  // Sending waits for a verified identity where the tenant requires it (docs/payments.md#identity-verification).
  const held = useIdentityHold();
  return (
    <>
      <section className="mp-proposals__job" aria-labelledby="mp-proposals-job">
        <h2 id="mp-proposals-job">{job.title}</h2>
        <p className="mp-proposals__muted">{t(`jobStatus.${job.jobStatus}`)}</p>
        <p className="mp-proposals__prewrap">{job.description}</p>
      </section>
      {proposal && !isDraft && (
        <>
          <ProposalSummary proposal={proposal} />
          <p>
            <Link to={sitePath('/freelancer/proposals')}>{t('compose.backToList')}</Link>
          </p>
        </>
      )}
      {isDraft && !compose.canSend && <Alert type="warning">{t('compose.cannotSend')}</Alert>}
      {isDraft && compose.canSend && held && (
        <Alert type="warning" title={t('compose.verifyTitle')}>
          <p>{t('compose.verifyFirst')}</p>
          <Link to={sitePath('/freelancer/setting#identity-verification')}>
            {t('compose.verifyLink')}
          </Link>
        </Alert>
      )}
      {isDraft && compose.canSend && !held && (
        <ComposeForm
          job={job}
          proposal={proposal}
          initialDescription={proposal?.description || introduction || ''}
          initialTasks={
            proposal && proposal.tasks.length > 0
              ? proposal.tasks.map((task) => toDraft(task, money))
              : compose.suggestedTasks.length > 0
                ? compose.suggestedTasks.map((task) => toDraft(task, money))
                : [emptyTask()]
          }
          dataTypes={compose.dataTypes}
        />
      )}
    </>
  );
}

/** /freelancer/proposal?jobId=: compose and send; with userId and signature, the apply link. */
export function SendProposalScreen() {
  const { t } = useTranslation(NAMESPACE);
  const sitePath = useSitePath();
  const [params] = useSearchParams();
  const jobId = params.get('jobId');
  const userId = params.get('userId');
  const signature = params.get('signature');
  let content;
  if (jobId && userId && signature) {
    content = <SignedApply jobId={jobId} userId={userId} signature={signature} />;
  } else if (jobId) {
    content = <ComposeProposal jobId={jobId} />;
  } else {
    content = (
      <EmptyState
        title={t('compose.noJob')}
        description={t('compose.noJobHint')}
        action={<Link to={sitePath('/freelancer/search-jobs')}>{t('searchJobs')}</Link>}
      />
    );
  }
  return (
    <AreaPage screen="sendProposal" className="mp-proposals">
      {content}
    </AreaPage>
  );
}
