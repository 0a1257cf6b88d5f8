import { useState } from 'react';
import { type JobView, REJECTED_PROPOSAL_DESCRIPTION } from '@mp/contracts';
import { Link } from '@mp/router';
import { useTranslation } from 'react-i18next';
import { useDates, useRemoteAvailable, useSitePath } from '@mp/remote-kit';
import { Button, useMoney, VerifiedBadge } from '@mp/ui';
import { NAMESPACE } from '../../locales';
import { offerStatusKey } from '../../lib/status';
import { StatusBadge, TasksTable } from '../../lib/TasksTable';
import { availableActions, isContractJob, type ReviewEntry } from './review-model';

export type DialogKind = 'reject' | 'decline' | 'meeting' | 'contract' | 'report';

export interface ProposalCardProps {
  job: JobView;
  entry: ReviewEntry;
  favourite: boolean;
  highlighted: boolean;
  onToggleShortList: (entry: ReviewEntry) => Promise<void>;
  onToggleFavourite: (entry: ReviewEntry, value: boolean) => Promise<void>;
  onOpenDialog: (kind: DialogKind, entry: ReviewEntry) => void;
}

export function cardHeadingId(entry: ReviewEntry): string {
  return `mp-proposal-${entry.proposal.proposalId}`;
}

/** One freelancer's proposal on a job, with what the customer may do about it. */
export function ProposalCard(props: ProposalCardProps) {
  const { job, entry, favourite, highlighted } = props;
  const { proposal, freelancer } = entry;
  const { t } = useTranslation(NAMESPACE);
  const dates = useDates();
  const money = useMoney();
  const sitePath = useSitePath();
  const [busy, setBusy] = useState<'shortList' | 'favourite' | null>(null);
  const can = availableActions(job, proposal);
  const headingId = cardHeadingId(entry);
  const accepted = proposal.offerStatus === 2;
  const canMessage = useRemoteAvailable('mf_messaging');
  const inbox = `/customer/inbox?${new URLSearchParams({
    freelancerId: freelancer.userId,
    jobId: job.jobID,
  }).toString()}`;

  const toggle = async (which: 'shortList' | 'favourite') => {
    setBusy(which);
    try {
      if (which === 'shortList') await props.onToggleShortList(entry);
      else await props.onToggleFavourite(entry, !favourite);
    } finally {
      setBusy(null);
    }
  };

  const details = [
    freelancer.title,
    freelancer.location,
    freelancer.hourlyRate !== null
      ? t('review.rate', { rate: money.format(freelancer.hourlyRate) })
      : null,
  ].filter(Boolean);

  return (
    <li className="mp-proposals__card-item">
      <article
        aria-labelledby={headingId}
        className={`mp-card mp-proposals__card${highlighted ? ' mp-proposals__card--selected' : ''}`}
      >
        <header className="mp-proposals__card-header">
          <h3 id={headingId} tabIndex={-1} className="mp-card__heading">
            <Link to={sitePath(`/freelancer/profile/${encodeURIComponent(freelancer.username)}`)}>
              {freelancer.name}
            </Link>
          </h3>
          {details.length > 0 && <p className="mp-proposals__muted">{details.join(' · ')}</p>}
          <p className="mp-proposals__badges">
            <StatusBadge statusKey={offerStatusKey(proposal.offerStatus)} />
            {freelancer.verified && <VerifiedBadge label={t('review.verified')} />}
            {proposal.isShortListed && (
              <span className="mp-proposals__badge">{t('review.shortListed')}</span>
            )}
            {favourite && <span className="mp-proposals__badge">{t('review.favourite')}</span>}
            {proposal.meetingAcceptedAt && (
              <span className="mp-proposals__badge">{t('review.meetingAccepted')}</span>
            )}
            {proposal.offerSentAt && (
              <span className="mp-proposals__muted">
                {t('compose.summary.sentOn', { date: dates.relative(proposal.offerSentAt) })}
              </span>
            )}
          </p>
        </header>
        {proposal.description && proposal.description !== REJECTED_PROPOSAL_DESCRIPTION && (
          <p className="mp-proposals__prewrap">{proposal.description}</p>
        )}
        {proposal.tasks.length > 0 && <TasksTable tasks={proposal.tasks} />}
        {accepted && isContractJob(job) && (
          <p>
            <Link
              className="mp-button mp-button--primary"
              to={sitePath(`/customer/contract/${encodeURIComponent(job.jobID)}?mode=overview`)}
            >
              {t('review.openContract')}
            </Link>
          </p>
        )}
        <div className="mp-proposals__card-actions">
          {can.shortList && (
            <Button
              variant="secondary"
              aria-pressed={proposal.isShortListed}
              loading={busy === 'shortList'}
              loadingLabel={t('working')}
              onClick={() => void toggle('shortList')}
            >
              {t('review.shortList')}
            </Button>
          )}
          <Button
            variant="secondary"
            aria-pressed={favourite}
            loading={busy === 'favourite'}
            loadingLabel={t('working')}
            onClick={() => void toggle('favourite')}
          >
            {t('review.addFavourite')}
          </Button>
          {canMessage && (
            <Link
              className="mp-button mp-button--secondary"
              to={sitePath(inbox)}
              aria-label={t('review.messageName', { name: freelancer.name })}
            >
              {t('review.message')}
            </Link>
          )}
          {can.acceptMeeting && (
            <Button variant="secondary" onClick={() => props.onOpenDialog('meeting', entry)}>
              {t('review.acceptMeeting')}
            </Button>
          )}
          {can.acceptOffer && (
            <Button onClick={() => props.onOpenDialog('contract', entry)}>
              {t('review.acceptOffer')}
            </Button>
          )}
          {can.reject && (
            <Button variant="cancel" onClick={() => props.onOpenDialog('reject', entry)}>
              {t('review.reject')}
            </Button>
          )}
          {can.teamDecline && (
            <Button variant="cancel" onClick={() => props.onOpenDialog('decline', entry)}>
              {t('review.decline')}
            </Button>
          )}
          <Button variant="link" onClick={() => props.onOpenDialog('report', entry)}>
            {t('review.report')}
          </Button>
        </div>
      </article>
    </li>
  );
}
