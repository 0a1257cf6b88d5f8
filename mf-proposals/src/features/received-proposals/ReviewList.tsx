import { useState } from 'react';
import { Link } from '@mp/router';
import { useTranslation } from 'react-i18next';
import { Alert, ConfirmDialog } from '@mp/ui';
import { readError, useSitePath } from '@mp/remote-kit';
import { NAMESPACE } from '../../locales';
import { useAnnouncer } from '../../lib/Announcer';
import { useErrorText, useFailureText } from '../../lib/error-text';
import { MeetingSlots } from './MeetingSlots';
import { ContractTerms } from './ContractTerms';
import { cardHeadingId, ProposalCard, type DialogKind } from './ProposalCard';
import { offeredMilestones, type ReviewEntry, type ReviewJob } from './review-model';
import type { ReviewActions, ReviewData } from './use-review';

export interface ReviewListProps {
  data: ReviewData;
  actions: ReviewActions;
  /** The uid query: that freelancer's proposal is shown first and highlighted. */
  preselect: string | null;
  /** Show each job's title as a heading (the shortlist spans jobs). */
  showJobHeadings: boolean;
}

type Pending = { kind: DialogKind; entry: ReviewEntry } | null;

function focusCard(entry: ReviewEntry): void {
  // After the dialog has handed focus back, move it to the card whose state just changed.
  requestAnimationFrame(() => document.getElementById(cardHeadingId(entry))?.focus());
}

export function JobStateLine({ job }: { job: ReviewJob['job'] }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <p className="mp-proposals__job-state">
      <span className={`mp-proposals__state mp-proposals__state--${job.jobStatus.toLowerCase()}`}>
        {t(`jobStatus.${job.jobStatus}`)}
      </span>{' '}
      <span className="mp-proposals__muted">{t(`jobStatusHint.${job.jobStatus}`)}</span>
    </p>
  );
}

/** The proposals of one or more jobs with shortlist, favourite, meeting, contract, reject. */
export function ReviewList({ data, actions, preselect, showJobHeadings }: ReviewListProps) {
  const { t } = useTranslation(NAMESPACE);
  const sitePath = useSitePath();
  const { announce, region } = useAnnouncer();
  const [pending, setPending] = useState<Pending>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [contractDataTypes, setContractDataTypes] = useState<string[]>([]);
  // null: the proposal's milestones are not known, so accepting starts all of them.
  const [contractMilestones, setContractMilestones] = useState<string[] | null>(null);
  const [meetingStart, setMeetingStart] = useState<string | null>(null);
  const errorText = useErrorText();
  const failureText = useFailureText();

  const guard = async (work: () => Promise<void>) => {
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem(errorText(readError(error)));
    }
  };

  const onToggleShortList = (entry: ReviewEntry) =>
    guard(async () => {
      const on = await actions.toggleShortList(entry);
      announce(
        t(on ? 'review.shortListedDone' : 'review.unShortListedDone', {
          name: entry.freelancer.name,
        }),
      );
    });
  const onToggleFavourite = (entry: ReviewEntry, value: boolean) =>
    guard(async () => {
      await actions.toggleFavourite(entry.freelancer.userId, value);
      announce(
        t(value ? 'review.favouriteDone' : 'review.unFavouriteDone', {
          name: entry.freelancer.name,
        }),
      );
    });

  const jobOf = (entry: ReviewEntry) =>
    data.jobs.find((reviewJob) => reviewJob.job.jobID === entry.proposal.jobId)?.job;

  const confirm = async () => {
    if (!pending) return;
    const { kind, entry } = pending;
    const job = jobOf(entry);
    const name = entry.freelancer.name;
    if (kind === 'reject') await actions.reject(entry);
    if (kind === 'decline' && job) await actions.teamDecline(entry, job);
    if (kind === 'meeting') await actions.acceptMeeting(entry, meetingStart);
    if (kind === 'contract') {
      await actions.acceptOffer(entry, {
        dataTypeIds: contractDataTypes,
        milestonesIds: contractMilestones,
      });
    }
    if (kind === 'report') await actions.reportProblem(entry);
    setPending(null);
    announce(t(`review.dialogs.${kind}.done`, { name }));
    focusCard(entry);
  };

  return (
    <>
      {region}
      {problem && (
        <Alert type="error" onDismiss={() => setProblem(null)} dismissLabel={t('close')}>
          {problem}
        </Alert>
      )}
      {data.jobs.map(({ job, entries }) => (
        <section
          key={job.jobID}
          className="mp-proposals__review-job"
          aria-label={showJobHeadings ? undefined : job.title}
          aria-labelledby={showJobHeadings ? `mp-job-${job.jobID}` : undefined}
        >
          {showJobHeadings && (
            <h2 id={`mp-job-${job.jobID}`}>
              <Link
                to={sitePath(`/customer/list-all-proposals?jobId=${encodeURIComponent(job.jobID)}`)}
              >
                {job.title}
              </Link>
            </h2>
          )}
          {showJobHeadings && <JobStateLine job={job} />}
          <ul className="mp-proposals__cards">
            {entries.map((entry) => (
              <ProposalCard
                key={entry.proposal.proposalId}
                job={job}
                entry={entry}
                favourite={data.favourites.includes(entry.freelancer.userId)}
                highlighted={preselect === entry.freelancer.userId}
                onToggleShortList={onToggleShortList}
                onToggleFavourite={onToggleFavourite}
                onOpenDialog={(kind, target) => {
                  setContractDataTypes([]);
                  setContractMilestones(
                    offeredMilestones(target)?.map((m) => m.milestoneId) ?? null,
                  );
                  setMeetingStart(null);
                  setPending({ kind, entry: target });
                }}
              />
            ))}
          </ul>
        </section>
      ))}
      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(`review.dialogs.${pending.kind}.title`) : ''}
        description={
          pending
            ? t(`review.dialogs.${pending.kind}.text`, { name: pending.entry.freelancer.name })
            : undefined
        }
        confirmLabel={pending ? t(`review.dialogs.${pending.kind}.confirm`) : ''}
        cancelLabel={t('cancel')}
        busyLabel={t('working')}
        closeLabel={t('close')}
        destructive={pending?.kind === 'reject' || pending?.kind === 'decline'}
        confirmDisabled={pending?.kind === 'contract' && contractMilestones?.length === 0}
        onClose={() => setPending(null)}
        onConfirm={confirm}
        describeFailure={failureText}
      >
        {pending?.kind === 'meeting' && (
          <MeetingSlots
            freelancerId={pending.entry.freelancer.userId}
            freelancerName={pending.entry.freelancer.name}
            chosen={meetingStart}
            onChange={setMeetingStart}
          />
        )}
        {pending?.kind === 'contract' && (
          <ContractTerms
            entry={pending.entry}
            chosen={contractDataTypes}
            onChange={setContractDataTypes}
            chosenMilestones={contractMilestones ?? []}
            onChangeMilestones={setContractMilestones}
          />
        )}
      </ConfirmDialog>
    </>
  );
}
