import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { LoadStatus, useApi, useLoad } from '@mp/remote-kit';
import { Button } from '@mp/ui';
import '../contract/contracts.css';
import { useActionKeys } from './action-keys';
import { fetchContractWork, type ContractRef, type ContractWork as Work } from './api';
import { ContractWorkProvider, useContractWork, type DoneAction } from './context';
import { useMilestonesEnvironment } from './environment';
import { Heading } from './Heading';
import { moneyErrorText, useMilestonesT } from './i18n';
import { MilestoneForm } from './MilestoneForm';
import { MilestoneItem } from './MilestoneItem';
import { contractTotals, isSettling, type Side } from './moves';
import { useMilestoneProposer } from './proposer';
import { RecurringWork } from './RecurringWork';
import { Timeline } from './Timeline';
import { Totals } from './Totals';
import './milestones.css';

export interface ContractWorkProps {
  contract: ContractRef;
  side: Side;
  /** Whether the job is in contract: work moves only then (docs/milestones.md). */
  inContract: boolean;
  /** The level of this part's heading on its page. */
  headingLevel: 2 | 3;
}

/** Checks of one settling spell; the provider's outcome then waits for the next visit or action. */
const MAX_SETTLE_CHECKS = 30;

/** Reads the contract again every few seconds while a payment or payout settles. */
function useSettleChecks(work: Work | null, refresh: () => Promise<void>): boolean {
  const { settleCheckMs } = useMilestonesEnvironment();
  const checks = useRef(0);
  const settling = work !== null && isSettling(work.milestones, work.recurring);
  useEffect(() => {
    if (!settling) {
      checks.current = 0;
      return undefined;
    }
    if (checks.current >= MAX_SETTLE_CHECKS) return undefined;
    const timer = setTimeout(() => {
      checks.current += 1;
      void refresh().catch(() => undefined);
    }, settleCheckMs);
    return () => clearTimeout(timer);
  }, [work, settling, refresh, settleCheckMs]);
  return settling;
}

/**
 * One contract's milestones, ongoing work and timeline, for either side: totals paid, in escrow
 * and due; each milestone's state and the actions the viewer's side may take; the timeline.
 */
export function ContractWork({ contract, side, inContract, headingLevel }: ContractWorkProps) {
  const http = useApi();
  const { t } = useMilestonesT();
  const headingId = useId();
  const keys = useActionKeys();
  const [done, setDone] = useState<DoneAction | null>(null);
  const reference = useMemo(
    () => ({ jobId: contract.jobId, freelancerId: contract.freelancerId }),
    [contract.jobId, contract.freelancerId],
  );
  const load = useLoad(
    (signal) => fetchContractWork(http, reference, signal),
    `${reference.jobId}:${reference.freelancerId ?? ''}`,
  );
  const setData = useRef(load.setData);
  setData.current = load.setData;
  const refresh = useCallback(async () => {
    setData.current(await fetchContractWork(http, reference));
  }, [http, reference]);
  const settling = useSettleChecks(load.status === 'ready' ? load.data : null, refresh);

  return (
    <ContractWorkProvider
      http={http}
      contract={reference}
      side={side}
      keys={keys}
      refresh={refresh}
      announce={setDone}
      canAct={inContract}
    >
      <section className="mp-work" aria-labelledby={headingId}>
        <Heading level={headingLevel} id={headingId} className="mp-work__heading">
          {t('work.heading')}
        </Heading>
        <p role="status" className="mp-work__notice">
          {done ? t(`actions.done.${done}`) : ''}
          {settling && !done ? t('work.refreshing') : ''}
        </p>
        <LoadStatus
          load={load}
          loadingLabel={t('work.loading')}
          errorTitle={t('work.loadError')}
          errorMessage={(error) => moneyErrorText(t, { ...error, code: null, paymentCode: null })}
          retryLabel={t('work.retry')}
          headingLevel={headingLevel === 2 ? 3 : 4}
        >
          {(work) => <WorkView work={work} level={headingLevel + 1} />}
        </LoadStatus>
      </section>
    </ContractWorkProvider>
  );
}

function WorkView({ work, level }: { work: Work; level: number }) {
  const { t } = useMilestonesT();
  const headingId = useId();
  const fixed = work.milestones.filter((milestone) => milestone.recurringId === null);
  const handles = new Map(work.milestones.map((milestone) => [milestone.milestoneId, milestone]));
  return (
    <>
      <Totals totals={contractTotals(work.milestones, work.recurring)} />
      {work.recurring.map((rule) => (
        <RecurringWork
          key={rule.recurringId}
          rule={rule}
          milestone={handles.get(rule.milestoneId)}
          level={level}
        />
      ))}
      <section className="mp-work__milestones" aria-labelledby={headingId}>
        <Heading level={level} id={headingId} className="mp-work__subheading">
          {t('milestones.heading')}
        </Heading>
        {fixed.length === 0 ? (
          <p className="mp-work__muted">{t('milestones.none')}</p>
        ) : (
          <div className="mp-work__list">
            {fixed.map((milestone) => (
              <MilestoneItem key={milestone.milestoneId} milestone={milestone} level={level + 1} />
            ))}
          </div>
        )}
        <ProposeMilestone />
      </section>
      <Timeline
        events={work.events}
        milestones={work.milestones}
        recurring={work.recurring}
        level={level}
      />
    </>
  );
}

/** New milestones come from the side the marketplace lets propose (docs/milestones.md#who-proposes). */
function ProposeMilestone() {
  const { t } = useMilestonesT();
  const work = useContractWork();
  const proposer = useMilestoneProposer(work.side);
  const [open, setOpen] = useState(false);
  if (!work.canAct || proposer === null) return null;
  if (proposer !== work.side) {
    return <p className="mp-work__muted">{t(`form.whoProposes.${proposer}`)}</p>;
  }
  if (open)
    return (
      <MilestoneForm
        milestone={null}
        onDone={() => setOpen(false)}
        onCancel={() => setOpen(false)}
      />
    );
  return (
    <div className="mp-work__buttons">
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('actions.propose')}
      </Button>
    </div>
  );
}
