import { useTranslation } from 'react-i18next';
import { REJECTED_PROPOSAL_DESCRIPTION } from '@mp/contracts';
import { Card } from '@mp/ui';
import { NAMESPACE } from '../../locales';
import { offerStatusKey, type ReadProposal } from '../../lib/status';
import { StatusBadge, TasksTable } from '../../lib/TasksTable';
import { useDates } from '@mp/remote-kit';

/** A proposal that can no longer be edited: its status, description, tasks and total. */
export function ProposalSummary({ proposal }: { proposal: ReadProposal }) {
  const { t } = useTranslation(NAMESPACE);
  const dates = useDates();
  return (
    <Card heading={t('compose.summary.heading')} className="mp-proposals__summary">
      <p>
        <StatusBadge statusKey={offerStatusKey(proposal.offerStatus)} />
        {proposal.offerSentAt && (
          <span className="mp-proposals__muted">
            {' '}
            {t('compose.summary.sentOn', { date: dates.relative(proposal.offerSentAt) })}
          </span>
        )}
      </p>
      {proposal.description !== REJECTED_PROPOSAL_DESCRIPTION && (
        <p className="mp-proposals__prewrap">{proposal.description}</p>
      )}
      {proposal.tasks.length > 0 && <TasksTable tasks={proposal.tasks} />}
    </Card>
  );
}
