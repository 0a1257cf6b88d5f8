import { useId, useState } from 'react';
import { MILESTONE_STATUS, type MilestoneView } from '@mp/contracts';
import { Alert, Button, ConfirmDialog, Money, useMoney } from '@mp/ui';
import { milestoneStatusKey } from '../contract/format';
import { decide, move, remove, sendPayoutAgain, signOff } from './api';
import { DisputeButton } from '../disputes/DisputeButton';
import { ConsentDialog } from './ConsentDialog';
import { CryptoWayToPay } from './CryptoWayToPay';
import { useContractWork } from './context';
import { readMoneyError } from './errors';
import { Files } from './Files';
import { Heading } from './Heading';
import { useMilestonesT } from './i18n';
import { MilestoneForm } from './MilestoneForm';
import { MoneyErrorMessage } from './MoneyErrorMessage';
import { milestoneButtons, type MilestoneButton } from './moves';
import { PayDialog } from './PayDialog';
import { PaymentState } from './PaymentState';
import { ReasonDialog } from './ReasonDialog';
import { SubmitWorkDialog } from './SubmitWorkDialog';
import { useDates } from '@mp/remote-kit';

type Dialog = 'pay' | 'submit' | 'requestChanges' | 'signOff' | 'delete' | 'consent' | 'edit';

export function MilestoneStatus({ status }: { status: MilestoneView['status'] }) {
  const { t } = useMilestonesT();
  const key = milestoneStatusKey(status);
  return (
    <span className={`mp-contracts__badge mp-contracts__badge--${key}`}>{t(`status.${key}`)}</span>
  );
}

/** Money paid in and not released yet may be disputed (docs/disputes.md#opening). */
function disputable(milestone: MilestoneView): boolean {
  return (
    milestone.recurringId === null &&
    (milestone.status === MILESTONE_STATUS.paid || milestone.status === MILESTONE_STATUS.completed)
  );
}

/**
 * One milestone of the contract: what was agreed, where its money stands, what the freelancer
 * delivered, and the actions the viewer's side may take now (docs/milestones.md).
 */
export function MilestoneItem({ milestone, level }: { milestone: MilestoneView; level: number }) {
  const { t } = useMilestonesT();
  const dates = useDates();
  const work = useContractWork();
  const titleId = useId();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const { milestoneId } = milestone;
  const failure = work.failure?.target === milestoneId ? work.failure.error : null;
  const buttons = milestoneButtons(milestone, work.side).filter(
    (button) => work.canAct || button === 'retryPayout',
  );

  const press = (button: MilestoneButton) => {
    switch (button) {
      case 'approve':
      case 'reject':
        return void work.run(
          milestoneId,
          button,
          () => decide(work.http, milestone, button === 'approve' ? 'APPROVED' : 'REJECTED'),
          button,
        );
      case 'retryPayout':
        return void work.run(
          milestoneId,
          button,
          () =>
            work.keys.attempt(`payout:${milestoneId}`, (key) =>
              sendPayoutAgain(work.http, { milestoneId }, key),
            ),
          'retryPayout',
        );
      case 'pay':
      case 'retryPay':
        return setDialog('pay');
      default:
        return setDialog(button);
    }
  };

  return (
    <article className="mp-work__item" aria-labelledby={titleId}>
      <div className="mp-work__item-head">
        <Heading level={level} id={titleId} className="mp-work__item-title">
          {milestone.title}
        </Heading>
        <MilestoneStatus status={milestone.status} />
      </div>
      <dl className="mp-work__facts">
        <div>
          <dt>{t('milestones.amount')}</dt>
          <dd>
            <Money minor={milestone.amount} />
          </dd>
        </div>
        <div>
          <dt>{t('milestones.dueDate')}</dt>
          <dd>{dates.calendar(milestone.dueDate) || t('milestones.noDueDate')}</dd>
        </div>
      </dl>
      {milestone.status === MILESTONE_STATUS.proposed && (
        <p className="mp-work__muted">{t(`milestones.proposedBy.${milestone.proposedBy}`)}</p>
      )}
      {milestone.description && <p className="mp-work__text">{milestone.description}</p>}
      {milestone.clApprovalStatus === 'REJECTED' &&
        milestone.status === MILESTONE_STATUS.proposed && (
          <p className="mp-work__muted">{t('milestones.rejected')}</p>
        )}
      {milestone.flNote && (
        <div className="mp-work__note">
          <p className="mp-work__label">{t('milestones.note')}</p>
          <blockquote>{milestone.flNote}</blockquote>
        </div>
      )}
      {milestone.files.length > 0 && (
        <div>
          <p className="mp-work__label">{t('milestones.files')}</p>
          <Files files={milestone.files} />
        </div>
      )}
      <PaymentState
        offerWaysToPay={work.side === 'customer'}
        settling={milestone.status === MILESTONE_STATUS.paymentPending}
        paymentFailure={milestone.paymentFailure}
        payout={milestone.payout}
      />
      {failure && (
        <Alert type="error" title={t('actions.failed')}>
          <MoneyErrorMessage error={failure} offerWaysToPay={work.side === 'customer'} />
        </Alert>
      )}
      {dialog === 'edit' ? (
        <MilestoneForm milestone={milestone} onDone={close} onCancel={close} />
      ) : (
        buttons.length > 0 && (
          <div className="mp-work__buttons">
            {buttons.map((button) => (
              <Button
                key={button}
                variant={button === 'delete' || button === 'reject' ? 'secondary' : 'primary'}
                loading={work.busy === `${button}:${milestoneId}`}
                loadingLabel={t('actions.working')}
                disabled={work.busy !== null && work.busy !== `${button}:${milestoneId}`}
                onClick={() => press(button)}
              >
                {t(`actions.${button}`)}
              </Button>
            ))}
          </div>
        )
      )}
      {work.canAct && disputable(milestone) && (
        <div className="mp-work__buttons">
          <DisputeButton target={{ jobId: work.contract.jobId, milestoneId, recurringId: null }} />
        </div>
      )}
      <CryptoWayToPay milestone={milestone} level={level} />
      <MilestoneDialogs milestone={milestone} dialog={dialog} onClose={close} />
    </article>
  );
}

function MilestoneDialogs({
  milestone,
  dialog,
  onClose,
}: {
  milestone: MilestoneView;
  dialog: Dialog | null;
  onClose: () => void;
}) {
  const { t } = useMilestonesT();
  const money = useMoney();
  const work = useContractWork();
  const { http } = work;
  switch (dialog) {
    case 'pay':
      return (
        <PayDialog
          subject={{
            kind: 'milestone',
            name: milestone.title,
            jobId: milestone.jobId,
            milestoneId: milestone.milestoneId,
            retry: milestone.paymentFailure !== null,
          }}
          onClose={onClose}
        />
      );
    case 'submit':
      return <SubmitWorkDialog milestone={milestone} onClose={onClose} />;
    case 'consent':
      return <ConsentDialog milestone={milestone} onClose={onClose} />;
    case 'requestChanges':
      return (
        <ReasonDialog
          title={t('reason.requestChangesTitle', { title: milestone.title })}
          label={t('reason.requestChangesLabel')}
          confirmLabel={t('actions.requestChanges')}
          failedTitle={t('actions.failed')}
          onClose={onClose}
          onConfirm={async (reason) => {
            await move(http, {
              key: 'requestChanges',
              milestoneId: milestone.milestoneId,
              jobID: milestone.jobId,
              value: reason,
            });
            onClose();
            await work.settle('requestChanges');
          }}
        />
      );
    case 'signOff':
      return (
        <ConfirmDialog
          open
          onClose={onClose}
          title={t('signOff.title', { title: milestone.title })}
          description={t('signOff.text', { amount: money.format(milestone.amount) })}
          size="small"
          confirmLabel={t('signOff.confirm')}
          cancelLabel={t('signOff.cancel')}
          busyLabel={t('signOff.busy')}
          onConfirm={async () => {
            await work.keys.attempt(`signOff:${milestone.milestoneId}`, (key) =>
              signOff(http, milestone, key),
            );
            onClose();
            await work.settle('signOff');
          }}
          describeFailure={(error) => ({
            title: t('signOff.failed'),
            message: <MoneyErrorMessage error={readMoneyError(error)} />,
          })}
        />
      );
    case 'delete':
      return (
        <ConfirmDialog
          open
          destructive
          onClose={onClose}
          title={t('delete.title', { title: milestone.title })}
          description={t('delete.text')}
          size="small"
          confirmLabel={t('delete.confirm')}
          cancelLabel={t('delete.cancel')}
          busyLabel={t('delete.busy')}
          onConfirm={async () => {
            await remove(http, milestone);
            onClose();
            await work.settle('delete');
          }}
          describeFailure={(error) => ({
            title: t('delete.failed'),
            message: <MoneyErrorMessage error={readMoneyError(error)} />,
          })}
        />
      );
    default:
      return null;
  }
}
