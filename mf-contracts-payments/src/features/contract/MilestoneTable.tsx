import type { ProposalMilestoneSummary } from '@mp/contracts';
import { Money } from '@mp/ui';
import { milestoneStatusKey, milestoneTotals } from './format';
import { useContractsT } from './i18n';
import { useDates } from '@mp/remote-kit';

type MilestoneLike = Pick<
  ProposalMilestoneSummary,
  'milestoneId' | 'title' | 'amount' | 'dueDate' | 'status'
>;

export function MilestoneStatusBadge({ status }: { status: MilestoneLike['status'] }) {
  const { t } = useContractsT();
  const key = milestoneStatusKey(status);
  return (
    <span className={`mp-contracts__badge mp-contracts__badge--${key}`}>
      {t(`milestoneStatus.${key}`)}
    </span>
  );
}

/** The milestones with title, amount, due date and status; stacked below 769 px. */
export function MilestoneTable({
  milestones,
  caption,
}: {
  milestones: readonly MilestoneLike[];
  caption: string;
}) {
  const { t } = useContractsT();
  const dates = useDates();
  if (milestones.length === 0) {
    return <p className="mp-contracts__muted">{t('milestones.none')}</p>;
  }
  return (
    <table className="mp-contracts__table">
      <caption className="mp-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('milestones.title')}</th>
          <th scope="col">{t('milestones.amount')}</th>
          <th scope="col">{t('milestones.dueDate')}</th>
          <th scope="col">{t('milestones.status')}</th>
        </tr>
      </thead>
      <tbody>
        {milestones.map((milestone) => (
          <tr key={milestone.milestoneId}>
            <th scope="row" data-label={t('milestones.title')}>
              {milestone.title}
            </th>
            <td data-label={t('milestones.amount')} className="mp-contracts__number">
              <Money minor={milestone.amount} />
            </td>
            <td data-label={t('milestones.dueDate')}>
              {dates.calendar(milestone.dueDate) || t('milestones.noDueDate')}
            </td>
            <td data-label={t('milestones.status')}>
              <MilestoneStatusBadge status={milestone.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Total, paid, pending and proposed amounts of some milestones. */
export function MilestoneTotals({ milestones }: { milestones: readonly MilestoneLike[] }) {
  const { t } = useContractsT();
  const totals = milestoneTotals(milestones);
  const rows = [
    ['total', totals.total],
    ['paid', totals.paid],
    ['pending', totals.pending],
    ['proposed', totals.proposed],
  ] as const;
  return (
    <dl className="mp-contracts__totals">
      {rows.map(([key, amount]) => (
        <div key={key} className="mp-contracts__total">
          <dt>{t(`totals.${key}`)}</dt>
          <dd>
            <Money minor={amount} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
