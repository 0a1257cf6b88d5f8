import type { MilestoneStatus } from '@mp/contracts';
import { useMilestonesT } from './i18n';
import { contractNeeds, type Side } from './moves';

/**
 * What waits for the viewer on one contract of a list ("2 milestones to pay", "1 to sign off",
 * "work to submit"), from its milestones' statuses and the contract's state machine.
 */
export function NeedsLine({
  statuses,
  side,
  ongoing,
}: {
  statuses: readonly MilestoneStatus[];
  side: Side;
  /** Ongoing work moves through cycles, shown on the contract itself. */
  ongoing: boolean;
}) {
  const { t } = useMilestonesT();
  const needs = contractNeeds(statuses, side);
  const parts = ongoing
    ? [t('needs.ongoing')]
    : [
        needs.toPay > 0 ? t('needs.toPay', { count: needs.toPay }) : null,
        needs.toSignOff > 0 ? t('needs.toSignOff', { count: needs.toSignOff }) : null,
        needs.toSubmit > 0 ? t('needs.toSubmit', { count: needs.toSubmit }) : null,
      ].filter((part): part is string => part !== null);
  return (
    <p className="mp-contracts__needs">
      <span className="mp-visually-hidden">{`${t('needs.label')}: `}</span>
      {parts.length > 0 ? parts.join(' · ') : t('needs.nothing')}
    </p>
  );
}
