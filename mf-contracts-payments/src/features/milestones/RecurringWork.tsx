import { useId, useState } from 'react';
import {
  RECURRING_ITEM_STATUS,
  RECURRING_RULE_STATUS,
  type CycleView,
  type MilestoneView,
  type RecurringView,
} from '@mp/contracts';
import { Alert, Button, ConfirmDialog, Money } from '@mp/ui';
import { DisputeButton } from '../disputes/DisputeButton';
import { move, sendPayoutAgain } from './api';
import { useContractWork } from './context';
import { readMoneyError } from './errors';
import { Heading } from './Heading';
import { HoursForm } from './HoursForm';
import { useMilestonesT, type MilestonesT } from './i18n';
import { MoneyErrorMessage } from './MoneyErrorMessage';
import { cycleButtons, ruleButtons, type CycleButton, type RuleButton } from './moves';
import { PayDialog } from './PayDialog';
import { PaymentState } from './PaymentState';
import { ReasonDialog } from './ReasonDialog';
import { type DateTools, useDates } from '@mp/remote-kit';

type KeyOf<T> = { [K in keyof T]: T[K] extends number ? K : never }[keyof T];

function keyOf<T extends Record<string, number>>(table: T, value: number): KeyOf<T> {
  const entry = Object.entries(table).find(([, known]) => known === value);
  return (entry?.[0] ?? Object.keys(table)[0]) as KeyOf<T>;
}

export function periodOf(
  t: MilestonesT,
  dates: DateTools,
  cycle: Pick<CycleView, 'periodStart' | 'periodEnd'>,
) {
  return t('recurring.period', {
    start: dates.calendar(cycle.periodStart),
    end: dates.calendar(cycle.periodEnd),
  });
}

/**
 * Ongoing work ('Ongoing Work', docs/milestones.md#recurring-work): the recurring contract with
 * its rate and status, and its cycles with hours, amount and status; the freelancer gives hours,
 * the customer pays a cycle or disputes its hours, and either pauses, resumes or ends it.
 */
export function RecurringWork({
  rule,
  milestone,
  level,
}: {
  rule: RecurringView;
  milestone: MilestoneView | undefined;
  level: number;
}) {
  const { t } = useMilestonesT();
  const work = useContractWork();
  const headingId = useId();
  const [ending, setEnding] = useState(false);
  const target = `rule:${rule.recurringId}`;
  const failure = work.failure?.target === target ? work.failure.error : null;
  const title = milestone?.title ?? t('recurring.heading');

  const pressRule = (button: RuleButton) => {
    if (button === 'end') return setEnding(true);
    void work.run(
      target,
      button,
      () =>
        move(work.http, {
          key: button,
          milestoneId: rule.milestoneId,
          jobID: rule.jobId,
          recurringId: rule.recurringId,
        }),
      button,
    );
  };

  return (
    <section className="mp-work__item" aria-labelledby={headingId}>
      <div className="mp-work__item-head">
        <Heading level={level} id={headingId} className="mp-work__item-title">
          {title}
        </Heading>
        <span className={`mp-contracts__badge mp-work__rule--${rule.status}`}>
          {t(`recurring.ruleStatus.${keyOf(RECURRING_RULE_STATUS, rule.status)}`)}
        </span>
      </div>
      <dl className="mp-work__facts">
        <div>
          <dt>{t('recurring.rate')}</dt>
          <dd>
            <Money minor={rule.hourlyRate} />
          </dd>
        </div>
        <div>
          <dt>{t('recurring.cap')}</dt>
          <dd>{rule.maxHoursPerCycle ?? t('recurring.noCap')}</dd>
        </div>
      </dl>
      {failure && (
        <Alert type="error" title={t('actions.failed')}>
          <MoneyErrorMessage error={failure} />
        </Alert>
      )}
      <RuleButtons rule={rule} target={target} onPress={pressRule} />
      <Cycles rule={rule} title={title} />
      {ending && (
        <ConfirmDialog
          open
          destructive
          onClose={() => setEnding(false)}
          title={t('end.title')}
          description={t('end.text')}
          size="small"
          confirmLabel={t('end.confirm')}
          cancelLabel={t('end.cancel')}
          busyLabel={t('end.busy')}
          onConfirm={async () => {
            await move(work.http, {
              key: 'end',
              milestoneId: rule.milestoneId,
              jobID: rule.jobId,
              recurringId: rule.recurringId,
            });
            setEnding(false);
            await work.settle('end');
          }}
          describeFailure={(error) => ({
            title: t('end.failed'),
            message: <MoneyErrorMessage error={readMoneyError(error)} />,
          })}
        />
      )}
    </section>
  );
}

function RuleButtons({
  rule,
  target,
  onPress,
}: {
  rule: RecurringView;
  target: string;
  onPress: (button: RuleButton) => void;
}) {
  const { t } = useMilestonesT();
  const work = useContractWork();
  const buttons = work.canAct ? ruleButtons(rule, work.side) : [];
  const canDispute = work.canAct && hasUnreleasedCycle(rule);
  if (buttons.length === 0 && !canDispute) return null;
  return (
    <div className="mp-work__buttons">
      {canDispute && (
        <DisputeButton
          target={{
            jobId: work.contract.jobId,
            milestoneId: rule.milestoneId,
            recurringId: rule.recurringId,
          }}
        />
      )}
      {buttons.map((button) => (
        <Button
          key={button}
          variant={button === 'end' ? 'secondary' : 'primary'}
          loading={work.busy === `${button}:${target}`}
          loadingLabel={t('actions.working')}
          disabled={work.busy !== null && work.busy !== `${button}:${target}`}
          onClick={() => onPress(button)}
        >
          {t(`actions.${button}`)}
        </Button>
      ))}
    </div>
  );
}

/** A cycle whose money is not released yet may be disputed (docs/disputes.md#opening). */
function hasUnreleasedCycle(rule: RecurringView): boolean {
  return rule.cycles.some(
    (cycle) =>
      cycle.status === RECURRING_ITEM_STATUS.freelancerSubmitted ||
      cycle.status === RECURRING_ITEM_STATUS.cycleEnd ||
      cycle.status === RECURRING_ITEM_STATUS.paymentPending ||
      (cycle.status === RECURRING_ITEM_STATUS.paid && cycle.payout === null),
  );
}

function Cycles({ rule, title }: { rule: RecurringView; title: string }) {
  const { t } = useMilestonesT();
  if (rule.cycles.length === 0) return <p className="mp-work__muted">{t('recurring.noCycles')}</p>;
  return (
    <table className="mp-contracts__table mp-work__cycles">
      <caption className="mp-visually-hidden">{t('recurring.cycles', { title })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('recurring.cycle')}</th>
          <th scope="col">{t('recurring.hours')}</th>
          <th scope="col">{t('recurring.amount')}</th>
          <th scope="col">{t('recurring.status')}</th>
        </tr>
      </thead>
      <tbody>
        {rule.cycles.map((cycle) => (
          <CycleRow key={cycle.cycleId} cycle={cycle} rule={rule} />
        ))}
      </tbody>
    </table>
  );
}

type CycleDialog = 'pay' | 'dispute' | 'hours';

function CycleRow({ cycle, rule }: { cycle: CycleView; rule: RecurringView }) {
  const { t } = useMilestonesT();
  const dates = useDates();
  const work = useContractWork();
  const [dialog, setDialog] = useState<CycleDialog | null>(null);
  const close = () => setDialog(null);
  const period = periodOf(t, dates, cycle);
  const target = cycle.cycleId;
  const failure = work.failure?.target === target ? work.failure.error : null;
  const buttons = cycleButtons(cycle, rule, work.side).filter(
    (button) => work.canAct || button === 'retryPayout',
  );
  const recurringBody = {
    milestoneId: rule.milestoneId,
    jobID: rule.jobId,
    recurringId: rule.recurringId,
  };

  const press = (button: CycleButton) => {
    switch (button) {
      case 'giveHours':
        return setDialog('hours');
      case 'payCycle':
      case 'retryPayCycle':
        return setDialog('pay');
      case 'dispute':
        return setDialog('dispute');
      case 'withdrawDispute':
        return void work.run(
          target,
          button,
          () => move(work.http, { key: 'withdrawDispute', ...recurringBody }),
          'withdrawDispute',
        );
      case 'retryPayout':
        return void work.run(
          target,
          button,
          () =>
            work.keys.attempt(`payout:${cycle.cycleId}`, (key) =>
              sendPayoutAgain(
                work.http,
                { milestoneId: cycle.milestoneId, cycleId: cycle.cycleId },
                key,
              ),
            ),
          'retryPayout',
        );
    }
  };

  return (
    <tr>
      <th scope="row" data-label={t('recurring.cycle')}>
        {period}
      </th>
      <td data-label={t('recurring.hours')} className="mp-contracts__number">
        {cycle.hours}
      </td>
      <td data-label={t('recurring.amount')} className="mp-contracts__number">
        <Money minor={cycle.amount} />
      </td>
      <td data-label={t('recurring.status')}>
        <span className={`mp-contracts__badge mp-work__cycle--${cycle.status}`}>
          {t(`recurring.cycleStatus.${keyOf(RECURRING_ITEM_STATUS, cycle.status)}`)}
        </span>
        <div className="mp-work__cycle-details">
          {cycle.disputed && (
            <p className="mp-work__muted">
              {t('recurring.disputed', { reason: cycle.disputeReason ?? '' })}
            </p>
          )}
          {cycle.flNote && <blockquote>{cycle.flNote}</blockquote>}
          <PaymentState
            offerWaysToPay={work.side === 'customer'}
            settling={cycle.status === RECURRING_ITEM_STATUS.paymentPending}
            paymentFailure={cycle.paymentFailure}
            payout={cycle.payout}
          />
          {failure && (
            <Alert type="error" title={t('actions.failed')}>
              <MoneyErrorMessage error={failure} offerWaysToPay={work.side === 'customer'} />
            </Alert>
          )}
          {dialog === 'hours' ? (
            <HoursForm
              rule={rule}
              period={period}
              current={cycle.hours}
              onDone={close}
              onCancel={close}
            />
          ) : (
            buttons.length > 0 && (
              <div
                className="mp-work__buttons"
                role="group"
                aria-label={t('recurring.actionsOf', { period })}
              >
                {buttons.map((button) => (
                  <Button
                    key={button}
                    variant={button === 'dispute' ? 'secondary' : 'primary'}
                    loading={work.busy === `${button}:${target}`}
                    loadingLabel={t('actions.working')}
                    disabled={work.busy !== null && work.busy !== `${button}:${target}`}
                    onClick={() => press(button)}
                  >
                    {t(`actions.${button}`)}
                  </Button>
                ))}
              </div>
            )
          )}
        </div>
        {dialog === 'pay' && (
          <PayDialog
            subject={{
              kind: 'cycle',
              name: period,
              jobId: rule.jobId,
              milestoneId: cycle.milestoneId,
              cycleId: cycle.cycleId,
              retry: cycle.paymentFailure !== null,
            }}
            onClose={close}
          />
        )}
        {dialog === 'dispute' && (
          <ReasonDialog
            title={t('reason.disputeTitle', { period })}
            label={t('reason.disputeLabel')}
            confirmLabel={t('actions.dispute')}
            failedTitle={t('actions.failed')}
            onClose={close}
            onConfirm={async (reason) => {
              await move(work.http, { key: 'dispute', value: reason, ...recurringBody });
              close();
              await work.settle('dispute');
            }}
          />
        )}
      </td>
    </tr>
  );
}
